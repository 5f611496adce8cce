// The instant quote's rules: a visitor's answers (who they are, their turnover, properties,
// employees, VAT, bookkeeping, gains) → a fixed fee per year and per month, itemised, every item a
// fee of the fee table (fees.ts). The quote page, the fee under each calculator's result and the
// booking notes all read these functions, so they cannot quote two prices for one case.
//
// A quote travels as a calculator's scenario does: in a URL fragment
// (`#quote=sole-trader&turnover=under-90k&employees=2`), which browsers never send to a server.
// Decoding is strict, as a fragment is visitor-controlled: known keys and values only, anything
// else dropped, and it never throws.
import { PAYROLL_FEES } from '../../engine/index.ts';
import { formatCount } from '../../widgets/index.ts';
import {
  ACCOUNTS_FEES,
  BOOKKEEPING,
  PERSONAL_RETURN,
  PROPERTY_BANDS,
  RETURN_EXTRAS,
  SELF_EMPLOYMENT,
  TURNOVER_BANDS,
  accountsFeeFor,
  feeText,
  formatPounds,
  payrollFeeFor,
  plusVat,
  sumFees,
  timesFee,
  type Audience,
  type Fee,
  type PropertyBand,
  type TurnoverBand,
} from './fees.ts';

/** Who the quote is for. */
export const WHO = {
  individual: 'An individual',
  'sole-trader': 'A sole trader',
  landlord: 'A landlord',
  company: 'A limited company',
} as const;
export type Who = keyof typeof WHO;

export type Gains = 'none' | 'shares' | 'property' | 'both';
export const GAINS: Record<Gains, string> = {
  none: 'None',
  shares: 'Shares, funds or crypto',
  property: 'A UK property sale',
  both: 'Both',
};

export type PropertyChoice = PropertyBand['id'] | 'none';

export type QuoteAnswers = {
  who: Who;
  /** A business's turnover (sole traders and companies). */
  turnover: TurnoverBand['id'];
  /** Let properties (landlords always have at least one; a company's are in its accounts). */
  properties: PropertyChoice;
  /** People on the payroll, directors included (sole traders and companies). */
  employees: number;
  vatRegistered: boolean;
  bookkeeping: boolean;
  /** Capital gains on the personal return. */
  gains: Gains;
  foreignIncome: boolean;
  /** The personal return filed within five working days. */
  express: boolean;
  /** A company's director's own tax return as well. */
  directorReturn: boolean;
};

type Question = keyof Omit<QuoteAnswers, 'who'>;

/** Which questions each visitor is asked; the others' answers are ignored. */
export const QUESTIONS_FOR: Record<Who, readonly Question[]> = {
  individual: ['properties', 'gains', 'foreignIncome', 'express'],
  'sole-trader': [
    'turnover',
    'employees',
    'vatRegistered',
    'bookkeeping',
    'properties',
    'gains',
    'foreignIncome',
    'express',
  ],
  landlord: ['properties', 'bookkeeping', 'gains', 'foreignIncome', 'express'],
  company: ['turnover', 'employees', 'vatRegistered', 'bookkeeping', 'directorReturn'],
};

/** Whether `who` is asked `question`. */
export function asks(who: Who, question: Question): boolean {
  return QUESTIONS_FOR[who].includes(question);
}

const DEFAULTS: Omit<QuoteAnswers, 'who'> = {
  turnover: 'under-90k',
  properties: 'none',
  employees: 0,
  vatRegistered: false,
  bookkeeping: false,
  gains: 'none',
  foreignIncome: false,
  express: false,
  directorReturn: false,
};

/** The answers a visitor starts from: nothing but who they are, and a landlord's first band. */
export function startingAnswers(who: Who): QuoteAnswers {
  return { who, ...DEFAULTS, ...(who === 'landlord' ? { properties: '1-2' as const } : {}) };
}

/**
 * The answers as the quote reads them: questions not asked of this visitor at their defaults, a
 * landlord with at least one band of properties, employees a whole number the payroll prices.
 */
export function normalise(answers: QuoteAnswers): QuoteAnswers {
  const out = startingAnswers(answers.who);
  for (const question of QUESTIONS_FOR[answers.who]) {
    (out as Record<Question, unknown>)[question] = answers[question];
  }
  if (out.who === 'landlord' && out.properties === 'none') out.properties = '1-2';
  out.employees = Math.min(PAYROLL_FEES.maxEmployees, Math.max(0, Math.floor(out.employees)));
  return out;
}

