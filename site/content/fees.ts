// Every fixed fee the site quotes, as numbers: pages, /pricing, the home cards, route titles and
// explanatory text read these, never literals. Payroll fees are the payroll calculator's own
// parameters, and the self-employed return, the smallest company's accounts and the VAT rate are
// the business structure comparison's (read through the engine), so a card and a calculator cannot
// disagree.
import { ACCOUNTANCY_FEES, PAYROLL_FEES, VAT_RATE, gbp } from '../../engine/index.ts';
import type { TopicId } from './topics.ts';

/** A fee as the site writes money: £1,234, with pence only when there are any (the engine's `gbp`). */
export function formatPounds(amount: number): string {
  return gbp(amount);
}

/** Price including VAT at the standard rate. */
export function withVat(amount: number): number {
  return Math.round(amount * (1 + VAT_RATE) * 100) / 100;
}

/** The VAT rate as the pages write it: '20%'. */
export const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;

/** Whether a quoted fee is before VAT (most business services) or includes it (returns for individuals). */
export type VatBasis = 'excluded' | 'included';

/** '+ VAT' or 'incl. VAT', as it follows a price. */
export function vatNote(vat: VatBasis): string {
  return vat === 'excluded' ? '+ VAT' : 'incl. VAT';
}

/**
 * A service's lowest price and what it buys, so two "from" prices for related services cannot read
 * as a contradiction: 'Personal tax return, employment or pension income only, from £150 + VAT'.
 */
export type FromPrice = {
  /** What the lowest price buys, starting with a capital. */
  covers: string;
  amount: number;
  /** How often it is charged ('a month'); absent for a one-off fee. */
  per?: string;
  vat: VatBasis;
};

/** '£150 + VAT' or '£65 + VAT a month'. */
export function priceWithVat(price: Pick<FromPrice, 'amount' | 'per' | 'vat'>): string {
  return [formatPounds(price.amount), vatNote(price.vat), price.per].filter(Boolean).join(' ');
}

/** The whole sentence: 'Self-employed return, one trade, from £300 incl. VAT'. */
export function fromPriceText(price: FromPrice): string {
  return `${price.covers}, from ${priceWithVat(price)}`;
}

/** What sits beside a headline price that already names the amount: 'Plus VAT. Employment … only'. */
export function fromPriceQualifier(price: FromPrice): string {
  const vat = price.vat === 'excluded' ? 'plus VAT' : 'VAT included';
  return `${price.covers}, ${vat}`;
}

export type AccountsFee = { teamSize: string; annual: number; monthly: number };

/** Limited-company accounts and corporation tax, ex VAT. */
export const ACCOUNTS_FEES: AccountsFee[] = [
  {
    teamSize: 'Up to 3 people',
    annual: ACCOUNTANCY_FEES.companyAccountsAnnual,
    monthly: ACCOUNTANCY_FEES.companyAccountsMonthly,
  },
  { teamSize: '4–5 people', annual: 950, monthly: 85 },
  { teamSize: '6–10 people', annual: 1450, monthly: 125 },
  { teamSize: 'More than 10 people', annual: 1750, monthly: 150 },
];

/** The lowest accounts fee, monthly and annual, ex VAT ('from £65 a month'). */
export const ACCOUNTS_FROM = {
  monthly: Math.min(...ACCOUNTS_FEES.map((fee) => fee.monthly)),
  annual: Math.min(...ACCOUNTS_FEES.map((fee) => fee.annual)),
};

export const ACCOUNTS_SPECIAL_OFFER = {
  annualFrom: 625,
  eligibility: 'Companies that are not VAT registered',
  scope: 'Small or micro-entity companies exempt from audit',
};

export type IncomeFee = {
  incomeType: string;
  /** Including VAT; the lowest of a range, or the starting price when `from` is set. */
  amount: number;
  upTo?: number;
  from?: boolean;
  detail: string;
};

