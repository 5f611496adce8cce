import { gbp, percent, ratesFor } from '../../engine/index.ts';
import { SalaryDividendPlanner } from './widget/component.tsx';
import {
  CALCULATOR_EYEBROW,
  DIRECTOR_LINKS,
  Disclaimer,
  ResourceLinks,
  type CalculatorPageRoute,
} from '../../site/components/calculator-page.tsx';
import { CalculatorPageCard } from '../../site/components/calculator-frame.tsx';
import { ShareableCalculator } from '../../site/components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../../site/components/use-calculator-page-year.ts';
import { Prose, Section } from '../../site/components/ui.tsx';
import { BOOKING_ANCHOR } from '../../site/content/practice.ts';

export const route = {
  title: 'Salary and Dividends Planner {year}',
  description:
    'Find the salary and dividends split that leaves a company director the most after corporation tax, National Insurance and income tax for {year}.',
  heading: 'Salary and Dividends Planner',
  structuredData: 'calculator',
  priority: 0.8,
  // Beside the other calculators, before the FAQ.
  header: { label: 'Salary and Dividends Planner', group: 'Resources', order: 2.5 },
  footer: { label: 'Salary and Dividends Planner', group: 'Resources', order: 3.5 },
} satisfies CalculatorPageRoute;

export function SalaryDividendPlannerPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const {
    incomeTax: it,
    employeeNI: ni,
    employerNI: er,
    corporationTax: ct,
    pensions,
  } = ratesFor(year);
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Salary and Dividends Planner"
              intro="Enter your company’s profit: the split of salary and dividends that leaves you the most."
            >
              <ShareableCalculator kind="planner" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => <SalaryDividendPlanner {...prefill} {...sharing} />}
              </ShareableCalculator>
            </CalculatorPageCard>
            <Prose figures>
              <h2>How the planner splits your profit in {label}</h2>
              <p>
                Salary is a cost of the company, so it saves corporation tax, but above{' '}
                {gbp(er.secondaryThreshold)} a year the company pays employer National Insurance of{' '}
                {percent(er.rate)} on it, and above {gbp(ni.primaryThreshold)} you pay employee
                National Insurance too. Dividends come out of profit after corporation tax and pay
                no National Insurance, but are taxed at dividend rates.
              </p>
              <p>
                Corporation tax is {percent(ct.smallProfitsRate)} on profits up to{' '}
                {gbp(ct.lowerLimit)} and {percent(ct.mainRate)} from {gbp(ct.upperLimit)}; in
                between, marginal relief makes each extra pound cost more than{' '}
                {percent(ct.mainRate)}. That is why the best salary is usually the personal
                allowance of {gbp(it.personalAllowance)}, but for some profits it is{' '}
                {gbp(er.secondaryThreshold)}, and for very large ones more.
              </p>
              <p>
                The Employment Allowance takes up to {gbp(er.employmentAllowance)} off the company’s
                employer National Insurance, but not when the director is the only employee paid
                above the secondary threshold.
              </p>
              <p>
                What the company pays into your pension comes off its profit before corporation tax
                and pays no National Insurance. It is not your income, but it counts towards your
                pension annual allowance of {gbp(pensions.annualAllowance)} (less above{' '}
                {gbp(pensions.taperAdjustedIncome)} of income with the contributions), and savings
                above it are taxed as your income.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <ResourceLinks title="Need more help?" links={DIRECTOR_LINKS} />
            <Disclaimer>
              The planner assumes one director-shareholder, a 12-month accounting period, no other
              income and no associated companies. Results are estimates, not tax advice.
            </Disclaimer>
          </div>
        </div>
      </Section>
    </>
  );
}