/** The turnover band an amount of yearly sales falls in. */
export function turnoverBandOf(amount: number): TurnoverBand['id'] {
  if (amount < 90_000) return 'under-90k';
  if (amount < 250_000) return '90k-250k';
  if (amount <= 1_000_000) return '250k-1m';
  return 'over-1m';
}

export type QuoteItem = {
  /** What the item is, for tests and the fee under a calculator. */
  id:
    | 'personal-return'
    | 'self-employed-return'
    | 'landlord-return'
    | 'rental-income'
    | 'share-gains'
    | 'property-sale'
    | 'foreign-income'
    | 'express'
    | 'accounts'
    | 'payroll'
    | 'bookkeeping'
    | 'vat-returns'
    | 'director-return';
  label: string;
  detail: string;
  /** Paid yearly, a year's fee. */
  annual: Fee;
  /** Paid monthly, a month's fee. */
  monthly: Fee;
  /** How the fee table sets it, as the item shows it: '£78 a month', '£96 a quarter'. */
  priced: { fee: Fee; per?: string };
  /** Included in another item of the quote (VAT returns in Growth bookkeeping): no charge of its own. */
  included?: string;
  audience: Audience;
};

export type Quote = {
  answers: QuoteAnswers;
  /** A business reads the prices before VAT beside those with it. */
  audience: Audience;
  items: QuoteItem[];
  /** Every item paid yearly. */
  annual: Fee;
  /** Every item paid monthly. */
  monthly: Fee;
};

const MONTHS = 12;
const QUARTERS = 4;
const perMonth = (annual: Fee): Fee => ({
  net: Math.round((annual.net / MONTHS) * 100) / 100,
  gross: Math.round((annual.gross / MONTHS) * 100) / 100,
});

/** An item the fee table sets by the year: paid monthly, a twelfth of it. */
function yearly(
  id: QuoteItem['id'],
  label: string,
  detail: string,
  fee: Fee,
  audience: Audience,
): QuoteItem {
  return { id, label, detail, annual: fee, monthly: perMonth(fee), priced: { fee }, audience };
}

/** An item the fee table sets by the month. */
function monthly(id: QuoteItem['id'], label: string, detail: string, fee: Fee): QuoteItem {
  return {
    id,
    label,
    detail,
    annual: timesFee(fee, MONTHS),
    monthly: fee,
    priced: { fee, per: 'a month' },
    audience: 'business',
  };
}

const band = (id: PropertyChoice) => PROPERTY_BANDS.find((choice) => choice.id === id);
const turnoverOf = (id: TurnoverBand['id']) => TURNOVER_BANDS.find((choice) => choice.id === id)!;
const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The personal return's items: the return itself, then each addition it carries. */
function personalReturnItems(answers: QuoteAnswers, audience: Audience): QuoteItem[] {
  const items: QuoteItem[] = [];
  const properties = band(answers.properties);
  if (answers.who === 'sole-trader') {
    items.push(
      yearly(
        'self-employed-return',
        'Self-employed tax return',
        'One trade, with your other income, prepared from your records and filed with HMRC',
        sumFees([PERSONAL_RETURN, SELF_EMPLOYMENT]),
        audience,
      ),
    );
  } else if (answers.who === 'landlord' && properties) {
    items.push(
      yearly(
        'landlord-return',
        `Landlord’s tax return, ${properties.label}`,
        'Rental income, mortgage interest relief and allowable costs, with your other income',
        sumFees([PERSONAL_RETURN, properties.fee]),
        audience,
      ),
    );
  } else {
    items.push(
      yearly(
        'personal-return',
        'Personal tax return',
        'Employment, pension, savings and dividend income, Child Benefit and reliefs',
        PERSONAL_RETURN,
        audience,
      ),
    );
  }
  if (answers.who !== 'landlord' && properties) {
    items.push(
      yearly(
        'rental-income',
        `Rental income, ${properties.label}`,
        'Added to your return: rents, mortgage interest relief and allowable costs',
        properties.fee,
        audience,
      ),
    );
  }
  if (answers.gains === 'shares' || answers.gains === 'both') {
    const { label, detail, fee } = RETURN_EXTRAS.shareGains;
    items.push(yearly('share-gains', label, detail, fee, audience));
  }
  if (answers.gains === 'property' || answers.gains === 'both') {
    const { label, detail, fee } = RETURN_EXTRAS.propertySale;
    items.push(yearly('property-sale', label, detail, fee, audience));
  }
  if (answers.foreignIncome) {
    const { label, detail, fee } = RETURN_EXTRAS.foreignIncome;
    items.push(yearly('foreign-income', label, detail, fee, audience));
  }
  if (answers.express) {
    const { label, detail, fee } = RETURN_EXTRAS.express;
    items.push(yearly('express', label, detail, fee, audience));
  }
  return items;
}