/** Self-assessment returns, VAT included. */
export const SELF_ASSESSMENT_FEES: IncomeFee[] = [
  {
    incomeType: 'Basic self-employed',
    amount: ACCOUNTANCY_FEES.selfEmployedReturn,
    detail: 'One trade, with income and allowable expenses from your records',
  },
  {
    incomeType: 'Landlord with 1–2 properties',
    amount: 350,
    detail: 'Rental income, mortgage interest relief and allowable property costs',
  },
  {
    incomeType: 'Combination',
    amount: 400,
    upTo: 495,
    detail: 'Employment, self-employment, rental, dividend or pension income together',
  },
  {
    incomeType: 'Complex',
    amount: 595,
    from: true,
    detail: '5+ properties, capital gains or overseas income',
  },
];

/** '£300', '£400–£495' or 'From £595'. */
export function incomeFeeText(fee: IncomeFee): string {
  if (fee.upTo !== undefined) return `${formatPounds(fee.amount)}–${formatPounds(fee.upTo)}`;
  return fee.from ? `From ${formatPounds(fee.amount)}` : formatPounds(fee.amount);
}

/** The lowest self-assessment fee, including VAT. */
export const SELF_ASSESSMENT_FROM = Math.min(...SELF_ASSESSMENT_FEES.map((fee) => fee.amount));

/** Tax returns and VAT: starting prices, ex VAT. */
export const TAX_SERVICE_FEES = { personalFrom: 150, businessFrom: 400, vatQuarterFrom: 80 };

/** Bookkeeping packages, a month, ex VAT. */
export const BOOKKEEPING_FEES = { startup: 150, growth: 300 };

/** The lowest payroll fee, ex VAT: the Basic package's flat monthly fee. */
export const PAYROLL_FROM = PAYROLL_FEES.basicMonthlyFee;

/** Each service's lowest price, what it buys and its VAT basis: every "from" price the site shows. */
export const FROM_PRICES = {
  personalTax: {
    covers: 'Personal tax return, employment or pension income only',
    amount: TAX_SERVICE_FEES.personalFrom,
    vat: 'excluded',
  },
  selfEmployed: {
    covers: 'Self-employed return, one trade',
    amount: SELF_ASSESSMENT_FROM,
    vat: 'included',
  },
  businessTax: {
    covers: 'Business tax return on accounts you already have',
    amount: TAX_SERVICE_FEES.businessFrom,
    vat: 'excluded',
  },
  vatReturns: {
    covers: 'Quarterly VAT return',
    amount: TAX_SERVICE_FEES.vatQuarterFrom,
    per: 'a quarter',
    vat: 'excluded',
  },
  bookkeeping: {
    covers: 'Startup bookkeeping, up to 100 transactions a month',
    amount: BOOKKEEPING_FEES.startup,
    per: 'a month',
    vat: 'excluded',
  },
  payroll: {
    covers: `Basic payroll, 1–${PAYROLL_FEES.basicMaxEmployees} employees`,
    amount: PAYROLL_FROM,
    per: 'a month',
    vat: 'excluded',
  },
  accounts: {
    covers: `Company accounts and CT600, ${ACCOUNTS_FEES[0]!.teamSize.toLowerCase()}`,
    amount: ACCOUNTS_FROM.monthly,
    per: 'a month',
    vat: 'excluded',
  },
} as const satisfies Record<string, FromPrice>;

/** The qualifier of a package price quoted before VAT. */
export const PLUS_VAT = 'Plus VAT';

