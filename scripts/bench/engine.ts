// Calculations per CPU second of each engine calculator and form parser. Prints figures; asserts nothing.
import {
  calculateDirector,
  calculateExpenses,
  calculatePayroll,
  calculateSelfEmployed,
  compareBusinessStructures,
  parseDirectorForm,
  parseExpensesForm,
  parsePayrollForm,
  parseSelfEmployedForm,
  planSalaryAndDividends,
} from '../../engine/index.ts';

const RUN_MS = 400;
const WARM_UP_MS = 80;
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

/** `batch`: calculations between two readings of the clock; 1 for one that takes many milliseconds. */
function measure(name: string, run: (index: number) => number, batch = 256): void {
  const loop = (ms: number): number => {
    const end = performance.now() + ms;
    let count = 0;
    while (performance.now() < end) {
      // Batches keep the clock out of the measurement.
      for (let i = 0; i < batch; i += 1) sink += run((count + i) % SAMPLES);
      count += batch;
    }
    return count;
  };
  loop(WARM_UP_MS);
  // Per second of this process's own CPU time, not of the clock: on a shared machine the clock also
  // counts the time other processes had the core, the CPU time does not.
  const start = process.cpuUsage();
  const count = loop(RUN_MS);
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1_000_000;
  const rate = count / seconds;
  const perSecond = (rate < 100 ? rate.toFixed(1) : Math.round(rate)).toLocaleString('en-GB');
  console.log(`${name.padEnd(34)} ${perSecond.padStart(14)} /s`);
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
// Each plan weighs every salary the profit allows: a few hundred director calculations.
measure(
  'planSalaryAndDividends',
  (i) => planSalaryAndDividends(planner[i]!, '2025-26').best.takeHome,
);
// Each comparison weighs both sides at the curve's 61 profits and the break-even search's.
measure(
  'compareBusinessStructures',
  (i) => compareBusinessStructures(comparisons[i]!, '2025-26').difference,
  1,
);
measure('parseSelfEmployedForm', (i) => Number(parseSelfEmployedForm(selfEmployedText[i]).success));
measure('parseDirectorForm', (i) => Number(parseDirectorForm(directorText[i]).success));
measure('parseExpensesForm', (i) => Number(parseExpensesForm(expensesText[i]).success));
measure('parsePayrollForm', (i) => Number(parsePayrollForm(payrollText[i]).success));
measure('parseSelfEmployedForm (10 kB text)', (i) =>
  Number(parseSelfEmployedForm(hostile[i]).success),
);
if (Number.isNaN(sink)) console.log('unexpected NaN');