/** A business's running costs: payroll, bookkeeping and VAT returns. */
function businessItems(answers: QuoteAnswers): QuoteItem[] {
  const items: QuoteItem[] = [];
  const turnover = turnoverOf(answers.turnover);
  if (answers.employees > 0) {
    items.push(
      monthly(
        'payroll',
        `Payroll, ${plural(answers.employees, 'person', 'people')}`,
        'Payslips, RTI submissions to HMRC, pensions auto-enrolment, P60s',
        payrollFeeFor(answers.employees),
      ),
    );
  }
  const books =
    answers.who === 'landlord' ? BOOKKEEPING.startup : BOOKKEEPING[turnover.bookkeeping];
  if (answers.bookkeeping) {
    items.push(
      monthly(
        'bookkeeping',
        `Bookkeeping, ${books.title} package`,
        'Bank reconciliation every month, receipts and invoices, management summaries',
        books.monthly,
      ),
    );
  }
  if (answers.vatRegistered) {
    const included = answers.bookkeeping && books.includesVatReturns;
    const fee = included ? plusVat(0) : turnover.vatQuarter;
    items.push({
      id: 'vat-returns',
      label: 'VAT returns, every quarter',
      detail: 'Prepared and filed under Making Tax Digital',
      annual: timesFee(fee, QUARTERS),
      monthly: perMonth(timesFee(fee, QUARTERS)),
      priced: { fee: turnover.vatQuarter, per: 'a quarter' },
      ...(included ? { included: `Included in ${books.title} bookkeeping` } : {}),
      audience: 'business',
    });
  }
  return items;
}

/** The fixed fee for a visitor's answers: each item from the fee table, totalled per year and month. */
export function quote(given: QuoteAnswers): Quote {
  const answers = normalise(given);
  const audience: Audience =
    answers.who === 'sole-trader' || answers.who === 'company' ? 'business' : 'individual';
  const items: QuoteItem[] = [];
  if (answers.who === 'company') {
    const accounts = accountsFeeFor(answers.employees);
    items.push({
      id: 'accounts',
      label: `Company accounts and corporation tax return, ${accounts.teamSize.toLowerCase()}`,
      detail: 'Year-end accounts, CT600 and confirmation statement, filed on time',
      annual: accounts.annual,
      monthly: accounts.monthly,
      priced: { fee: accounts.annual, per: 'a year' },
      audience,
    });
    items.push(...businessItems(answers));
    if (answers.directorReturn) {
      items.push(
        yearly(
          'director-return',
          'Director’s personal tax return',
          'Salary, dividends and other income on your own return',
          PERSONAL_RETURN,
          'individual',
        ),
      );
    }
  } else {
    items.push(...personalReturnItems(answers, audience));
    items.push(...businessItems(answers));
  }
  return {
    answers,
    audience,
    items,
    annual: sumFees(items.map((item) => item.annual)),
    monthly: sumFees(items.map((item) => item.monthly)),
  };
}

/** The accounts bands' team sizes, for the question's hint. */
export const TEAM_SIZES = ACCOUNTS_FEES.map((fee) => fee.teamSize);

// The quote as a URL fragment ---------------------------------------------------------------------

const KEY = {
  who: 'quote',
  turnover: 'turnover',
  properties: 'properties',
  employees: 'employees',
  vatRegistered: 'vat',
  bookkeeping: 'books',
  gains: 'gains',
  foreignIncome: 'abroad',
  express: 'express',
  directorReturn: 'director',
} as const satisfies Record<keyof QuoteAnswers, string>;

/** The longest fragment read at all, as for a calculator's scenario. */
const MAX_FRAGMENT_LENGTH = 600;

