// What the tax calculators' Scottish, student loan and pension controls do, quoting the year's
// figures from the engine.
import { gbp, percent, type TaxRates } from '../../engine/index.ts';

export function CircumstancesExplainer({
  rates,
  earnings,
}: {
  rates: TaxRates;
  /** "profit" or "salary". */
  earnings: string;
}) {
  const { incomeTax: it, scottishIncomeTax: sc, studentLoans: sl, pensions } = rates;
  // Scottish bands are thresholds of taxable income; people know them as income, so add the allowance.
  const income = (taxable: number) => gbp(taxable + it.personalAllowance);
  return (
    <>
      <h3>Scottish taxpayers</h3>
      <p>
        If you live in Scotland your {earnings} is taxed at Scottish rates:{' '}
        {percent(sc.starterRate)} starter rate up to {income(sc.basicRateFrom)},{' '}
        {percent(sc.basicRate)} basic rate to {income(sc.intermediateRateFrom)},{' '}
        {percent(sc.intermediateRate)} intermediate rate to {income(sc.higherRateFrom)},{' '}
        {percent(sc.higherRate)} higher rate to {income(sc.advancedRateFrom)},{' '}
        {percent(sc.advancedRate)} advanced rate to {gbp(sc.topRateFrom)} and {percent(sc.topRate)}{' '}
        top rate above (with the full personal allowance). Savings interest and dividends keep the
        UK rates and bands, and National Insurance is the same across the UK.
      </p>
      <h3>Student loans</h3>
      <p>
        Repayments are 9% of income above your plan&apos;s threshold: Plan 1{' '}
        {gbp(sl.plan1Threshold)}, Plan 2 {gbp(sl.plan2Threshold)}, Plan 4 (Scotland){' '}
        {gbp(sl.plan4Threshold)}
        {sl.plan5Repayable === 1
          ? `, Plan 5 ${gbp(sl.plan5Threshold)}`
          : ' (Plan 5 repayments start in April 2026)'}
        , plus {percent(sl.postgraduateRate)} above {gbp(sl.postgraduateThreshold)} for a
        Postgraduate Loan. In self assessment, dividends and interest count when together they are
        over {gbp(sl.unearnedIncomeLimit)}. Repayments are not tax, so the calculator shows them on
        their own line and takes them off your net income.
      </p>
      <h3>Pension contributions</h3>
      <p>
        Enter your personal contributions gross, including the{' '}
        {percent(pensions.reliefAtSourceRate)} your scheme claims back. They extend your basic-rate
        band and lower the income used to taper your personal allowance, so contributions that bring
        income down to {gbp(it.personalAllowanceIncomeLimit)} restore the allowance: between{' '}
        {gbp(it.personalAllowanceIncomeLimit)} and {gbp(it.higherRateLimit)} each £1,000 of income
        is taxed at an effective 60%, and relief there is worth the same.
      </p>
    </>
  );
}
