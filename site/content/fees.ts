// Every fixed fee the site quotes, as numbers: the instant quote, /pricing, the service pages, the
// home cards, route titles and explanatory text read these, never literals. Payroll fees are the
// payroll calculator's own parameters, and the self-employed return, the smallest company's
// accounts and the VAT rate are the business structure comparison's (read through the engine), so a
// card, the quote and a calculator cannot disagree.
//
// One VAT presentation everywhere: a visitor reads every fee including VAT, and a business, which
// can usually reclaim the VAT, also reads the price before VAT beside it ("£900 including VAT
// (£750 + VAT)"). Each fee is set once, in whichever form the practice prices it, and both forms
// are derived from it.
import { ACCOUNTANCY_FEES, PAYROLL_FEES, VAT_RATE, gbp } from '../../engine/index.ts';
import type { TopicId } from './topics.ts';

/** A fee as the site writes money: £1,234, with pence only when there are any (the engine's `gbp`). */
export function formatPounds(amount: number): string {
  return gbp(amount);
}

const toPence = (amount: number) => Math.round(amount * 100) / 100;

/** Price including VAT at the standard rate. */
export function withVat(amount: number): number {
  return toPence(amount * (1 + VAT_RATE));
}

/** The VAT rate as the pages write it: '20%'. */
export const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;

/** A fee before VAT (`net`) and with VAT at the standard rate (`gross`), each to the penny. */
export type Fee = { readonly net: number; readonly gross: number };

/** A fee the practice sets before VAT: `plusVat(750)` is £900 including VAT. */
export function plusVat(net: number): Fee {
  return { net, gross: withVat(net) };
}

/** A fee the practice sets with VAT included: `includingVat(300)` is £250 before VAT. */
export function includingVat(gross: number): Fee {
  return { net: toPence(gross / (1 + VAT_RATE)), gross };
}

/** Fees added together, each form summed separately (so a total never gains or loses a penny). */
export function sumFees(fees: readonly Fee[]): Fee {
  return fees.reduce<Fee>(
    (sum, fee) => ({ net: toPence(sum.net + fee.net), gross: toPence(sum.gross + fee.gross) }),
    { net: 0, gross: 0 },
  );
}

/** A fee `count` times over: a per-employee fee for a payroll, a quarter's fee for a year. */
export function timesFee(fee: Fee, count: number): Fee {
  return { net: toPence(fee.net * count), gross: toPence(fee.gross * count) };
}

/**
 * Who reads a fee: a business (a sole trader or a company) sees the price before VAT beside the
 * price with it; an individual, who cannot reclaim VAT, sees the price with VAT only.
 */
export type Audience = 'individual' | 'business';

/** The qualifier after a price that already names the amount with VAT: 'including VAT (£750 + VAT)'. */
export function vatQualifier(fee: Fee, audience: Audience): string {
  return audience === 'business'
    ? `including VAT (${formatPounds(fee.net)} + VAT)`
    : 'including VAT';
}

/** '£900 a year including VAT (£750 + VAT)', or '£350 including VAT' for an individual. */
export function feeText(fee: Fee, audience: Audience, per?: string): string {
  return [formatPounds(fee.gross), per, vatQualifier(fee, audience)].filter(Boolean).join(' ');
}

/**
 * A service's lowest price and what it buys, so two "from" prices for related services cannot read
 * as a contradiction: 'Self-employed tax return, one trade, from £300 including VAT (£250 + VAT)'.
 */
export type FromPrice = {
  /** What the lowest price buys, starting with a capital. */
  covers: string;
  fee: Fee;
  /** How often it is charged ('a month'); absent for a yearly or one-off fee. */
  per?: string;
  audience: Audience;
};

/** '£300 including VAT (£250 + VAT)' or '£78 a month including VAT (£65 + VAT)'. */
export function fromPriceFee(price: FromPrice): string {
  return feeText(price.fee, price.audience, price.per);
}

/** The whole sentence: 'Self-employed tax return, one trade, from £300 including VAT (£250 + VAT)'. */
export function fromPriceText(price: FromPrice): string {
  return `${price.covers}, from ${fromPriceFee(price)}`;
}

/** What sits under a headline price that already names the amount: 'Including VAT (£150 + VAT). …'. */
export function fromPriceQualifier(price: FromPrice): string {
  const vat = vatQualifier(price.fee, price.audience);
  return `${vat[0]!.toUpperCase()}${vat.slice(1)}. ${price.covers}`;
}

// Self-assessment tax returns --------------------------------------------------------------------

