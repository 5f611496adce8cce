import { describe, expect, it } from 'vitest';
import { ACCOUNTANCY_FEES, PAYROLL_FEES } from '../../engine/index.ts';
import { formatCount } from '../../widgets/index.ts';
import { feeTableAmounts } from './fees.ts';
import {
  QUESTIONS_FOR,
  decodeQuote,
  describeQuote,
  encodeQuote,
  quote,
  startingAnswers,
  turnoverBandOf,
  type QuoteAnswers,
  type QuoteItem,
} from './quote.ts';

const answers = (who: QuoteAnswers['who'], rest: Partial<QuoteAnswers> = {}): QuoteAnswers => ({
  ...startingAnswers(who),
  ...rest,
});

type Case = {
  name: string;
  answers: QuoteAnswers;
  items: QuoteItem['id'][];
  /** A year's fee, including VAT and before it, and a month's including VAT. */
  annual: number;
  net: number;
  monthly: number;
};

// Each total is its items from the fee table; the arithmetic is in the comment beside it. Fees set
// with VAT (personal returns) have a net of gross ÷ 1.2 to the penny; fees set before VAT have a
// gross of net × 1.2. A month is a twelfth of a yearly fee, to the penny, or the table's own monthly
// fee (company accounts, payroll, bookkeeping).
const CASES: Case[] = [
  {
    // £180 including VAT: £150 + VAT; £15 a month.
    name: 'an employee with income to declare: the personal return',
    answers: answers('individual'),
    items: ['personal-return'],
    annual: 180,
    net: 150,
    monthly: 15,
  },
  {
    // The self-employed return: £180 + £120 = £300 (£250 + VAT), the calculators' "Basic self-employed".
    name: 'a £48k sole trader',
    answers: answers('sole-trader', { turnover: 'under-90k' }),
    items: ['self-employed-return'],
    annual: ACCOUNTANCY_FEES.selfEmployedReturn,
    net: 250,
    monthly: 25,
  },
  {
    // £180 + £170 = £350; net £150 + £141.67 = £291.67; a month £350 ÷ 12 = £29.17.
    name: 'a landlord with two mortgaged flats',
    answers: answers('landlord', { properties: '1-2' }),
    items: ['landlord-return'],
    annual: 350,
    net: 291.67,
    monthly: 29.17,
  },
  {
    // £180 + £270 = £450 (£375 + VAT); £37.50 a month.
    name: 'a landlord with three or four properties',
    answers: answers('landlord', { properties: '3-4' }),
    items: ['landlord-return'],
    annual: 450,
    net: 375,
    monthly: 37.5,
  },
  {
    // £180 + £415 = £595; net £150 + £345.83 = £495.83; £595 ÷ 12 = £49.58.
    name: 'a landlord with five to nine properties',
    answers: answers('landlord', { properties: '5-9' }),
    items: ['landlord-return'],
    annual: 595,
    net: 495.83,
    monthly: 49.58,
  },
  {
    // £180 + £815 = £995; net £150 + £679.17 = £829.17; £995 ÷ 12 = £82.92.
    name: 'a landlord with 20 or more properties',
    answers: answers('landlord', { properties: '20-plus' }),
    items: ['landlord-return'],
    annual: 995,
    net: 829.17,
    monthly: 82.92,
  },
  {
    // A landlord always has properties: none is read as the first band, £350.
    name: 'a landlord who answered no properties',
    answers: answers('landlord', { properties: 'none' }),
    items: ['landlord-return'],
    annual: 350,
    net: 291.67,
    monthly: 29.17,
  },
  {
    // £180 + £150 = £330 (£275 + VAT); £27.50 a month.
    name: 'an investor with a gain on shares',
    answers: answers('individual', { gains: 'shares' }),
    items: ['personal-return', 'share-gains'],
    annual: 330,
    net: 275,
    monthly: 27.5,
  },
  {
    // £180 + £420 = £600 (£500 + VAT); £50 a month.
    name: 'selling a let flat: the 60-day return and the gain',
    answers: answers('individual', { gains: 'property' }),
    items: ['personal-return', 'property-sale'],
    annual: 600,
    net: 500,
    monthly: 50,
  },
  {
    // £180 + £150 + £420 + £150 + £150 = £1,050 (£875 + VAT); £87.50 a month.
    name: 'both kinds of gain, income from abroad and express filing',
    answers: answers('individual', { gains: 'both', foreignIncome: true, express: true }),
    items: ['personal-return', 'share-gains', 'property-sale', 'foreign-income', 'express'],
    annual: 1050,
    net: 875,
    monthly: 87.5,
  },
  {
    // The self-employed return £300 and rental income £170: £470; net £250 + £141.67 = £391.67;
    // a month £25 + £14.17 = £39.17.
    name: 'an employee with a side business who also lets two flats',
    answers: answers('sole-trader', { properties: '1-2' }),
    items: ['self-employed-return', 'rental-income'],
    annual: 470,
    net: 391.67,
    monthly: 39.17,
  },
  {
    // The return £300, Basic payroll £25 + VAT a month (£360 a year), Startup bookkeeping £150 + VAT
    // a month (£2,160), VAT returns £80 + VAT a quarter (£384): £3,204; net £250 + £300 + £1,800 +
    // £320 = £2,670; a month £25 + £30 + £180 + £32 = £267.
    name: 'a sole trader with two employees, VAT registered, wanting bookkeeping',
    answers: answers('sole-trader', { employees: 2, vatRegistered: true, bookkeeping: true }),
    items: ['self-employed-return', 'payroll', 'bookkeeping', 'vat-returns'],
    annual: 3204,
    net: 2670,
    monthly: 267,
  },
  {
    // Accounts up to 3 people £750 + VAT (£900; £65 + VAT a month), payroll for the director £25 + VAT
    // a month (£360), the director's return £180: £1,440; net £750 + £300 + £150 = £1,200; a month
    // £78 + £30 + £15 = £123.
    name: 'a £90k contractor’s company paying its director a salary',
    answers: answers('company', { turnover: '90k-250k', employees: 1, directorReturn: true }),
    items: ['accounts', 'payroll', 'director-return'],
    annual: 1440,
    net: 1200,
    monthly: 123,
  },
  {
    // The business structure comparison's company: accounts £900 and payroll £360, £1,260.
    name: 'a one-director company as the sole trader comparison charges it',
    answers: answers('company', { employees: 1 }),
    items: ['accounts', 'payroll'],
    annual: 1260,
    net: 1050,
    monthly: 108,
  },
  {
    // Accounts £900 and VAT returns £80 + VAT a quarter (£384): £1,284; net £750 + £320 = £1,070; a
    // month £78 + £32 = £110.
    name: 'a VAT-registered company with no payroll or bookkeeping',
    answers: answers('company', { vatRegistered: true }),
    items: ['accounts', 'vat-returns'],
    annual: 1284,
    net: 1070,
    monthly: 110,
  },
  {
    // Accounts £900, Growth bookkeeping £300 + VAT a month (£4,320), VAT returns included (£0):
    // £5,220; net £750 + £3,600 = £4,350; a month £78 + £360 = £438.
    name: 'a company on Growth bookkeeping, whose VAT returns it includes',
    answers: answers('company', { turnover: '90k-250k', vatRegistered: true, bookkeeping: true }),
    items: ['accounts', 'bookkeeping', 'vat-returns'],
    annual: 5220,
    net: 4350,
    monthly: 438,
  },
  {
    // Accounts for 4–5 people £950 + VAT (£1,140; £85 + VAT a month) and Basic payroll for 4 (£360):
    // £1,500; net £950 + £300 = £1,250; a month £102 + £30 = £132.
    name: 'a company of four: the second accounts band, Basic payroll',
    answers: answers('company', { employees: 4 }),
    items: ['accounts', 'payroll'],
    annual: 1500,
    net: 1250,
    monthly: 132,
  },
  {
    // Accounts for 6–10 £1,450 + VAT (£1,740; £125 + VAT a month), Standard payroll 6 × £6 = £36 +
    // VAT a month (£518.40 a year): £2,258.40; net £1,450 + £432 = £1,882; a month £150 + £43.20.
    name: 'a company of six: Standard payroll per employee',
    answers: answers('company', { employees: 6 }),
    items: ['accounts', 'payroll'],
    annual: 2258.4,
    net: 1882,
    monthly: 193.2,
  },
  {
    // Accounts for more than 10 £1,750 + VAT (£2,100; £150 + VAT), Premium payroll 21 × £4 = £84 +
    // VAT a month (£1,209.60), Enterprise bookkeeping £550 + VAT a month (£7,920), VAT returns
    // included: £11,229.60; net £1,750 + £1,008 + £6,600 = £9,358; a month £180 + £100.80 + £660.
    name: 'a company over £1 million with 21 people, on Enterprise bookkeeping',
    answers: answers('company', {
      turnover: 'over-1m',
      employees: 21,
      vatRegistered: true,
      bookkeeping: true,
    }),
    items: ['accounts', 'payroll', 'bookkeeping', 'vat-returns'],
    annual: 11229.6,
    net: 9358,
    monthly: 940.8,
  },
  {
    // VAT returns over £1 million, £160 + VAT a quarter (£768 a year), with accounts £900: £1,668;
    // net £750 + £640 = £1,390; a month £78 + £64 = £142.
    name: 'a VAT-registered company over £1 million without bookkeeping',
    answers: answers('company', { turnover: 'over-1m', vatRegistered: true }),
    items: ['accounts', 'vat-returns'],
    annual: 1668,
    net: 1390,
    monthly: 142,
  },
  {
    // A company is not asked about gains or express filing: only its accounts, £900.
    name: 'answers a visitor was not asked are ignored',
    answers: answers('company', { gains: 'both', express: true, properties: '5-9' }),
    items: ['accounts'],
    annual: 900,
    net: 750,
    monthly: 78,
  },
  {
    // A landlord's bookkeeping is the Startup package, £150 + VAT a month (£2,160): £350 + £2,160.
    name: 'a landlord wanting bookkeeping',
    answers: answers('landlord', { bookkeeping: true }),
    items: ['landlord-return', 'bookkeeping'],
    annual: 2510,
    net: 2091.67,
    monthly: 209.17,
  },
];

