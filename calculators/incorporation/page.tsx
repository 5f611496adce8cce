import { Link } from 'react-router-dom';
import { gbp, percent, ratesFor } from '../../engine/index.ts';
import { calculatorRoute } from '../../widgets/index.ts';
import { IncorporationCalculator } from './widget/component.tsx';
import {
  CALCULATOR_EYEBROW,
  DIRECTOR_LINKS,
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
  title: 'Sole Trader or Limited Company? Calculator {year}',
  description:
    'Compare what the same profit leaves you as a sole trader and through your own limited company for {year}, with our fees and the break-even profit.',
  heading: 'Sole Trader or Limited Company?',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Sole Trader or Limited Company?', group: 'Resources', order: 2.7 },
  footer: { label: 'Sole Trader or Limited Company?', group: 'Resources', order: 3.7 },
} satisfies CalculatorPageRoute;

export function SoleTraderVsLimitedCompanyPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const { selfEmployedNI: se, dividends: dv, corporationTax: ct, incomeTax: it } = ratesFor(year);
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Sole Trader or Limited Company?"
              intro="Enter your business’s profit: what it leaves you as a sole trader and through your own company."
            >
              <ShareableCalculator kind="incorporation" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => <IncorporationCalculator {...prefill} {...sharing} />}
              </ShareableCalculator>
            </CalculatorPageCard>
            <Prose figures>
              <h2>How the two are compared in {label}</h2>
              <p>
                As a sole trader, your profit is your income: income tax on it after your personal
                allowance of {gbp(it.personalAllowance)}, and Class 4 National Insurance of{' '}
                {percent(se.mainRate)} between {gbp(se.lowerProfitsLimit)} and{' '}
                {gbp(se.upperProfitsLimit)}, {percent(se.additionalRate)} above.
              </p>
              <p>
                Through a company, the profit first pays your salary and any employer National
                Insurance on it, then corporation tax of {percent(ct.smallProfitsRate)} up to{' '}
                {gbp(ct.lowerLimit)} of profit, rising to {percent(ct.mainRate)} from{' '}
                {gbp(ct.upperLimit)}. What is left is paid to you as dividends, taxed at{' '}
                {percent(dv.ordinaryRate)} in the basic rate band and {percent(dv.upperRate)} above
                it. The calculator takes the salary that leaves you the most, as our{' '}
                <Link to={calculatorRoute('planner')}>salary and dividends planner</Link> works it
                out.
              </p>
              <p>
                A company costs more to run: with the fees switched on, each side pays what our{' '}
                <Link to="/pricing">fee table</Link> charges for its year (a self-employed return,
                or a company’s accounts, corporation tax return and payroll).
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <RelatedGuides path={calculatorRoute('incorporation')} />
            <ResourceLinks title="Need more help?" links={DIRECTOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
    </>
  );
}
