import { SelfEmployedCalculator } from '../../widgets/index.ts';
import {
  BenefitTiles,
  CALCULATOR_LINKS,
  Disclaimer,
  ESTIMATES_DISCLAIMER,
  ResourceLinks,
} from '../components/calculator-page.tsx';
import { CalculatorCard } from '../components/calculator-frame.tsx';
import { Hero } from '../components/hero.tsx';
import { Prose, Section } from '../components/ui.tsx';
import { BOOKING_ANCHOR } from '../content/practice.ts';

export function SelfEmployedTaxCalculatorPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Free · 2025/26 rates"
        title="Self-Employed Tax Calculator"
        lead="Work out the income tax and Class 4 National Insurance due on your sole-trader profit."
      />
      <Section reveal={false} className="pt-4 sm:pt-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorCard>
              <SelfEmployedCalculator bookingUrl={BOOKING_ANCHOR} />
            </CalculatorCard>
            <Prose>
              <h2>How self-employed tax is worked out for 2025/26</h2>
              <p>
                Your profit is your income less allowable expenses. The first £12,570 is covered by
                your personal allowance. Income tax is 20% on profit up to £50,270, 40% up to
                £125,140 and 45% above that.
              </p>
              <p>
                Class 4 National Insurance is 6% of profit between £12,570 and £50,270 and 2% above.
                Class 2 National Insurance is no longer payable, though you can pay it voluntarily
                to protect your State Pension.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
      <BenefitTiles />
    </>
  );
}
