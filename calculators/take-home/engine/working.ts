// How each take-home figure was worked out: a pass of its own over the same run of the year as the
// figures (figures.ts), its paydays grouped where they are alike, the arithmetic of a payday written
// out, and every parameter and rule cited.
import {
  addSlices,
  cite,
  FigureSteps,
  gbp,
  percent,
  present,
  slicesOnScale,
} from '../../../engine/rules/working.ts';
import { extendScale } from '../../../engine/rules/circumstances.ts';
import { allowanceSteps, taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import * as C from '../../../engine/parameters/citations.ts';
import { parameterUse, type UseName } from '../../../engine/parameters/parameters-for.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import {
  STUDENT_LOAN_PLAN_NAMES,
  type Citation,
  type FigureWorking,
  type ParameterUse,
  type TaxYear,
  type Working,
} from '../../../engine/types.ts';
import {
  scaleOf,
  takeHomeFigures,
  takeHomeParameters,
  taxPeriodLabel,
  DEFAULT_DAYS_PER_WEEK,
  DEFAULT_HOURS_PER_WEEK,
  type PaydayRun,
  type TakeHomeParameters,
  type YearRun,
} from './figures.ts';
import { classOneThresholds, payAdjustment, qualifyingBand } from './payday.ts';
import type { TakeHomeFigure, TakeHomeInput, TakeHomeResult } from './types.ts';

type Steps = FigureSteps;
const pounds = (pence: number) => pence / 100;

/** One step per run of paydays with the same amount: "Months 2 to 11: £290.40 each × 10 = £2,904.00". */
function addPaydays(
  steps: Steps,
  run: YearRun,
  pick: (day: PaydayRun) => number,
  parameters: readonly ParameterUse[],
  references: readonly Citation[],
): void {
  const { days } = run;
  let i = 0;
  while (i < days.length) {
    let j = i;
    while (j + 1 < days.length && pick(days[j + 1] as PaydayRun) === pick(days[i] as PaydayRun))
      j += 1;
    const first = days[i] as PaydayRun;
    const each = pounds(pick(first));
    const count = j - i + 1;
    const label =
      count === 1
        ? taxPeriodLabel(run, first)
        : `${taxPeriodLabel(run, first)} to ${taxPeriodLabel(run, days[j] as PaydayRun)}`;
    steps.add(
      count === 1
        ? `${label}: ${gbp(each, true)}`
        : `${label}: ${gbp(each, true)} each × ${count} = ${gbp(each * count, true)}`,
      each * count,
      parameters,
      references,
    );
    i = j + 1;
  }
}

/** The paydays whose arithmetic the working writes out: the first, the bonus's and the extra one. */
function shownPaydays(run: YearRun): PaydayRun[] {
  const shown: PaydayRun[] = [];
  for (const day of run.days) {
    const bonus = (run.plan.bonus[day.index] as number) > 0;
    if (day.index === 0 || bonus || day.extra || day.tax.heldBack > 0) {
      if (shown.indexOf(day) < 0) shown.push(day);
    }
  }
  return shown;
}

function codeUses(p: TakeHomeParameters): ParameterUse[] {
  return [
    parameterUse(p, 'paye.codeUnit'),
    parameterUse(p, 'paye.codeAddition'),
    parameterUse(p, 'paye.codeBlock'),
  ];
}