describe('the instant quote', () => {
  it.each(CASES)('$name', ({ answers: given, items, annual, net, monthly }) => {
    const result = quote(given);
    expect(result.items.map((item) => item.id)).toEqual(items);
    expect(result.annual.gross).toBe(annual);
    expect(result.annual.net).toBe(net);
    expect(result.monthly.gross).toBe(monthly);
  });

  it('prices every item from the fee table', () => {
    const table = new Set(feeTableAmounts());
    for (const { answers: given } of CASES) {
      for (const item of quote(given).items) {
        // The table's own amount, before the quote counts it over a year or a payroll.
        if (item.id === 'payroll') continue;
        expect(table, `${item.label}`).toContain(item.priced.fee.gross);
        expect(table, `${item.label}`).toContain(item.priced.fee.net);
      }
    }
  });

  it('prices a payroll as the payroll calculator’s bands do', () => {
    const payroll = (employees: number) =>
      quote(answers('company', { employees })).items.find((item) => item.id === 'payroll');
    expect(payroll(0)).toBeUndefined();
    expect(payroll(PAYROLL_FEES.basicMaxEmployees)?.monthly.net).toBe(PAYROLL_FEES.basicMonthlyFee);
    expect(payroll(PAYROLL_FEES.basicMaxEmployees + 1)?.monthly.net).toBe(
      (PAYROLL_FEES.basicMaxEmployees + 1) * PAYROLL_FEES.standardPerEmployee,
    );
    expect(payroll(PAYROLL_FEES.standardMaxEmployees + 1)?.monthly.net).toBe(
      (PAYROLL_FEES.standardMaxEmployees + 1) * PAYROLL_FEES.largePerEmployee,
    );
    // Past the largest payroll priced, the count is held at it.
    expect(payroll(5000)?.label).toBe(`Payroll, ${formatCount(PAYROLL_FEES.maxEmployees)} people`);
  });

  it('shows a business the price before VAT, an individual only the price with it', () => {
    expect(quote(answers('sole-trader')).audience).toBe('business');
    expect(quote(answers('company')).audience).toBe('business');
    expect(quote(answers('individual')).audience).toBe('individual');
    expect(quote(answers('landlord')).audience).toBe('individual');
  });
});

