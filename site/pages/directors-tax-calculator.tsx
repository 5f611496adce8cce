import { DirectorCalculator } from '../../widgets/index.ts';
import { DIRECTOR_LINKS, Disclaimer, ResourceLinks } from '../components/calculator-page.tsx';
import { CalculatorCard } from '../components/calculator-frame.tsx';
import { Hero } from '../components/hero.tsx';
import { Prose, Section } from '../components/ui.tsx';
import { BOOKING_ANCHOR } from '../content/practice.ts';

export function DirectorsTaxCalculatorPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Free · 2025/26 rates"
        title="Directors Tax Calculator"
        lead="See the personal tax on your salary, dividends and savings interest as a company director."
      />
      <Section reveal={false} className="pt-4 sm:pt-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorCard>
              <DirectorCalculator bookingUrl={BOOKING_ANCHOR} />
            </CalculatorCard>
            <Prose>
              <h2>Salary, dividends and savings explained</h2>
              <h3>Salary</h3>
              <p>
                Salary is taxed through PAYE at 20%, 40% and 45%, after your personal allowance of
                £12,570. Employee National Insurance is 8% between £12,570 and £50,270 and 2% above.
                The allowance shrinks by £1 for every £2 of income over £100,000.
              </p>
              <h3>Dividends</h3>
              <p>
                The first £500 of dividends is tax-free. Above that, dividends are taxed at 8.75% in
                the basic-rate band, 33.75% in the higher-rate band and 39.35% above £125,140. No
                National Insurance is due on dividends.
              </p>
              <h3>Savings</h3>
              <p>
                Interest is covered by your personal savings allowance: £1,000 for basic-rate
                taxpayers, £500 for higher-rate taxpayers and nothing for additional-rate taxpayers.
                Interest above it is taxed at 20%, 40% or 45%.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <ResourceLinks title="Need more help?" links={DIRECTOR_LINKS} />
            <Disclaimer>
              This calculator estimates your personal tax only. It excludes corporation tax on your
              company’s profits and employer’s National Insurance on your salary. Results are
              estimates, not tax advice.
            </Disclaimer>
          </div>
        </div>
      </Section>
    </>
  );
}
