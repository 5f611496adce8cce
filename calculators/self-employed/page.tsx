import { Link } from 'react-router-dom';
import { gbp, percent, ratesFor } from '../../engine/index.ts';
import { calculatorRoute } from '../../widgets/index.ts';
import { SelfEmployedCalculator } from './widget/component.tsx';
import {
  BenefitTiles,
  CALCULATOR_LINKS,
  Disclaimer,
  ESTIMATES_DISCLAIMER,
  RelatedGuides,
  ResourceLinks,
  CALCULATOR_EYEBROW,
  type CalculatorPageRoute,
} from '../../site/components/calculator-page.tsx';
import { CalculatorPageCard } from '../../site/components/calculator-frame.tsx';
import { ShareableCalculator } from '../../site/components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../../site/components/use-calculator-page-year.ts';
import { CircumstancesExplainer } from '../../site/components/calculator-circumstances.tsx';
import { Prose, Section } from '../../site/components/ui.tsx';
import { BOOKING_ANCHOR } from '../../site/content/practice.ts';

export const route = {
  title: 'Self-Employed Tax Calculator {year}',
  description:
    'Work out income tax and Class 4 National Insurance on your self-employed profit for {year}, free and instantly.',
  heading: 'Self-Employed Tax Calculator',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Self-Employed Tax Calculator', group: 'Resources', order: 1 },
  footer: { label: 'Self-Employed Tax Calculator', group: 'Resources', order: 2 },
} satisfies CalculatorPageRoute;

export function SelfEmployedTaxCalculatorPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const rates = ratesFor(year);
  const { incomeTax: it, selfEmployedNI: ni, paymentsOnAccount: poa } = rates;
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Self-Employed Tax Calculator"
              intro="The income tax and National Insurance on your sole-trader profit."
            >
              <ShareableCalculator kind="self-employed" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => <SelfEmployedCalculator {...prefill} {...sharing} />}
              </ShareableCalculator>
            </CalculatorPageCard>
            <Prose figures>
              <h2>How self-employed tax is worked out for {label}</h2>
              <p>
                Your profit is your income less allowable expenses. The first{' '}
                {gbp(it.personalAllowance)} is covered by your personal allowance, which shrinks by
                £1 for every £2 of profit over {gbp(it.personalAllowanceIncomeLimit)}. Income tax is{' '}
                {percent(it.basicRate)} on the next {gbp(it.basicRateBand)},{' '}
                {percent(it.higherRate)} up to {gbp(it.higherRateLimit)} of taxable profit and{' '}
                {percent(it.additionalRate)} above that.
              </p>
              <p>
                Class 4 National Insurance is {percent(ni.mainRate)} of profit between{' '}
                {gbp(ni.lowerProfitsLimit)} and {gbp(ni.upperProfitsLimit)} and{' '}
                {percent(ni.additionalRate)} above. Class 2 National Insurance is no longer payable,
                though you can pay it voluntarily to protect your State Pension.
              </p>
              <CircumstancesExplainer rates={rates} earnings="profit" />
              <h3>Payments on account</h3>
              <p>
                Once your income tax and Class 4 for a year reach {gbp(poa.minimumLiability)}, HMRC
                asks for the next year&apos;s in advance: two payments on account, each{' '}
                {percent(poa.instalmentShare)} of this year&apos;s bill, on 31 January and 31 July.
                In your first year that means paying the whole bill and the first payment on account
                together on the 31 January after the tax year ends; the calculator shows the dates
                and amounts. If you traded the year before, this year&apos;s two payments were set
                from last year&apos;s bill: give it under “More about you” and the calculator shows
                what is due on each date, the balancing payment, and any refund.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <p>
              Would your profit leave you more through your own company?{' '}
              <Link
                to={calculatorRoute('incorporation')}
                className="font-semibold text-brand-700 underline"
              >
                Earning more? Compare a limited company
              </Link>
              .
            </p>
            <RelatedGuides path={calculatorRoute('self-employed')} />
            <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
      <BenefitTiles />
    </>
  );
}