/**
 * The fragment of a quote, without its `#`: `quote=sole-trader&turnover=under-90k&employees=2`. Only
 * the questions asked of this visitor, and only answers other than the starting ones.
 */
export function encodeQuote(given: QuoteAnswers): string {
  const answers = normalise(given);
  const start = startingAnswers(answers.who);
  const params = new URLSearchParams({ [KEY.who]: answers.who });
  for (const question of QUESTIONS_FOR[answers.who]) {
    const value = answers[question];
    // The turnover band always says which band it is; other answers only when not the default.
    if (question !== 'turnover' && value === start[question]) continue;
    params.set(KEY[question], String(value));
  }
  return params.toString();
}

const isWho = (value: string | null): value is Who => value !== null && Object.hasOwn(WHO, value);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The answers a fragment carries (with or without its `#`, after any anchor of the page's own:
 * `#booking-widget&quote=…`), or null when it carries no quote. Unknown keys and values are dropped.
 */
export function decodeQuote(hash: string): QuoteAnswers | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '' || text.length > MAX_FRAGMENT_LENGTH) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  const who = params.get(KEY.who);
  if (!isWho(who)) return null;
  const answers = startingAnswers(who);
  const turnover = oneOf(
    TURNOVER_BANDS.map((choice) => choice.id),
    params.get(KEY.turnover),
  );
  if (turnover) answers.turnover = turnover;
  const properties = oneOf<PropertyChoice>(
    ['none', ...PROPERTY_BANDS.map((choice) => choice.id)],
    params.get(KEY.properties),
  );
  if (properties) answers.properties = properties;
  const employees = params.get(KEY.employees) ?? '';
  if (/^\d{1,4}$/.test(employees) && Number(employees) <= PAYROLL_FEES.maxEmployees)
    answers.employees = Number(employees);
  const gains = oneOf(Object.keys(GAINS) as Gains[], params.get(KEY.gains));
  if (gains) answers.gains = gains;
  for (const question of [
    'vatRegistered',
    'bookkeeping',
    'foreignIncome',
    'express',
    'directorReturn',
  ] as const) {
    if (params.get(KEY[question]) === 'true') answers[question] = true;
  }
  return normalise(answers);
}

/** A fee as a quote's totals say it, with the period: '£1,260 a year including VAT (£1,050 + VAT)'. */
export function quoteTotalText(quote: Quote, period: 'year' | 'month'): string {
  return feeText(period === 'year' ? quote.annual : quote.monthly, quote.audience, `a ${period}`);
}

/** What the visitor answered, in a few words: 'a sole trader, turnover under £90,000, 2 people on the payroll'. */
export function describeAnswers(answers: QuoteAnswers): string {
  const parts: string[] = [WHO[answers.who].toLowerCase()];
  if (asks(answers.who, 'turnover'))
    parts.push(`turnover ${turnoverOf(answers.turnover).label.toLowerCase()}`);
  const properties = band(answers.properties);
  if (properties) parts.push(properties.label);
  if (answers.employees > 0)
    parts.push(`${plural(answers.employees, 'person', 'people')} on the payroll`);
  if (answers.vatRegistered) parts.push('VAT registered');
  if (answers.bookkeeping) parts.push('bookkeeping');
  if (answers.gains !== 'none') parts.push(`capital gains: ${GAINS[answers.gains].toLowerCase()}`);
  if (answers.foreignIncome) parts.push('income from abroad');
  if (answers.express) parts.push('express filing');
  if (answers.directorReturn) parts.push('the director’s tax return');
  return parts.join(', ');
}

/**
 * The quote in one paragraph, for the booking notes: what was answered and the totals, then (unless
 * `items` is false, for notes that must stay short) each item with its yearly fee including VAT.
 */
export function describeQuote(given: QuoteAnswers, { items = true } = {}): string {
  const result = quote(given);
  const summary = `Instant quote for ${describeAnswers(result.answers)}: ${quoteTotalText(result, 'year')}, or ${formatPounds(result.monthly.gross)} a month.`;
  if (!items) return summary;
  const list = result.items
    .map((item) =>
      item.included
        ? `${item.label} (${item.included.toLowerCase()})`
        : `${item.label} ${formatPounds(item.annual.gross)}`,
    )
    .join('; ');
  return `${summary} ${list}.`;
}