/**
 * Every personal tax return starts from this: employment, pension, savings and dividend income,
 * Child Benefit, gift aid and pension relief. Set with VAT, as an individual pays it.
 */
export const PERSONAL_RETURN: Fee = includingVat(ACCOUNTANCY_FEES.personalReturn);

/**
 * Self-employment on a return, one trade (the return with it is the calculators' "Basic
 * self-employed" fee, so the two cannot disagree).
 */
export const SELF_EMPLOYMENT: Fee = includingVat(
  ACCOUNTANCY_FEES.selfEmployedReturn - PERSONAL_RETURN.gross,
);

/** How many properties a landlord lets, as the fee table bands them. */
export type PropertyBand = {
  id: '1-2' | '3-4' | '5-9' | '10-19' | '20-plus';
  label: string;
  /** Rental income on a return, added to the personal return. */
  fee: Fee;
};

export const PROPERTY_BANDS: readonly PropertyBand[] = [
  { id: '1-2', label: '1–2 properties', fee: includingVat(170) },
  { id: '3-4', label: '3–4 properties', fee: includingVat(270) },
  { id: '5-9', label: '5–9 properties', fee: includingVat(415) },
  { id: '10-19', label: '10–19 properties', fee: includingVat(615) },
  { id: '20-plus', label: '20 or more properties', fee: includingVat(815) },
];

/** What else a personal return can carry, each a fixed addition, VAT included. */
export const RETURN_EXTRAS = {
  shareGains: {
    label: 'Capital gains on shares, funds or crypto',
    detail: 'Gains and losses worked out, reliefs claimed, on your return',
    fee: includingVat(150),
  },
  propertySale: {
    label: 'Sale of a UK home or let property',
    detail: 'The 60-day property return and payment, and the gain on your tax return',
    fee: includingVat(420),
  },
  foreignIncome: {
    label: 'Income from abroad',
    detail: 'Foreign income and gains, with double tax relief claimed',
    fee: includingVat(150),
  },
  express: {
    label: 'Express filing',
    detail: 'Prepared and filed within five working days of your complete records, even in January',
    fee: includingVat(150),
  },
} as const satisfies Record<string, { label: string; detail: string; fee: Fee }>;

/** The landlord's return for a band of properties: the personal return and the rental income. */
export function landlordReturn(band: PropertyBand): Fee {
  return sumFees([PERSONAL_RETURN, band.fee]);
}

/** The self-employed return: the personal return and one trade. */
export const SELF_EMPLOYED_RETURN: Fee = sumFees([PERSONAL_RETURN, SELF_EMPLOYMENT]);

// Businesses ------------------------------------------------------------------------------------

/** A business's yearly sales, as the fee table bands them (bookkeeping and VAT returns follow it). */
export type TurnoverBand = {
  id: 'under-90k' | '90k-250k' | '250k-1m' | 'over-1m';
  /** A turnover, not a fee: pages mark it as a figure. */
  label: string;
  bookkeeping: BookkeepingPackage['id'];
  /** A quarter's VAT return, before VAT. */
  vatQuarter: Fee;
};

export const TURNOVER_BANDS: readonly TurnoverBand[] = [
  { id: 'under-90k', label: 'Under £90,000', bookkeeping: 'startup', vatQuarter: plusVat(80) },
  { id: '90k-250k', label: '£90,000 to £250,000', bookkeeping: 'growth', vatQuarter: plusVat(80) },
  {
    id: '250k-1m',
    label: '£250,000 to £1 million',
    bookkeeping: 'growth',
    vatQuarter: plusVat(120),
  },
  { id: 'over-1m', label: 'Over £1 million', bookkeeping: 'enterprise', vatQuarter: plusVat(160) },
];

export type AccountsFee = {
  teamSize: string;
  /** The most people (directors included) the band covers; Infinity for the last. */
  upTo: number;
  annual: Fee;
  monthly: Fee;
};

/** Limited-company accounts, corporation tax return and confirmation statement, set before VAT. */
export const ACCOUNTS_FEES: readonly AccountsFee[] = [
  {
    teamSize: 'Up to 3 people',
    upTo: 3,
    annual: plusVat(ACCOUNTANCY_FEES.companyAccountsAnnual),
    monthly: plusVat(ACCOUNTANCY_FEES.companyAccountsMonthly),
  },
  { teamSize: '4–5 people', upTo: 5, annual: plusVat(950), monthly: plusVat(85) },
  { teamSize: '6–10 people', upTo: 10, annual: plusVat(1450), monthly: plusVat(125) },
  { teamSize: 'More than 10 people', upTo: Infinity, annual: plusVat(1750), monthly: plusVat(150) },
];

