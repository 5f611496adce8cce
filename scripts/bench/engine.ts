// Calculations per CPU second of each engine calculator and form parser. Prints figures; asserts nothing.
import {
  calculateCapitalGains,
  calculateDirector,
  calculateExpenses,
  calculateProperty,
  calculatePayroll,
  calculateSelfEmployed,
  compareBusinessStructures,
  explainBusinessStructures,
  explainCapitalGains,
  explainDirector,
  explainExpenses,
  explainPayroll,
  explainProperty,
  explainSalaryAndDividends,
  explainSelfEmployed,
  parseCapitalGainsForm,
  parseDirectorForm,
  parseExpensesForm,
  parsePayrollForm,
  parsePropertyForm,
  parseSelfEmployedForm,
  planSalaryAndDividends,
} from '../../engine/index.ts';

// Every case is warmed up alike before any is measured, then measured in rounds taken in turn, so
// neither its place in the list nor a burst of load on a shared machine favours one case: a case
// measured straight after a short warm-up of its own ran before the engine's shared code was
// optimised (the first of two runs of the same calculator read four times slower than the second).
const WARM_UP_ROUNDS = 2;
const WARM_UP_MS = 80;
const ROUNDS = 5;
const ROUND_MS = 80;
const SAMPLES = 1_024;

