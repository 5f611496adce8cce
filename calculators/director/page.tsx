import { Link } from 'react-router-dom';
import { gbp, percent, ratesFor } from '../../engine/index.ts';
import { calculatorRoute } from '../../widgets/index.ts';
import { DirectorCalculator } from './widget/component.tsx';
import {
  DIRECTOR_LINKS,
  Disclaimer,
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
  title: 'Company Director Tax Calculator {year}',
  description:
    'Estimate income tax, dividend tax and National Insurance on a director’s salary, dividends and savings for {year}.',
  heading: 'Directors Tax Calculator',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Directors Tax Calculator', group: 'Resources', order: 2 },
  footer: { label: 'Directors Tax Calculator', group: 'Resources', order: 3 },
} satisfies CalculatorPageRoute;

export function DirectorsTaxCalculatorPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const rates = ratesFor(year);
  const { incomeTax: it, dividends: div, savings: sav, employeeNI: ni } = rates;
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Directors Tax Calculator"
              intro="The personal tax on a company director’s salary, dividends and savings interest."
            >
              <ShareableCalculator kind="director" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => <DirectorCalculator {...prefill} {...sharing} />}
              </ShareableCalculator>
            </CalculatorPageCard>
            <p className="font-semibold">
              Not sure how to split?{' '}
              <Link to={calculatorRoute('planner')} className="text-brand-700 underline">
                Plan it.
              </Link>
            </p>
            <Prose figures>
              <h2>Salary, dividends and savings explained for {label}</h2>
              <h3>Salary</h3>
              <p>
                Salary is taxed through PAYE at {percent(it.basicRate)}, {percent(it.higherRate)}{' '}
                and {percent(it.additionalRate)}, after your personal allowance of{' '}
                {gbp(it.personalAllowance)}. Employee National Insurance is {percent(ni.mainRate)}{' '}
                between {gbp(ni.primaryThreshold)} and {gbp(ni.upperEarningsLimit)} and{' '}
                {percent(ni.additionalRate)} above. The allowance shrinks by £1 for every £2 of
                income over {gbp(it.personalAllowanceIncomeLimit)}, and is set against whichever
                income saves you the most tax.
              </p>
              <h3>Dividends</h3>
              <p>
                The first {gbp(div.allowance)} of dividends is tax-free. Above that, dividends are
                taxed at {percent(div.ordinaryRate)} in the basic-rate band,{' '}
                {percent(div.upperRate)} in the higher-rate band and {percent(div.additionalRate)}{' '}
                above {gbp(it.higherRateLimit)} of taxable income. No National Insurance is due on
                dividends.
              </p>
              <h3>Savings</h3>
              <p>
                Interest is covered by your personal savings allowance: {gbp(sav.allowanceBasic)}{' '}
                for basic-rate taxpayers, {gbp(sav.allowanceHigher)} for higher-rate taxpayers and{' '}
                {gbp(sav.allowanceAdditional)} for additional-rate taxpayers, and up to{' '}
                {gbp(sav.startingRateBand)} of it can fall in the starting rate for savings when
                your other income is low. Interest above them is taxed at {percent(it.basicRate)},{' '}
                {percent(it.higherRate)} or {percent(it.additionalRate)}.
              </p>
              <CircumstancesExplainer rates={rates} earnings="salary" />
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