describe('turnover bands', () => {
  it.each([
    [0, 'under-90k'],
    [89_999.99, 'under-90k'],
    [90_000, '90k-250k'],
    [249_999.99, '90k-250k'],
    [250_000, '250k-1m'],
    [1_000_000, '250k-1m'],
    [1_000_000.01, 'over-1m'],
  ] as const)('£%s is %s', (amount, band) => {
    expect(turnoverBandOf(amount)).toBe(band);
  });
});

describe('a quote in a fragment', () => {
  it.each(CASES)('$name travels and comes back the same', ({ answers: given }) => {
    const fragment = encodeQuote(given);
    expect(decodeQuote(`#${fragment}`)).toEqual(quote(given).answers);
    // After the booking section's anchor, as a booking link carries it.
    expect(decodeQuote(`#booking-widget&${fragment}`)).toEqual(quote(given).answers);
  });

  it('writes only what was asked and differs from the start, and always the turnover band', () => {
    expect(encodeQuote(answers('individual', { gains: 'shares', employees: 3 }))).toBe(
      'quote=individual&gains=shares',
    );
    expect(encodeQuote(answers('company'))).toBe('quote=company&turnover=under-90k');
  });

  it.each([
    ['no quote at all', '#calc=director&salary=50000'],
    ['an unknown visitor', '#quote=charity'],
    ['an empty fragment', ''],
    ['a fragment over 600 characters', `#quote=individual&x=${'a'.repeat(600)}`],
  ])('reads %s as no quote', (_name, hash) => {
    expect(decodeQuote(hash)).toBeNull();
  });

  it.each([
    ['an unknown band', 'turnover=huge', {}],
    ['a count with letters', 'employees=12abc', {}],
    ['a count over the payroll’s largest', 'employees=99999', {}],
    ['a switch that is not true', 'vat=yes&books=1', {}],
    ['markup', 'gains=<script>', {}],
    ['an unknown key', 'price=1', {}],
    ['a known count', 'employees=12', { employees: 12 }],
  ] as const)('drops %s', (_name, query, kept) => {
    expect(decodeQuote(`#quote=sole-trader&${query}`)).toEqual({
      ...startingAnswers('sole-trader'),
      ...kept,
    });
  });

  it('never throws on text a visitor made up', () => {
    for (const hash of ['#%', '#quote=%E0%A4%A', '#&&&=', '#quote', '#quote=company&employees=-1'])
      expect(() => decodeQuote(hash)).not.toThrow();
  });

  it('asks every visitor at least one question beyond who they are', () => {
    for (const questions of Object.values(QUESTIONS_FOR))
      expect(questions.length).toBeGreaterThan(0);
  });
});

describe('booking notes', () => {
  it('name the answers, the totals and each item with its fee', () => {
    expect(
      describeQuote(
        answers('sole-trader', { employees: 2, vatRegistered: true, bookkeeping: true }),
      ),
    ).toBe(
      'Instant quote for a sole trader, turnover under £90,000, 2 people on the payroll, VAT registered, bookkeeping: £3,204 a year including VAT (£2,670 + VAT), or £267 a month. Self-employed tax return £300; Payroll, 2 people £360; Bookkeeping, Startup package £2,160; VAT returns, every quarter £384.',
    );
    expect(
      describeQuote(
        answers('company', { turnover: '90k-250k', vatRegistered: true, bookkeeping: true }),
      ),
    ).toContain('VAT returns, every quarter (included in growth bookkeeping)');
  });
});
