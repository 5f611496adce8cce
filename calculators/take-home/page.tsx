import { useState } from 'react';
import { Link } from 'react-router-dom';
import { gbp, percent, ratesFor, type TakeHomeResult, type TaxYear } from '../../engine/index.ts';
import { calculatorRoute, encodeFragment, scenarioFromInput } from '../../widgets/index.ts';
import { TakeHomeCalculator } from './widget/component.tsx';
import {
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
import { Prose, Section } from '../../site/components/ui.tsx';
import { BOOKING_ANCHOR } from '../../site/content/practice.ts';

export const route = {
  title: 'Take-Home Pay Calculator {year}',
  description:
    'Your take-home pay for {year} from your salary and tax code: income tax, National Insurance, student loan and pension, payday by payday as PAYE works it out.',
  heading: 'Take-Home Pay Calculator',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Take-Home Pay Calculator', group: 'Resources', order: 0.7 },
  footer: { label: 'Take-Home Pay Calculator', group: 'Resources', order: 1.5 },
} satisfies CalculatorPageRoute;

/**
 * The self-employed calculator for a business beside this job: once the visitor has worked out their
 * pay, with the job's pay for the year (after any salary sacrifice) filled in as its pay from a job.
 */
function selfEmployedLink(worked: { year: TaxYear; result: TakeHomeResult } | null): string {
  const route = calculatorRoute('self-employed');
  if (!worked) return route;
  const sacrificed = worked.result.payslips.reduce((sum, payslip) => sum + payslip.sacrifice, 0);
  const employmentIncome = Math.round((worked.result.grossPay - sacrificed) * 100) / 100;
  const scenario = scenarioFromInput('self-employed', worked.year, { employmentIncome });
  return `${route}#${encodeFragment(scenario)}`;
}

/**
 * The planner for a director paying themselves through their own company: what this job costs its
 * employer (the pay, employer NI and employer pension) is the profit the company would need before
 * the salary, with the employer's pension as the company's contribution.
 */
function plannerLink(worked: { year: TaxYear; result: TakeHomeResult } | null): string {
  const route = calculatorRoute('planner');
  if (!worked) return route;
  const { cost, employerPension } = worked.result.employer;
  const scenario = scenarioFromInput('planner', worked.year, {
    companyProfit: cost,
    ...(employerPension > 0 ? { employerPensionContributions: employerPension } : {}),
  });
  return `${route}#${encodeFragment(scenario)}`;
}

export function TakeHomePayCalculatorPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const { incomeTax: it, employeeNI: ni, employerNI: er } = ratesFor(year);
  // The visitor's last result, for the link to the self-employed calculator.
  const [worked, setWorked] = useState<{ year: TaxYear; result: TakeHomeResult } | null>(null);
  return (
    <Section reveal={false} className="pt-4 sm:pt-8">
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-10">
          <CalculatorPageCard
            eyebrow={CALCULATOR_EYEBROW}
            title="Take-Home Pay Calculator"
            intro="What your job pays after income tax, National Insurance, student loan and pension, from your salary and the tax code on your payslip."
          >
            <ShareableCalculator kind="take-home" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
              {({ prefill, onCalculate, ...sharing }) => (
                <TakeHomeCalculator
                  {...prefill}
                  {...sharing}
                  onCalculate={(detail) => {
                    onCalculate(detail);
                    setWorked({ year: detail.taxYear ?? year, result: detail.result });
                  }}
                />
              )}
            </ShareableCalculator>
          </CalculatorPageCard>
          <p className="font-semibold">
            A business beside your job?{' '}
            <Link
              to={selfEmployedLink(worked)}
              className="text-brand-700 underline"
              data-self-employed-link=""
            >
              Work out the tax on both{worked ? ', your pay filled in' : ''}.
            </Link>{' '}
            Paid through your own company?{' '}
            <Link
              to={plannerLink(worked)}
              className="text-brand-700 underline"
              data-planner-link=""
            >
              Plan salary and dividends{worked ? ' from what this job costs' : ''}.
            </Link>
          </p>
          <Prose figures>
            <h2>How your take-home pay is worked out for {label}</h2>
            <h3>Your tax code</h3>
            <p>
              Your tax code tells your employer how much pay is free of tax: 1257L means about{' '}
              {gbp(it.personalAllowance)} a year, the personal allowance. It shrinks by £1 for every
              £2 of income over {gbp(it.personalAllowanceIncomeLimit)}, so between{' '}
              {gbp(it.personalAllowanceIncomeLimit)} and{' '}
              {gbp(
                it.personalAllowanceIncomeLimit +
                  it.personalAllowance / it.personalAllowanceTaperRate,
              )}{' '}
              each extra pound is taxed at{' '}
              {percent(it.higherRate * (1 + it.personalAllowanceTaperRate))} or more. A K code adds
              pay to be taxed instead, and no payday’s tax is more than half that payday’s pay. BR,
              D0 and D1 codes tax every pound, as on a second job.
            </p>
            <h3>Income tax through PAYE</h3>
            <p>
              Your employer works out the tax on your pay so far this year at{' '}
              {percent(it.basicRate)}, {percent(it.higherRate)} and {percent(it.additionalRate)}{' '}
              (Scotland and Wales set their own rates), taking off what earlier paydays took, so the
              year comes out right even when your pay changes. An emergency code (W1, M1 or X) looks
              at each payday on its own.
            </p>
            <h3>National Insurance</h3>
            <p>
              Employee National Insurance is {percent(ni.mainRate)} of pay between{' '}
              {gbp(ni.primaryThreshold)} and {gbp(ni.upperEarningsLimit)} a year and{' '}
              {percent(ni.additionalRate)} above, worked out on each payday’s pay alone, so a bonus
              month pays more than a twelfth. Your employer pays {percent(er.rate)} above{' '}
              {gbp(er.secondaryThreshold)} a year on top of your salary.
            </p>
            <h3>Pensions and salary sacrifice</h3>
            <p>
              Under relief at source you pay 80% and your scheme claims the basic rate; a net pay
              arrangement takes your contribution before tax; salary sacrifice gives up pay before
              tax and National Insurance, saving both, and your employer pays it in.
            </p>
          </Prose>
        </div>
        <div className="space-y-6">
          <RelatedGuides path={calculatorRoute('take-home')} />
          <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
          <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
        </div>
      </div>
    </Section>
  );
}