/** The accounts fee of a company of `people` (directors included; a company has at least one). */
export function accountsFeeFor(people: number): AccountsFee {
  return ACCOUNTS_FEES.find((band) => Math.max(1, people) <= band.upTo)!;
}

export type BookkeepingPackage = {
  id: 'startup' | 'growth' | 'enterprise';
  title: string;
  monthly: Fee;
  /** Whether its price includes the quarterly VAT returns. */
  includesVatReturns: boolean;
};

/** Bookkeeping packages, a month, set before VAT. */
export const BOOKKEEPING: Record<BookkeepingPackage['id'], BookkeepingPackage> = {
  startup: { id: 'startup', title: 'Startup', monthly: plusVat(150), includesVatReturns: false },
  growth: { id: 'growth', title: 'Growth', monthly: plusVat(300), includesVatReturns: true },
  enterprise: {
    id: 'enterprise',
    title: 'Enterprise',
    monthly: plusVat(550),
    includesVatReturns: true,
  },
};

/** A month's payroll for `employees`, before VAT, as the payroll calculator charges it. */
export function payrollFeeFor(employees: number): Fee {
  if (employees <= 0) return plusVat(0);
  if (employees <= PAYROLL_FEES.basicMaxEmployees) return plusVat(PAYROLL_FEES.basicMonthlyFee);
  if (employees <= PAYROLL_FEES.standardMaxEmployees)
    return plusVat(PAYROLL_FEES.standardPerEmployee * employees);
  return plusVat(PAYROLL_FEES.largePerEmployee * employees);
}

/** A corporation tax or partnership return on accounts the business already has, before VAT. */
export const BUSINESS_TAX_RETURN: Fee = plusVat(400);

// Starting prices --------------------------------------------------------------------------------

const lowest = (fees: readonly Fee[]): Fee =>
  fees.reduce((low, fee) => (fee.gross < low.gross ? fee : low));

/** The lowest accounts fee, monthly and yearly. */
export const ACCOUNTS_FROM = {
  monthly: lowest(ACCOUNTS_FEES.map((fee) => fee.monthly)),
  annual: lowest(ACCOUNTS_FEES.map((fee) => fee.annual)),
};

/** The lowest payroll fee: the Basic package's flat monthly fee. */
export const PAYROLL_FROM: Fee = payrollFeeFor(1);

/** Each service's lowest price, what it buys and its audience: every "from" price the site shows. */
export const FROM_PRICES = {
  personalTax: {
    covers: 'Personal tax return, employment, pension, savings or dividend income',
    fee: PERSONAL_RETURN,
    audience: 'individual',
  },
  selfEmployed: {
    covers: 'Self-employed tax return, one trade',
    fee: SELF_EMPLOYED_RETURN,
    audience: 'business',
  },
  landlord: {
    covers: `Landlord’s tax return, ${PROPERTY_BANDS[0]!.label}`,
    fee: landlordReturn(PROPERTY_BANDS[0]!),
    audience: 'individual',
  },
  businessTax: {
    covers: 'Business tax return on accounts you already have',
    fee: BUSINESS_TAX_RETURN,
    audience: 'business',
  },
  vatReturns: {
    covers: 'Quarterly VAT return',
    fee: lowest(TURNOVER_BANDS.map((band) => band.vatQuarter)),
    per: 'a quarter',
    audience: 'business',
  },
  bookkeeping: {
    covers: 'Startup bookkeeping, up to 100 transactions a month',
    fee: BOOKKEEPING.startup.monthly,
    per: 'a month',
    audience: 'business',
  },
  payroll: {
    covers: `Basic payroll, 1–${PAYROLL_FEES.basicMaxEmployees} employees`,
    fee: PAYROLL_FROM,
    per: 'a month',
    audience: 'business',
  },
  accounts: {
    covers: `Company accounts and corporation tax return, ${ACCOUNTS_FEES[0]!.teamSize.toLowerCase()}`,
    fee: ACCOUNTS_FROM.monthly,
    per: 'a month',
    audience: 'business',
  },
} as const satisfies Record<string, FromPrice>;

// Cards -----------------------------------------------------------------------------------------

export type PriceCard = {
  title: string;
  /** The price with VAT, as the headline: '£180'. */
  price: string;
  /** Shown small beside the price, e.g. 'per employee per month'. */
  priceNote?: string;
  /** Under the price: whether VAT is included, and the price before VAT for a business. */
  qualifier: string;
  description: string;
  features: string[];
  /** Where the card leads when it is not to the contact page. */
  href?: string;
  /** What its button asks for on the contact page. */
  topic?: TopicId;
  highlighted?: boolean;
  band?: string;
};