export type PriceCard = {
  title: string;
  price: string;
  /** Shown small beside the price, e.g. 'per employee per month'. */
  priceNote?: string;
  /** Under the price: what it buys and whether VAT is included. */
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

export const TAX_SERVICE_CARDS: PriceCard[] = [
  {
    title: 'Personal Tax Returns',
    price: `From ${formatPounds(TAX_SERVICE_FEES.personalFrom)}`,
    qualifier: fromPriceQualifier(FROM_PRICES.personalTax),
    description:
      'For employees and pensioners with income to declare: gift aid, pension relief or child benefit.',
    topic: 'personal-tax-return',
    features: [
      'Full return prepared and filed',
      'Allowances and reliefs checked',
      'Payment on account review',
    ],
  },
  {
    title: 'Business Tax Returns',
    price: `From ${formatPounds(TAX_SERVICE_FEES.businessFrom)}`,
    qualifier: fromPriceQualifier(FROM_PRICES.businessTax),
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
    title: 'VAT Services',
    price: `From ${formatPounds(TAX_SERVICE_FEES.vatQuarterFrom)}`,
    priceNote: 'per quarter',
    qualifier: fromPriceQualifier(FROM_PRICES.vatReturns),
    description: 'VAT registration, scheme choice and Making Tax Digital quarterly returns.',
    topic: 'vat-returns',
    features: ['MTD-compatible filing', 'Flat rate scheme review', 'HMRC enquiries handled'],
  },
];

export const BOOKKEEPING_PACKAGES: PriceCard[] = [
  {
    title: 'Startup',
    price: formatPounds(BOOKKEEPING_FEES.startup),
    priceNote: 'per month',
    qualifier: PLUS_VAT,
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
    title: 'Growth',
    price: formatPounds(BOOKKEEPING_FEES.growth),
    priceNote: 'per month',
    qualifier: PLUS_VAT,
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
    title: 'Enterprise',
    price: 'Custom pricing',
    qualifier: 'A fixed quote after a free call',
    topic: 'bookkeeping-enterprise',
    description: 'Multi-entity or high-volume businesses that need a dedicated team.',
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
    price: formatPounds(payrollFees.basicMonthlyFee),
    priceNote: 'per month',
    qualifier: PLUS_VAT,
    topic: 'payroll-basic',
    description: 'A flat monthly fee for small teams and director-only payrolls.',
    features: ['Payslips by email', 'RTI submissions', 'Auto-enrolment duties', 'P60s and P45s'],
  },
  {
    title: 'Standard',
    band: `${payrollFees.basicMaxEmployees + 1}–${payrollFees.standardMaxEmployees} employees`,
    price: formatPounds(payrollFees.standardPerEmployee),
    priceNote: 'per employee per month',
    qualifier: PLUS_VAT,
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
    price: formatPounds(payrollFees.largePerEmployee),
    priceNote: 'per employee per month',
    qualifier: PLUS_VAT,
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

export type CompanyPackage = Omit<PriceCard, 'price' | 'qualifier'> & { priceExVat: number };

export const COMPANY_PACKAGES: CompanyPackage[] = [
  {
    title: 'Starter Ltd',
    priceExVat: 200,
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
    priceExVat: 300,
    description: 'Starter Ltd plus VAT, for companies trading above the threshold or by choice.',
    features: [
      'Everything in Starter Ltd',
      'VAT registration and scheme choice',
      'Making Tax Digital software set-up',
    ],
  },
  {
    title: 'Employer-Ready',
    priceExVat: 400,
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
    priceExVat: 500,
    description: 'Employer-Ready plus bookkeeping set-up and a 60-minute strategy session.',
    features: [
      'Everything in Employer-Ready',
      'Cloud bookkeeping set-up',
      'Business bank account introductions',
      '60-minute strategy session',
    ],
  },
];

/** A formation package as a price card: '£200 + VAT', then '£240 incl. VAT' beneath. */
export function companyPackageCard(pack: CompanyPackage): PriceCard {
  const { priceExVat, ...card } = pack;
  return {
    ...card,
    price: `${formatPounds(priceExVat)} ${vatNote('excluded')}`,
    qualifier: `${formatPounds(withVat(priceExVat))} ${vatNote('included')}`,
  };
}

/** The lowest company formation package, ex VAT. */
export const COMPANY_FROM = Math.min(...COMPANY_PACKAGES.map((pack) => pack.priceExVat));

/** The lowest company formation price and what it buys. */
export const COMPANY_FROM_PRICE: FromPrice = {
  covers: `${COMPANY_PACKAGES.find((pack) => pack.priceExVat === COMPANY_FROM)!.title} company formation`,
  amount: COMPANY_FROM,
  vat: 'excluded',
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