/** A payday's PAYE in words. */
function taxNote(steps: Steps, run: YearRun, day: PaydayRun, p: TakeHomeParameters): void {
  const { code } = run;
  const label = taxPeriodLabel(run, day);
  const t = day.tax;
  const per = run.plan.facts.perYear === 12 ? 'month' : 'week';
  if (code.kind === 'none') {
    steps.note(`${label}: code NT, no tax`, [], cite(C.taxCodes));
    return;
  }
  if (code.kind === 'flat') {
    const band = t.bands[0];
    steps.note(
      `${label}: ${t.basis === 'cumulative' ? 'pay to date' : 'pay'} ${gbp(pounds(t.payTo), true)}, whole pounds ${gbp(t.taxablePounds)}, all at ${percent(band?.rate ?? 0)} (code ${code.code}) = ${gbp(pounds(t.due), true)}${t.basis === 'cumulative' ? `, less ${gbp(pounds(t.due - t.tax), true)} already taken = ${gbp(pounds(t.tax), true)}` : ''}`,
      [],
      cite(C.payeSpecification),
    );
    return;
  }
  if (
    t.basis === 'extra payday' &&
    t.taxablePounds === 0 &&
    t.bands.length === 0 &&
    t.adjustment >= t.payTo
  ) {
    steps.note(
      `${label}: the year's free pay to week 52, ${gbp(pounds(t.adjustment), true)}, covers the year's pay with this payday, ${gbp(pounds(t.payTo), true)}: no tax`,
      codeUses(p),
      cite(C.week53Payments),
    );
    return;
  }
  const adj = payAdjustment(code.number, t.periods, run.plan.facts.perYear, p);
  const periodsWords = `${t.periods} ${per}${t.periods === 1 ? '' : 's'}`;
  const adjustmentWords =
    code.number === 0
      ? 'no free pay (0T)'
      : `${code.kind === 'k' ? 'additional' : 'free'} pay for ${periodsWords} ${gbp(pounds(adj.pence), true)} (code ${code.number}: ${gbp(adj.remainder * p.paye.codeUnit + p.paye.codeAddition)} ÷ ${run.plan.facts.perYear} = ${gbp(pounds(adj.remainderPence), true)}${adj.blocks > 0 ? `, and ${adj.blocks} × ${gbp(pounds(adj.blockPence), true)} for each ${p.paye.codeBlock}` : ''}, × ${t.periods})`;
  const basisWords =
    t.basis === 'cumulative'
      ? `pay to date ${gbp(pounds(t.payTo), true)}`
      : t.basis === 'extra payday'
        ? `the extra payday's pay ${gbp(pounds(t.payTo), true)}, taxed on its own on the week ${run.plan.facts.length} table`
        : `pay ${gbp(pounds(t.payTo), true)}, taxed on its own`;
  const bands: string[] = [];
  for (const band of t.bands)
    bands.push(
      `${gbp(band.amount)} at ${percent(band.rate)} (${band.band}${band.from > 0 ? ` from ${gbp(band.from)}` : ''})`,
    );
  steps.note(
    `${label}: ${basisWords} ${code.kind === 'k' ? 'plus' : 'less'} ${adjustmentWords} = taxable pay ${gbp(t.taxablePounds)} in whole pounds; ${bands.length > 0 ? bands.join(' + ') : 'nothing to tax'} = ${gbp(pounds(t.due), true)}${t.basis === 'cumulative' ? ` to date, less ${gbp(pounds(t.due - t.tax - t.heldBack), true)} already taken` : ''} = ${gbp(pounds(t.tax + t.heldBack), true)}${t.heldBack > 0 ? `, held to ${percent(p.paye.overridingLimit)} of the pay: ${gbp(pounds(t.tax), true)} (${gbp(pounds(t.heldBack), true)} waits for a later payday or the year's end)` : ''}`,
    [...codeUses(p), ...(code.kind === 'k' ? [parameterUse(p, 'paye.overridingLimit')] : [])],
    t.basis === 'extra payday'
      ? cite(C.payeSpecification, C.payAdjustmentTables, C.week53Payments)
      : cite(C.payeSpecification, C.payAdjustmentTables, C.taxablePayTables),
  );
}

function grossWorking(run: YearRun, result: TakeHomeResult): FigureWorking<'grossPay'> {
  const { plan } = run;
  const steps = new FigureSteps();
  const per =
    plan.per === 'hour'
      ? `${gbp(plan.pay, true)} an hour × ${plan.hoursPerWeek} hours a week${plan.hoursPerWeek === DEFAULT_HOURS_PER_WEEK ? ' (taken when none is given)' : ''}`
      : plan.per === 'day'
        ? `${gbp(plan.pay, true)} a day × ${plan.daysPerWeek} days a week${plan.daysPerWeek === DEFAULT_DAYS_PER_WEEK ? ' (taken when none is given)' : ''}`
        : `${gbp(plan.pay, true)} a ${plan.per}`;
  steps.note(
    plan.exactPeriods
      ? `${per}, paid ${plan.frequency}`
      : `${per} is ${gbp(plan.annual, true)} a year, paid ${plan.frequency} in equal amounts to the penny, the last regular payday taking what is left`,
  );
  if (plan.extra)
    steps.note(
      `This payroll has an extra payday (${taxPeriodLabel(run, run.days[run.days.length - 1] as PaydayRun)}) paying a regular payday's pay`,
      [],
      cite(C.week53Payments),
    );
  addPaydays(steps, run, (d) => run.plan.basic[d.index] as number, [], []);
  for (const day of run.days) {
    const bonus = run.plan.bonus[day.index] as number;
    if (bonus > 0)
      steps.add(
        `Bonus paid with ${taxPeriodLabel(run, day)}: ${gbp(pounds(bonus), true)}`,
        pounds(bonus),
      );
  }
  return steps.done('grossPay', 'Pay before deductions', result.grossPay);
}

function codeWorking(run: YearRun, p: TakeHomeParameters): FigureWorking<'taxCode'> {
  const steps = new FigureSteps();
  const { expected, code, plan } = run;
  const typed = plan.typed && plan.typed.ok;
  if (plan.typed && !plan.typed.ok)
    steps.note(`The code typed was not used: ${plan.typed.reason}`, [], cite(C.taxCodes));
  if (typed) {
    steps.note(
      code.meaning,
      [],
      cite(C.taxCodes, ...(code.cumulative ? [] : [C.emergencyTaxCodes])),
    );
    if (code.code !== expected.code.code) {
      steps.note(
        `For this pay and these circumstances HMRC's code would be ${expected.code.code}: a different code holds adjustments (benefits, other income, earlier years) this calculator cannot see`,
      );
    }
    const value =
      code.kind === 'allowance'
        ? code.number * p.paye.codeUnit
        : code.kind === 'k'
          ? -code.number * p.paye.codeUnit
          : 0;
    if (value !== 0) {
      steps.add(
        `${code.kind === 'k' ? 'Pay added' : 'Tax-free pay'} a year: ${code.number} × ${gbp(p.paye.codeUnit)} = ${gbp(Math.abs(value))}`,
        value,
        [parameterUse(p, 'paye.codeUnit')],
        cite(C.taxCodes),
      );
    }
    return steps.done('taxCode', `Tax code ${code.code}`, value);
  }
  const allowance = taperedAllowance(run.income.adjustedNetIncome, p);
  for (const step of allowanceSteps(allowance, p).done('personal', '', allowance.amount).steps) {
    if (step.amount === null) steps.note(step.text, step.parameters, step.references);
    else steps.add(step.text, step.amount, step.parameters, step.references);
  }
  if (expected.blind > 0) {
    steps.add(
      `Blind Person's Allowance ${gbp(expected.blind)}`,
      expected.blind,
      [parameterUse(p, 'paye.blindPersonsAllowance')],
      cite(C.ita2007s38, C.blindPersonsAllowance),
    );
  }
  const ma = expected.marriage;
  const maUses = [
    parameterUse(p, 'incomeTax.marriageAllowanceShare'),
    parameterUse(p, 'incomeTax.marriageAllowanceRoundingStep'),
  ];
  if (ma.claim === 'receive' && ma.applied) {
    steps.add(
      `Marriage Allowance received from a spouse or civil partner ${gbp(expected.transferable)} (M)`,
      expected.transferable,
      maUses,
      cite(C.ita2007s55B, C.marriageAllowance),
    );
  } else if (ma.claim === 'transfer' && ma.applied) {
    steps.add(
      `Marriage Allowance transferred to a spouse or civil partner −${gbp(expected.transferable)} (N)`,
      -expected.transferable,
      maUses,
      cite(C.ita2007s55B, C.marriageAllowance),
    );
  } else if (ma.reason) {
    steps.note(ma.reason, maUses, cite(C.ita2007s55C));
  }
  const written = code.number * p.paye.codeUnit;
  steps.add(
    `The code is the allowance ÷ ${gbp(p.paye.codeUnit)}, its last digit dropped, and a letter: ${code.code}${code.suffix === 'T' ? ' (T: the allowance is reduced for income over the limit)' : ''}`,
    written - expected.allowance,
    [parameterUse(p, 'paye.codeUnit')],
    cite(C.taxCodes),
  );
  steps.note(code.meaning);
  return steps.done('taxCode', `Tax code ${code.code}`, written);
}

function incomeTaxWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'incomeTax'> {
  const steps = new FigureSteps();
  const scale = scaleOf(run.region, p);
  const uses: ParameterUse[] = [];
  for (const band of scale) {
    if (band.fromUse) uses.push(band.fromUse);
    uses.push(band.rateUse);
  }
  steps.note(
    `PAYE on each payday with code ${run.code.code}, on pay after any salary sacrifice and net pay pension`,
    uses,
    cite(C.payeSpecification),
  );
  for (const day of shownPaydays(run)) taxNote(steps, run, day, p);
  addPaydays(steps, run, (d) => d.tax.tax, [], cite(C.payeSpecification));
  let heldBack = 0;
  for (const day of run.days) heldBack += day.tax.heldBack;
  if (heldBack > 0) {
    steps.note(
      `The overriding limit held back ${gbp(pounds(heldBack), true)} over the year: HMRC collects it later, usually through next year's code`,
      [parameterUse(p, 'paye.overridingLimit')],
      cite(C.payeRegs2003reg2),
    );
  }
  return steps.done('incomeTax', 'Income Tax (PAYE)', result.incomeTax);
}

function niWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'employeeNI'> {
  const steps = new FigureSteps();
  const t = classOneThresholds(run.plan.facts, p);
  const weekly = run.plan.facts.perYear === 52;
  const uses = [
    parameterUse(
      p,
      weekly ? 'classOnePeriods.primaryThresholdWeekly' : 'classOnePeriods.primaryThresholdMonthly',
    ),
    parameterUse(
      p,
      weekly
        ? 'classOnePeriods.upperEarningsLimitWeekly'
        : 'classOnePeriods.upperEarningsLimitMonthly',
    ),
    parameterUse(p, 'employeeNI.mainRate'),
    parameterUse(p, 'employeeNI.additionalRate'),
  ];
  if (run.plan.overStatePensionAge) {
    steps.note(
      'Over State Pension age: no employee National Insurance (category C); the employer still pays',
      [],
      cite(C.sscba1992s6, C.employeeNI),
    );
    return steps.done('employeeNI', 'Employee National Insurance', result.employeeNI);
  }
  const first = run.days[0] as PaydayRun;
  steps.note(
    `Each payday on its own pay (category A): ${percent(p.employeeNI.mainRate)} between ${gbp(t.primary)} and ${gbp(t.upper)}, ${percent(p.employeeNI.additionalRate)} above, to the nearest penny (a halfpenny or less dropped). ${taxPeriodLabel(run, first)}: ${gbp(pounds(first.pay.ni.main), true)} at ${percent(p.employeeNI.mainRate)}${first.pay.ni.above > 0 ? ` + ${gbp(pounds(first.pay.ni.above), true)} at ${percent(p.employeeNI.additionalRate)}` : ''} = ${gbp(pounds(first.pay.ni.employee), true)}`,
    uses,
    cite(C.sscr2001reg11, C.sscr2001reg12, C.niSoftwareGuidance),
  );
  addPaydays(steps, run, (d) => d.pay.ni.employee, [], []);
  return steps.done('employeeNI', 'Employee National Insurance', result.employeeNI);
}

const LOAN_USES: Record<string, UseName<'studentLoans'>> = {
  plan1: 'studentLoans.plan1Threshold',
  plan2: 'studentLoans.plan2Threshold',
  plan4: 'studentLoans.plan4Threshold',
  plan5: 'studentLoans.plan5Threshold',
  postgraduate: 'studentLoans.postgraduateThreshold',
};

function loanWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'studentLoan'> | null {
  if (run.plan.plans.length === 0) return null;
  const steps = new FigureSteps();
  const first = run.days[0] as PaydayRun;
  if (first.pay.loans.length === 0)
    steps.note(
      'No plan is repaid this year',
      [parameterUse(p, 'studentLoans.plan5Repayable')],
      cite(C.studentLoanRepay),
    );
  for (const loan of first.pay.loans) {
    steps.note(
      `${STUDENT_LOAN_PLAN_NAMES[loan.plan]}: ${percent(loan.rate)} of each payday's pay above ${gbp(pounds(loan.threshold), true)} (the year's threshold × ${run.plan.facts.perYear === 12 ? '1 / 12' : `${run.plan.facts.length} / 52`}, rounded down to a penny), rounded down to whole pounds. ${taxPeriodLabel(run, first)}: ${gbp(pounds(loan.excess), true)} × ${percent(loan.rate)} = ${gbp(pounds(loan.pence), true)}`,
      [
        parameterUse(p, LOAN_USES[loan.plan] as UseName<'studentLoans'>),
        parameterUse(
          p,
          loan.plan === 'postgraduate'
            ? 'studentLoans.postgraduateRate'
            : 'studentLoans.undergraduateRate',
        ),
      ],
      cite(C.studentLoanRegs2009, C.studentLoanPeriods, C.studentLoanPayroll),
    );
  }
  addPaydays(steps, run, (d) => d.pay.loan, [], []);
  steps.note('Not a tax: repaid from pay, on pay after any salary sacrifice');
  return steps.done('studentLoan', 'Student loan repayments', result.studentLoan);
}

function pensionWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'pensionDeducted'> | null {
  const { plan } = run;
  if (!plan.method || plan.method === 'salary-sacrifice') return null;
  const steps = new FigureSteps();
  const band = qualifyingBand(plan.facts, p);
  if (plan.basis === 'qualifying-earnings' && !plan.employeeAmounts) {
    steps.note(
      `${percent(plan.employeeRate)} of qualifying earnings: each payday's pay between ${gbp(band.lower)} and ${gbp(band.upper)}`,
      [],
      cite(C.pa2008s13, C.workplacePensions),
    );
  }
  if (plan.method === 'relief-at-source') {
    steps.note(
      `Relief at source: your pay gives the contribution less ${percent(p.pensions.reliefAtSourceRate)}, which the scheme claims from HMRC and adds`,
      [parameterUse(p, 'pensions.reliefAtSourceRate')],
      cite(C.fa2004s192, C.pensionTaxRelief),
    );
  } else {
    steps.note(
      'Net pay arrangement: taken from pay before tax (not before National Insurance)',
      [],
      cite(C.fa2004s193, C.workplacePensions),
    );
  }
  addPaydays(steps, run, (d) => d.pay.netPay + d.pay.rasDeduction, [], []);
  return steps.done('pensionDeducted', 'Pension taken from pay', result.pensionDeducted);
}

function takeHomeWorking(result: TakeHomeResult): FigureWorking<'takeHome'> {
  const steps = new FigureSteps().add(`Pay ${gbp(result.grossPay, true)}`, result.grossPay);
  const sacrifice = result.periods.year.pension - result.pensionDeducted;
  if (sacrifice > 0)
    steps.add(
      `Less salary sacrificed for the pension ${gbp(sacrifice, true)}`,
      -sacrifice,
      [],
      cite(C.salarySacrifice),
    );
  if (result.pensionDeducted > 0)
    steps.add(
      `Less the pension taken from pay ${gbp(result.pensionDeducted, true)}`,
      -result.pensionDeducted,
    );
  steps.add(`Less Income Tax ${gbp(result.incomeTax, true)}`, -result.incomeTax);
  steps.add(`Less National Insurance ${gbp(result.employeeNI, true)}`, -result.employeeNI);
  if (result.studentLoan > 0)
    steps.add(`Less student loan ${gbp(result.studentLoan, true)}`, -result.studentLoan);
  return steps.done('takeHome', 'Take-home pay for the year', result.takeHome);
}

function periodWorking(
  figure: 'periods.month.takeHome' | 'periods.fourWeeks.takeHome' | 'periods.week.takeHome',
  label: string,
  share: string,
  fraction: number,
  result: TakeHomeResult,
  value: number,
): FigureWorking<TakeHomeFigure> {
  return new FigureSteps()
    .add(
      `The year's take-home ${gbp(result.takeHome, true)} × ${share}`,
      result.takeHome * fraction,
    )
    .done(figure, label, value);
}

function pensionTotalWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'pension.total'> | null {
  if (!run.plan.method) return null;
  const steps = new FigureSteps();
  const pn = result.pension;
  if (pn.employee > 0)
    steps.add(
      `From you ${gbp(pn.employee, true)}${pn.reliefAtSource > 0 ? `, of which ${gbp(pn.reliefAtSource, true)} is basic rate relief the scheme adds` : ''}`,
      pn.employee,
      [],
      cite(C.workplacePensions),
    );
  const sacrificed = result.periods.year.pension - result.pensionDeducted;
  if (sacrificed > 0)
    steps.note(
      `Salary sacrificed ${gbp(sacrificed, true)} is paid in by the employer: no tax or National Insurance on it`,
      [],
      cite(C.salarySacrifice),
    );
  steps.add(
    `From the employer ${gbp(pn.employer, true)}${run.plan.basis === 'qualifying-earnings' ? ' (percentages of qualifying earnings)' : ' (percentages of all pay)'}`,
    pn.employer,
    [],
    cite(C.pa2008s13),
  );
  if (pn.higherRateRelief > 0) {
    steps.note(
      `Relief above the basic rate, ${gbp(pn.higherRateRelief, true)}, is not in the pension: HMRC gives it through your tax code or a tax return`,
      [parameterUse(p, 'incomeTax.basicRateBand')],
      cite(C.fa2004s192, C.pensionTaxRelief),
    );
  }
  return steps.done('pension.total', 'Into your pension', pn.total);
}

function employerWorkings(run: YearRun, result: TakeHomeResult, p: TakeHomeParameters) {
  const weekly = run.plan.facts.perYear === 52;
  const t = classOneThresholds(run.plan.facts, p);
  const ni = new FigureSteps().note(
    `${percent(p.employerNI.rate)} of each payday's pay above ${gbp(t.secondary)}; the Employment Allowance is not counted`,
    [
      parameterUse(
        p,
        weekly
          ? 'classOnePeriods.secondaryThresholdWeekly'
          : 'classOnePeriods.secondaryThresholdMonthly',
      ),
      parameterUse(p, 'employerNI.rate'),
    ],
    cite(C.sscr2001reg11, C.nicSecondary2025, C.niSoftwareGuidance),
  );
  addPaydays(ni, run, (d) => d.pay.ni.employer, [], []);
  const pension = new FigureSteps();
  addPaydays(pension, run, (d) => d.pay.employerPension, [], cite(C.workplacePensions));
  const saving =
    result.employer.niSaving > 0
      ? new FigureSteps()
          .add(
            `Employer NI on the pay before the sacrifice`,
            result.employer.niSaving + result.employer.employerNI,
            [parameterUse(p, 'employerNI.rate')],
            cite(C.salarySacrifice),
          )
          .add(`Less employer NI on the pay after it`, -result.employer.employerNI)
          .done(
            'employer.niSaving' as const,
            'Employer NI the salary sacrifice saves',
            result.employer.niSaving,
          )
      : null;
  const sacrificed = result.periods.year.pension - result.pensionDeducted;
  const cost = new FigureSteps().add(`Pay ${gbp(result.grossPay, true)}`, result.grossPay);
  if (sacrificed > 0)
    cost.add(`Less the salary sacrificed (paid in as pension below)`, -sacrificed);
  cost.add(
    `Employer National Insurance ${gbp(result.employer.employerNI, true)}`,
    result.employer.employerNI,
  );
  cost.add(
    `Employer pension contributions ${gbp(result.employer.employerPension, true)}`,
    result.employer.employerPension,
  );
  return [
    ni.done(
      'employer.employerNI' as const,
      'Employer National Insurance',
      result.employer.employerNI,
    ),
    run.plan.method
      ? pension.done(
          'employer.employerPension' as const,
          'Employer pension contributions',
          result.employer.employerPension,
        )
      : null,
    saving,
    cost.done('employer.cost' as const, 'What the job costs the employer', result.employer.cost),
  ];
}

function afterTheYearWorking(
  run: YearRun,
  result: TakeHomeResult,
  p: TakeHomeParameters,
): FigureWorking<'afterTheYear.balance'> | null {
  const after = run.afterTheYear;
  if (!after || !result.afterTheYear) return null;
  const steps = new FigureSteps();
  if (after.taxOnPay !== null && after.difference !== null) {
    const scale = extendScale(scaleOf(run.region, p), run.income.relieved);
    steps.note(
      `The year's tax on the pay as a return works it out: taxable pay ${gbp(run.income.taxablePay, true)} less allowances ${gbp(after.allowance)} = ${gbp(after.taxable, true)}`,
      [parameterUse(p, 'incomeTax.personalAllowance')],
      cite(C.ita2007s35),
    );
    // A Scottish taxpayer's contributions move the Scottish thresholds (FA 2004 s192(4)).
    if (run.income.relieved > 0)
      steps.note(
        run.region === 'scotland'
          ? `Relief at source contributions of ${gbp(run.income.relieved, true)} raise the Scottish intermediate rate threshold and those above it by as much`
          : `Relief at source contributions of ${gbp(run.income.relieved, true)} widen the basic rate band by as much`,
        run.region === 'scotland'
          ? [
              parameterUse(p, 'scottishIncomeTax.intermediateRateFrom'),
              parameterUse(p, 'scottishIncomeTax.higherRateFrom'),
              parameterUse(p, 'scottishIncomeTax.advancedRateFrom'),
              parameterUse(p, 'scottishIncomeTax.topRateFrom'),
            ]
          : [parameterUse(p, 'incomeTax.basicRateBand')],
        cite(C.fa2004s192),
      );
    const taxSteps = new FigureSteps();
    addSlices(taxSteps, slicesOnScale(scale, 0, after.taxable));
    for (const step of taxSteps.done('tax', '', 0).steps)
      if (step.amount !== null && step.text.indexOf('Rounded') < 0)
        steps.add(step.text, step.amount, step.parameters, step.references);
    const reduction =
      after.marriageAllowance.claim === 'receive' ? after.marriageAllowance.amount : 0;
    if (reduction > 0)
      steps.add(
        `Less the Marriage Allowance reduction ${gbp(reduction, true)}`,
        -reduction,
        [],
        cite(C.ita2007s55B),
      );
    steps.add(
      `Less PAYE taken ${gbp(after.payeDeducted, true)}`,
      -after.payeDeducted,
      [],
      cite(C.payeSpecification),
    );
  } else {
    steps.note(
      `Code ${run.code.code} is not the ${run.expected.code.code} these circumstances give: it holds adjustments this calculator cannot see, so the year's tax on the pay is not worked out here`,
      [],
      cite(C.taxCodes),
    );
    if (after.higherRateRelief > 0)
      steps.add(
        `Relief above the basic rate on relief at source contributions`,
        -after.higherRateRelief,
        [],
        cite(C.fa2004s192),
      );
  }
  if (after.higherRateRelief > 0 && after.difference !== null) {
    steps.note(
      `Of this, ${gbp(after.higherRateRelief, true)} is relief above the basic rate on relief at source contributions`,
      [],
      cite(C.fa2004s192, C.pensionTaxRelief),
    );
  }
  if (after.childBenefitCharge > 0) {
    steps.add(
      `High Income Child Benefit Charge on adjusted net income of ${gbp(run.income.adjustedNetIncome, true)}: ${gbp(after.childBenefitCharge, true)}`,
      after.childBenefitCharge,
      [parameterUse(p, 'childBenefit.chargeThreshold'), parameterUse(p, 'childBenefit.chargeStep')],
      cite(C.itepa2003s681C, C.childBenefitCharge),
    );
  }
  steps.note(
    after.balance > 0
      ? 'Collected through your tax code or a Self Assessment return'
      : after.balance < 0
        ? 'Repaid after the year, or through your tax code'
        : 'Nothing to settle',
  );
  return steps.done(
    'afterTheYear.balance',
    'To settle with HMRC after the year',
    result.afterTheYear.balance,
  );
}

function marginalWorking(
  figures: ReturnType<typeof takeHomeFigures>,
  p: TakeHomeParameters,
): FigureWorking<'marginal.keeps'> {
  const { run, marginal, result } = figures;
  const next = marginal.next;
  const steps = new FigureSteps().add(`The next ${gbp(1_000)} of pay`, 1_000);
  const delta = (a: number, b: number) => (a - b) / 100;
  const tax = delta(next.totals.tax, run.totals.tax);
  const ni = delta(next.totals.employeeNI, run.totals.employeeNI);
  const loan = delta(next.totals.loan, run.totals.loan);
  if (tax !== 0) steps.add(`Less the extra Income Tax ${gbp(tax, true)}`, -tax);
  if (ni !== 0) steps.add(`Less the extra National Insurance ${gbp(ni, true)}`, -ni);
  if (loan !== 0) steps.add(`Less the extra student loan ${gbp(loan, true)}`, -loan);
  const settleNow = run.afterTheYear?.balance ?? 0;
  const settleNext = next.afterTheYear?.balance ?? 0;
  if (settleNext !== settleNow)
    steps.add(
      `Less what more there is to settle after the year ${gbp(settleNext - settleNow, true)}`,
      -(settleNext - settleNow),
    );
  if (result.marginal.inAllowanceTaper) {
    const { from, to } = result.marginal.allowanceTaper;
    steps.note(
      `Between ${gbp(from)} and ${gbp(to)} of adjusted net income you lose £1 of personal allowance for every £2 more: each £1,000 of pay costs £500 of allowance, taxed at the higher rate too, so the tax on it is 60% before National Insurance`,
      [
        parameterUse(p, 'incomeTax.personalAllowanceIncomeLimit'),
        parameterUse(p, 'incomeTax.personalAllowanceTaperRate'),
      ],
      cite(C.ita2007s35, C.incomeOver100k),
    );
  }
  steps.note(`${result.marginal.rate}% of it goes in tax, National Insurance and repayments`);
  return steps.done('marginal.keeps', `Your next ${gbp(1_000)} of pay`, result.marginal.keeps);
}

function restoreWorking(
  figures: ReturnType<typeof takeHomeFigures>,
  p: TakeHomeParameters,
): FigureWorking<'restoreAllowance.sacrifice'> | null {
  const { run, result } = figures;
  const restore = result.restoreAllowance;
  if (!restore) return null;
  const limit = p.incomeTax.personalAllowanceIncomeLimit;
  return new FigureSteps()
    .add(
      `Adjusted net income ${gbp(run.income.adjustedNetIncome, true)}`,
      run.income.adjustedNetIncome,
      [],
      cite(C.ita2007s58),
    )
    .add(
      `Less the ${gbp(limit)} above which the allowance is withdrawn`,
      -limit,
      [parameterUse(p, 'incomeTax.personalAllowanceIncomeLimit')],
      cite(C.ita2007s35),
    )
    .note(
      `A salary sacrifice of ${gbp(restore.sacrifice)} a year into the pension restores the whole personal allowance: take-home falls by ${gbp(restore.takeHomeFalls, true)} while ${gbp(restore.pensionRises)} goes into the pension, ${gbp(restore.costPerPound, true)} of take-home for each £1 saved`,
      [],
      cite(C.salarySacrifice, C.incomeOver100k),
    )
    .done(
      'restoreAllowance.sacrifice',
      'Salary sacrifice that restores the allowance',
      restore.sacrifice,
      false,
    );
}

/** The working of `takeHomeFigures(input, p)`: how each figure was worked out. */
export function takeHomeExplained(
  input: TakeHomeInput,
  p: TakeHomeParameters,
): Working<TakeHomeFigure> {
  const figures = takeHomeFigures(input, p);
  const { run, result } = figures;
  return present<TakeHomeFigure>(
    grossWorking(run, result),
    codeWorking(run, p),
    incomeTaxWorking(run, result, p),
    niWorking(run, result, p),
    loanWorking(run, result, p),
    pensionWorking(run, result, p),
    takeHomeWorking(result),
    periodWorking(
      'periods.month.takeHome',
      'Take-home a month',
      '1 / 12',
      1 / 12,
      result,
      result.periods.month.takeHome,
    ),
    periodWorking(
      'periods.fourWeeks.takeHome',
      'Take-home for four weeks',
      '4 / 52',
      4 / 52,
      result,
      result.periods.fourWeeks.takeHome,
    ),
    periodWorking(
      'periods.week.takeHome',
      'Take-home a week',
      '1 / 52',
      1 / 52,
      result,
      result.periods.week.takeHome,
    ),
    pensionTotalWorking(run, result, p),
    ...employerWorkings(run, result, p),
    afterTheYearWorking(run, result, p),
    marginalWorking(figures, p),
    restoreWorking(figures, p),
  );
}

/** How `calculateTakeHome(input, taxYear)` worked out each figure. */
export function explainTakeHome(input: TakeHomeInput, taxYear: TaxYear): Working<TakeHomeFigure> {
  return takeHomeExplained(input, takeHomeParameters(knownYear(taxYear)));
}