/** A card's price and its qualifier, for a fee shown to a business: '£180', 'Including VAT (£150 + VAT)'. */
function businessPrice(fee: Fee): Pick<PriceCard, 'price' | 'qualifier'> {
  const vat = vatQualifier(fee, 'business');
  return { price: formatPounds(fee.gross), qualifier: `${vat[0]!.toUpperCase()}${vat.slice(1)}` };
}

export const TAX_SERVICE_CARDS: PriceCard[] = [
  {
    title: 'Personal Tax Returns',
    price: formatPounds(PERSONAL_RETURN.gross),
    qualifier: 'Including VAT. Employment, pension, savings or dividend income',
    description:
      'For employees, directors and pensioners with income to declare: Child Benefit, gift aid or pension relief. Other income is a fixed addition.',
    topic: 'personal-tax-return',
    features: [
      'Full return prepared and filed',
      'Allowances and reliefs checked',
      'Payment on account review',
    ],
  },
  {
    title: 'Business Tax Returns',
    ...businessPrice(BUSINESS_TAX_RETURN),
    description:
      'Corporation tax (CT600) or partnership return, prepared from your finished accounts.',
    topic: 'business-tax-return',
    features: [
      'CT600 and computations',
      'Capital allowances claimed',
      'R&D and loss relief review',
    ],
    highlighted: true,
  },
  {
    title: 'VAT Returns',
    price: `From ${formatPounds(FROM_PRICES.vatReturns.fee.gross)}`,
    priceNote: 'per quarter',
    qualifier: fromPriceQualifier(FROM_PRICES.vatReturns),
    description:
      'Making Tax Digital quarterly returns, by your turnover; included in Growth and Enterprise bookkeeping.',
    topic: 'vat-returns',
    features: ['MTD-compatible filing', 'Flat rate scheme review', 'HMRC enquiries handled'],
  },
];

export const BOOKKEEPING_PACKAGES: PriceCard[] = [
  {
    title: BOOKKEEPING.startup.title,
    ...businessPrice(BOOKKEEPING.startup.monthly),
    priceNote: 'per month',
    topic: 'bookkeeping-startup',
    description: 'For sole traders and new companies with up to 100 transactions a month.',
    features: [
      'Monthly bank reconciliation',
      'Receipt capture app',
      'Quarterly management summary',
      'Email support',
    ],
  },
  {
    title: BOOKKEEPING.growth.title,
    ...businessPrice(BOOKKEEPING.growth.monthly),
    priceNote: 'per month',
    topic: 'bookkeeping-growth',
    description: 'For growing teams with up to 400 transactions and supplier runs.',
    features: [
      'Everything in Startup',
      'Supplier bills and payment runs',
      'Monthly management accounts',
      'VAT returns included',
    ],
    highlighted: true,
  },
  {
    title: BOOKKEEPING.enterprise.title,
    ...businessPrice(BOOKKEEPING.enterprise.monthly),
    priceNote: 'per month',
    topic: 'bookkeeping-enterprise',
    description: 'For the largest turnovers and for groups, with a bookkeeper of your own.',
    features: [
      'Everything in Growth',
      'Multi-currency and multi-entity',
      'Weekly cash reporting',
      'Dedicated account manager',
    ],
  },
];

const payrollFees = PAYROLL_FEES;

/** Payroll packages by number of employees; bands and prices are the calculator's parameters. */
export const PAYROLL_PACKAGES: PriceCard[] = [
  {
    title: 'Basic',
    band: `1–${payrollFees.basicMaxEmployees} employees`,
    ...businessPrice(plusVat(payrollFees.basicMonthlyFee)),
    priceNote: 'per month',
    topic: 'payroll-basic',
    description: 'A flat monthly fee for small teams and director-only payrolls.',
    features: ['Payslips by email', 'RTI submissions', 'Auto-enrolment duties', 'P60s and P45s'],
  },
  {
    title: 'Standard',
    band: `${payrollFees.basicMaxEmployees + 1}–${payrollFees.standardMaxEmployees} employees`,
    ...businessPrice(plusVat(payrollFees.standardPerEmployee)),
    priceNote: 'per employee per month',
    topic: 'payroll-standard',
    description: 'For growing employers who want pay day taken care of.',
    features: [
      'Everything in Basic',
      'Employee self-service portal',
      'Statutory pay calculations',
      'Pension provider uploads',
    ],
    highlighted: true,
  },
  {
    title: 'Premium',
    band: `${payrollFees.standardMaxEmployees + 1}+ employees`,
    ...businessPrice(plusVat(payrollFees.largePerEmployee)),
    priceNote: 'per employee per month',
    topic: 'payroll-premium',
    description: 'Larger or more complex payrolls, including CIS and benefits in kind.',
    features: [
      'Everything in Standard',
      'CIS returns and verification',
      'P11D and payrolled benefits',
      'Dedicated payroll manager',
    ],
  },
];

