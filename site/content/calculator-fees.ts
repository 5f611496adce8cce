// What the practice would charge for the case a calculator's result describes: the calculator's
// scenario read as the instant quote's answers, and a sentence naming the quote's fee for the part
// of the work the calculator is about ("We would file this return for £300 including VAT"). The
// calculator pages show it under the result, with a link to the quote filled in the same way.
import type { CalculatorId, CalculatorScenario } from '../../widgets/index.ts';
import { feeText, sumFees } from './fees.ts';
import {
  encodeQuote,
  quote,
  startingAnswers,
  turnoverBandOf,
  type QuoteAnswers,
  type QuoteItem,
} from './quote.ts';

export type CalculatorFee = {
  /** The sentence under the result, its fee from the quote. */
  text: string;
  /** The quote's answers, for the link to the quote filled in. */
  answers: QuoteAnswers;
  /** The quote page with those answers: `/quote#quote=sole-trader&…`. */
  href: string;
};

export const QUOTE_PATH = '/quote';

type Fields = Record<string, string>;
const amount = (fields: Fields, name: string): number => Number(fields[name] ?? 0) || 0;

/**
 * One sentence from a quote: the fee of the items named (all of them when none are), yearly unless
 * every one of them is charged by the month; `perYear` says so ('£1,260 a year …').
 */
function line(
  answers: QuoteAnswers,
  sentence: (fee: string) => string,
  { only, perYear = false }: { only?: readonly QuoteItem['id'][]; perYear?: boolean } = {},
): CalculatorFee {
  const result = quote(answers);
  const items = only ? result.items.filter((item) => only.includes(item.id)) : result.items;
  const monthly = items.every((item) => item.priced.per === 'a month');
  const fee = sumFees(items.map((item) => (monthly ? item.monthly : item.annual)));
  const audience = items.some((item) => item.audience === 'business') ? 'business' : 'individual';
  return {
    text: sentence(feeText(fee, audience, monthly ? 'a month' : perYear ? 'a year' : undefined)),
    answers: result.answers,
    href: `${QUOTE_PATH}#${encodeQuote(result.answers)}`,
  };
}

/**
 * A company paying its director a salary (the planner's and comparison's advice), its accounts and
 * the director's own return, which dividends over £10,000 need.
 */
const directorsCompany = (): QuoteAnswers => ({
  ...startingAnswers('company'),
  employees: 1,
  directorReturn: true,
});

/** Each calculator's case as the quote reads it, and what its sentence says. */
const FEES_FOR: Record<CalculatorId, (fields: Fields) => CalculatorFee[]> = {
  'self-employed': (fields) => [
    line(
      { ...startingAnswers('sole-trader'), turnover: turnoverBandOf(amount(fields, 'income')) },
      (fee) => `We would file this return for ${fee}.`,
      { only: ['self-employed-return'] },
    ),
  ],
  director: (fields) => [
    line(
      { ...directorsCompany(), employees: amount(fields, 'salary') > 0 ? 1 : 0 },
      (fee) => `We would file this tax return for ${fee}.`,
      { only: ['director-return'] },
    ),
  ],
  planner: () => [
    line(
      directorsCompany(),
      (fee) =>
        `We would look after your company’s accounts, corporation tax return and payroll, and your own tax return, for ${fee}.`,
      { perYear: true },
    ),
  ],
  incorporation: () => [
    line(
      startingAnswers('sole-trader'),
      (fee) => `As a sole trader, we would file your tax return for ${fee}.`,
      { perYear: true },
    ),
    line(
      directorsCompany(),
      (fee) =>
        `Through a company, we would look after its accounts, corporation tax return and payroll, and your own tax return, for ${fee}.`,
      { perYear: true },
    ),
  ],
  'capital-gains': (fields) => {
    // The sales' kinds, the first word of each of the share link's rows.
    const kinds = (fields['disposals'] ?? '').split(';').map((row) => row.trim().split(' ')[0]);
    const property = kinds.includes('residential');
    const other = kinds.some((kind) => kind !== undefined && kind !== '' && kind !== 'residential');
    const gains = property && other ? 'both' : property ? 'property' : 'shares';
    return [
      line(
        { ...startingAnswers('individual'), gains },
        (fee) => `We would report these gains on your tax return for ${fee}.`,
        { perYear: true },
      ),
    ];
  },
  property: (fields) => {
    // The calculator does not ask how many properties: the fee is the quote's first band, which the
    // link lets the visitor change. A trade beside the rents makes it a self-employed return.
    const trade = fields['otherIncomeKind'] === 'selfEmployment';
    return [
      trade
        ? line(
            {
              ...startingAnswers('sole-trader'),
              turnover: turnoverBandOf(amount(fields, 'tradingTurnover')),
              properties: '1-2',
            },
            (fee) =>
              `For one or two let properties, we would file this tax return with your trade and its rental income for ${fee}.`,
            { only: ['self-employed-return', 'rental-income'] },
          )
        : line(
            startingAnswers('landlord'),
            (fee) =>
              `For one or two let properties, we would file this tax return with its rental income for ${fee}.`,
            { only: ['landlord-return'] },
          ),
    ];
  },
  'take-home': (fields) => [
    // An employee's pay is taxed through PAYE and needs no return, unless the High Income Child
    // Benefit Charge falls to them (it is paid through a return, or the code when HMRC is told).
    line(
      startingAnswers('individual'),
      (fee) =>
        amount(fields, 'childBenefitChildren') > 0
          ? `If the Child Benefit charge is yours to pay, we would file the tax return it needs for ${fee}.`
          : `Taxed through PAYE alone, you need no tax return; should you need one, we would file it for ${fee}.`,
      { only: ['personal-return'] },
    ),
  ],
  expenses: (fields) => [
    line(
      {
        ...startingAnswers('sole-trader'),
        turnover: turnoverBandOf(amount(fields, 'monthlyRevenue') * 12),
        bookkeeping: true,
      },
      (fee) => `We would keep these books for ${fee}.`,
      { only: ['bookkeeping'] },
    ),
  ],
  payroll: (fields) => [
    line(
      { ...startingAnswers('company'), employees: Math.max(1, amount(fields, 'employees')) },
      (fee) => `We would run this payroll for ${fee}.`,
      { only: ['payroll'] },
    ),
  ],
};

/** The fees a calculator's scenario would cost, one sentence each (the comparison has two sides). */
export function calculatorFees(scenario: CalculatorScenario): CalculatorFee[] {
  return FEES_FOR[scenario.kind](scenario.fields);
}