// A fixed pseudo-random sequence, so runs compare like with like.
let seed = 20_250_406;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const amount = (max: number): number => Math.round(random() * max * 100) / 100;
const text = (max: number): string =>
  `£${amount(max).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
const samples = <T>(make: () => T): T[] => Array.from({ length: SAMPLES }, make);

let sink = 0;

interface Case {
  name: string;
  run: (index: number) => number;
  /** Calculations between two readings of the clock; 1 for one that takes many milliseconds. */
  batch: number;
  /** Where the next calculation starts in the samples, so every round goes on to new ones. */
  next: number;
  /** Calculations per CPU second in each measured round. */
  rates: number[];
}

const cases: Case[] = [];
function measure(name: string, run: (index: number) => number, batch = 256): void {
  cases.push({ name, run, batch, next: 0, rates: [] });
}

/** Runs `c` for about `ms` of the clock; returns the calculations and the CPU seconds they took. */
function runFor(c: Case, ms: number): { count: number; seconds: number } {
  // Per second of this process's own CPU time, not of the clock: on a shared machine the clock also
  // counts the time other processes had the core, the CPU time does not.
  const start = process.cpuUsage();
  const end = performance.now() + ms;
  let count = 0;
  while (performance.now() < end) {
    // Batches keep the clock out of the measurement.
    for (let i = 0; i < c.batch; i += 1) sink += c.run((c.next + i) % SAMPLES);
    c.next = (c.next + c.batch) % SAMPLES;
    count += c.batch;
  }
  const used = process.cpuUsage(start);
  return { count, seconds: (used.user + used.system) / 1_000_000 };
}

function report(): void {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const c of cases) runFor(c, WARM_UP_MS);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of cases) {
      const { count, seconds } = runFor(c, ROUND_MS);
      c.rates.push(count / seconds);
    }
  }
  for (const c of cases) {
    const sorted = [...c.rates].sort((a, b) => a - b);
    // The median round: one round slowed by another process's burst does not move it.
    const rate = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const perSecond = (rate < 100 ? rate.toFixed(1) : Math.round(rate)).toLocaleString('en-GB');
    console.log(`${c.name.padEnd(34)} ${perSecond.padStart(14)} /s`);
  }
}

const selfEmployed = samples(() => ({ income: amount(250_000), expenses: amount(40_000) }));
const director = samples(() => ({
  salary: amount(150_000),
  dividends: amount(150_000),
  savings: amount(20_000),
}));
const expenses = samples(() => ({
  monthlyRevenue: amount(20_000),
  categories: { office: random() > 0.5, travel: random() > 0.5, marketing: random() > 0.5 },
  additionalExpenses: amount(10_000),
}));
const payroll = samples(() => ({
  employees: Math.floor(random() * 60),
  averageSalary: amount(60_000),
  frequency: 'monthly' as const,
}));
const planner = samples(() => ({ companyProfit: amount(500_000) }));
const comparisons = samples(() => ({ profit: amount(300_000), includeAccountancyFees: true }));
// Pension contributions that differ from one sample to the next, so each curve is worked out afresh.
const newCircumstances = samples(() => ({
  profit: amount(300_000),
  includeAccountancyFees: true,
  pensionContributions: amount(40_000),
}));
const landlords = samples(() => ({
  rents: amount(120_000),
  expenses: amount(20_000),
  financeCosts: amount(40_000),
  otherIncome: amount(150_000),
  ownershipShare: random() > 0.7 ? 50 : 100,
}));
const landlordsText = samples(() => ({
  rents: text(120_000),
  expenses: text(20_000),
  financeCosts: text(40_000),
  otherIncome: text(150_000),
  ownershipShare: '50%',
}));
const selfEmployedText = samples(() => ({ income: text(250_000), expenses: text(40_000) }));
const directorText = samples(() => ({
  salary: text(150_000),
  dividends: text(150_000),
  savings: text(20_000),
}));
const expensesText = samples(() => ({
  monthlyRevenue: text(20_000),
  categories: { office: true, travel: random() > 0.5 },
  additionalExpenses: text(10_000),
}));
const payrollText = samples(() => ({
  employees: String(Math.floor(random() * 60)),
  averageSalary: text(60_000),
  frequency: 'weekly',
}));
// A year of three to five sales: shares (some with BADR), residential property with its completion
// date, losses of both kinds.
const kinds = ['other', 'residential'] as const;
const capitalGains = samples(() => {
  const disposals = Array.from({ length: 3 + Math.floor(random() * 3) }, () => ({
    kind: kinds[Math.floor(random() * 2)]!,
    proceeds: amount(400_000),
    cost: amount(300_000),
    costs: amount(10_000),
    badr: random() > 0.7,
    completionDate: `2025-${String(4 + Math.floor(random() * 9)).padStart(2, '0')}-15`,
  }));
  return {
    income: amount(150_000),
    lossesThisYear: amount(5_000),
    lossesBroughtForward: amount(20_000),
    badrLifetimeUsed: amount(1_000_000),
    disposals,
  };
});
const capitalGainsText = samples(() => ({
  income: text(150_000),
  lossesBroughtForward: text(20_000),
  disposals: [
    { proceeds: text(400_000), cost: text(300_000), costs: text(10_000), badr: 'on' },
    {
      kind: 'residential',
      proceeds: text(400_000),
      cost: text(300_000),
      completionDate: '14/08/2025',
    },
  ],
}));
const hostile = samples(() => ({
  income: '9'.repeat(5_000) + 'x'.repeat(5_000),
  expenses: '1e400',
}));

console.log('Engine: calculations per second of CPU time');
measure(
  'calculateSelfEmployed',
  (i) => calculateSelfEmployed(selfEmployed[i]!, '2025-26').totalTax,
);
measure(
  'calculateSelfEmployed 2026-27',
  (i) => calculateSelfEmployed(selfEmployed[i]!, '2026-27').totalTax,
);
measure('calculateDirector', (i) => calculateDirector(director[i]!, '2025-26').totalTax);
measure('calculateDirector 2026-27', (i) => calculateDirector(director[i]!, '2026-27').totalTax);
measure('calculateExpenses', (i) => calculateExpenses(expenses[i]!, '2025-26').totalExpenses);
measure('calculatePayroll', (i) => calculatePayroll(payroll[i]!, '2025-26').annualCost);
// Each plan weighs about 120 points of the take-home line and about 20 salaries' exact figures.
measure(
  'planSalaryAndDividends',
  (i) => planSalaryAndDividends(planner[i]!, '2025-26').best.takeHome,
);
// As a visitor types a profit: both sides at the profit, the curve and break-evens of the same
// circumstances already worked out (they do not depend on the profit).
measure(
  'compareBusinessStructures',
  (i) => compareBusinessStructures(comparisons[i]!, '2025-26').difference,
  16,
);
// Circumstances never seen before: the curve's 61 profits and the break-even search weighed too, as
// when a visitor first gives a profit or changes a circumstance (the widget works this out in
// slices while they type, so the answer does not wait for it).
measure(
  'compareBusinessStructures, new',
  (i) => compareBusinessStructures(newCircumstances[i]!, '2025-26').difference,
  1,
);
measure(
  'calculateCapitalGains',
  (i) => calculateCapitalGains(capitalGains[i]!, '2025-26').capitalGainsTax,
);
// The working, a pass of its own: what showing "How we worked this out" costs on top of the figures.
measure('explainSelfEmployed', (i) => explainSelfEmployed(selfEmployed[i]!, '2025-26').length);
measure('explainDirector', (i) => explainDirector(director[i]!, '2025-26').length);
measure('explainExpenses', (i) => explainExpenses(expenses[i]!, '2025-26').length);
measure('explainPayroll', (i) => explainPayroll(payroll[i]!, '2025-26').length);
measure(
  'explainSalaryAndDividends',
  (i) => explainSalaryAndDividends(planner[i]!, '2025-26').length,
);
measure(
  'explainBusinessStructures',
  (i) => explainBusinessStructures(comparisons[i]!, '2025-26').length,
  1,
);
measure('explainCapitalGains', (i) => explainCapitalGains(capitalGains[i]!, '2025-26').length);
// Each weighs the rents both ways (expenses and the allowance), without them, with £1,000 more, and
// in a company.
measure('calculateProperty', (i) => calculateProperty(landlords[i]!, '2025-26').incomeTax);
measure('calculateProperty 2027-28', (i) => calculateProperty(landlords[i]!, '2027-28').incomeTax);
measure('explainProperty', (i) => explainProperty(landlords[i]!, '2025-26').length);
measure('parseSelfEmployedForm', (i) => Number(parseSelfEmployedForm(selfEmployedText[i]).success));
measure('parseDirectorForm', (i) => Number(parseDirectorForm(directorText[i]).success));
measure('parseExpensesForm', (i) => Number(parseExpensesForm(expensesText[i]).success));
measure('parsePayrollForm', (i) => Number(parsePayrollForm(payrollText[i]).success));
measure('parseCapitalGainsForm', (i) => Number(parseCapitalGainsForm(capitalGainsText[i]).success));
measure('parsePropertyForm', (i) => Number(parsePropertyForm(landlordsText[i]).success));
measure('parseSelfEmployedForm (10 kB text)', (i) =>
  Number(parseSelfEmployedForm(hostile[i]).success),
);
report();
if (Number.isNaN(sink)) console.log('unexpected NaN');