export type CompanyPackage = Omit<PriceCard, 'price' | 'qualifier'> & { fee: Fee };

export const COMPANY_PACKAGES: CompanyPackage[] = [
  {
    title: 'Starter Ltd',
    fee: plusVat(200),
    description: 'Everything to incorporate a single-director company correctly first time.',
    features: [
      'Companies House incorporation',
      'Articles and share structure advice',
      'Registered office address for 12 months',
      'Corporation tax registration',
      '30-minute kick-off call',
    ],
  },
  {
    title: 'VAT-Ready',
    fee: plusVat(300),
    description: 'Starter Ltd plus VAT, for companies trading above the threshold or by choice.',
    features: [
      'Everything in Starter Ltd',
      'VAT registration and scheme choice',
      'Making Tax Digital software set-up',
    ],
  },
  {
    title: 'Employer-Ready',
    fee: plusVat(400),
    description: 'VAT-Ready plus a payroll scheme, so you can pay yourself and staff.',
    features: [
      'Everything in VAT-Ready',
      'PAYE employer registration',
      'Director salary planning',
      'Workplace pension set-up',
    ],
    highlighted: true,
  },
  {
    title: 'Launch Plus',
    fee: plusVat(500),
    description: 'Employer-Ready plus bookkeeping set-up and a 60-minute strategy session.',
    features: [
      'Everything in Employer-Ready',
      'Cloud bookkeeping set-up',
      'Business bank account introductions',
      '60-minute strategy session',
    ],
  },
];

/** A formation package as a price card: '£240', 'Including VAT (£200 + VAT)' beneath. */
export function companyPackageCard(pack: CompanyPackage): PriceCard {
  const { fee, ...card } = pack;
  return { ...card, ...businessPrice(fee) };
}

/** The lowest company formation price and what it buys. */
export const COMPANY_FROM_PRICE: FromPrice = {
  covers: `${COMPANY_PACKAGES.reduce((low, pack) => (pack.fee.gross < low.fee.gross ? pack : low)).title} company formation`,
  fee: lowest(COMPANY_PACKAGES.map((pack) => pack.fee)),
  audience: 'business',
};

export const TIMELINE = [
  {
    when: 'Day 0',
    title: 'Discovery',
    text: 'A 15-minute call to understand your plans and pick the right package.',
  },
  {
    when: 'Day 0–1',
    title: 'Decisions',
    text: 'We agree company name, directors, shareholders and share classes with you.',
  },
  {
    when: 'Day 1–3',
    title: 'Setups',
    text: 'Incorporation at Companies House, then HMRC, VAT and PAYE registrations.',
  },
  {
    when: 'Day 3–5',
    title: 'Go-Live',
    text: 'Bank introductions, bookkeeping software and your first invoice template.',
  },
  {
    when: 'Month 1',
    title: 'Support',
    text: 'A check-in call to review your first month and answer new questions.',
  },
];

/** Every amount the fee table sets, in both forms, for the checks that no other figure is shown. */
export function feeTableAmounts(): number[] {
  const fees: Fee[] = [
    PERSONAL_RETURN,
    SELF_EMPLOYMENT,
    SELF_EMPLOYED_RETURN,
    ...PROPERTY_BANDS.flatMap((band) => [band.fee, landlordReturn(band)]),
    ...Object.values(RETURN_EXTRAS).map((extra) => extra.fee),
    ...TURNOVER_BANDS.map((band) => band.vatQuarter),
    ...ACCOUNTS_FEES.flatMap((band) => [band.annual, band.monthly]),
    ...Object.values(BOOKKEEPING).map((pack) => pack.monthly),
    plusVat(PAYROLL_FEES.basicMonthlyFee),
    plusVat(PAYROLL_FEES.standardPerEmployee),
    plusVat(PAYROLL_FEES.largePerEmployee),
    BUSINESS_TAX_RETURN,
    ...COMPANY_PACKAGES.map((pack) => pack.fee),
  ];
  return [...new Set(fees.flatMap((fee) => [fee.net, fee.gross]))];
}
