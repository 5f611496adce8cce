import { Link } from 'react-router-dom';
import { capitalGainsRates, gbp, percent, ratesFor } from '../../engine/index.ts';
import { calculatorRoute } from '../../widgets/index.ts';
import { CapitalGainsCalculator } from './widget/component.tsx';
import {
  CALCULATOR_EYEBROW,
  CALCULATOR_LINKS,
  Disclaimer,
  ESTIMATES_DISCLAIMER,
  RelatedGuides,
  ResourceLinks,
  type CalculatorPageRoute,
} from '../../site/components/calculator-page.tsx';
import { CalculatorPageCard } from '../../site/components/calculator-frame.tsx';
import { ShareableCalculator } from '../../site/components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../../site/components/use-calculator-page-year.ts';
import { Prose, Section } from '../../site/components/ui.tsx';
import { BOOKING_ANCHOR } from '../../site/content/practice.ts';

export const route = {
  title: 'Capital Gains Tax Calculator {year}',
  description:
    'Work out capital gains tax on shares, property and other assets sold in {year}: losses, the exempt amount, Business Asset Disposal Relief and the 60-day return.',
  heading: 'Capital Gains Tax Calculator',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Capital Gains Tax Calculator', group: 'Resources', order: 2.9 },
  footer: { label: 'Capital Gains Tax Calculator', group: 'Resources', order: 3.9 },
} satisfies CalculatorPageRoute;

export function CapitalGainsTaxCalculatorPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const cgt = capitalGainsRates(year);
  const { incomeTax: it } = ratesFor(year);
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Capital Gains Tax Calculator"
              intro="List what you sold in the tax year: the tax on the gains, and when it is due."
            >
              <ShareableCalculator kind="capital-gains" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => <CapitalGainsCalculator {...prefill} {...sharing} />}
              </ShareableCalculator>
            </CalculatorPageCard>
            <Prose figures>
              <h2>How capital gains are taxed in {label}</h2>
              <p>
                Each sale’s gain is what it sold for less what it cost and the costs of buying,
                selling and improving it. The year’s losses come off the year’s gains, then the
                annual exempt amount of {gbp(cgt.annualExemptAmount)}; losses of earlier years come
                off only what the exempt amount does not cover, and the rest carry forward.
              </p>
              <p>
                What is left is taxed at {percent(cgt.basicRate)} within the part of the{' '}
                {gbp(it.basicRateBand)} basic rate band your income leaves, and{' '}
                {percent(cgt.higherRate)} above it, on shares, residential property and other assets
                alike. Business Asset Disposal Relief taxes gains on selling a business, or shares
                in your own trading company, at {percent(cgt.badrRate)}, up to{' '}
                {gbp(cgt.badrLifetimeLimit)} of gains in a lifetime. Capital gains tax is UK-wide: a
                Scottish taxpayer’s gains use the UK band.
              </p>
              <h3>Residential property: 60 days to report and pay</h3>
              <p>
                Selling a UK residential property at a gain, a buy-to-let or a second home, means a
                return to HMRC and a payment within {cgt.residentialReturnDays} days of completion;
                the rest of the year’s tax is due with your tax return on 31 January. Your main home
                is usually free of capital gains tax (private residence relief). Reporting your
                gains, or your rental income too? Our{' '}
                <Link to="/self-assessment">Self Assessment service</Link> files the return for you.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <RelatedGuides path={calculatorRoute('capital-gains')} />
            <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
    </>
  );
}
