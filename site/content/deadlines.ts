// The tax deadlines of a year, worked out from the engine's list of tax years: Self Assessment
// (registration, the paper and online returns, the balancing payment and payments on account),
// Making Tax Digital's quarterly updates for the years it reaches, an employer's payroll dates and
// VAT returns for the common quarters. The /tax-deadlines page lists them, and the build writes each
// as an `.ics` file and all of them as one calendar feed (scripts/build-site.ts).
import {
  TAX_YEARS,
  gbp,
  isTaxYear,
  makingTaxDigitalThreshold,
  taxYearLabel,
} from '../../engine/index.ts';

export type DeadlineTopic = 'self-assessment' | 'making-tax-digital' | 'payroll' | 'vat';

export const DEADLINE_TOPICS: Record<DeadlineTopic, string> = {
  'self-assessment': 'Self Assessment',
  'making-tax-digital': 'Making Tax Digital',
  payroll: 'Payroll',
  vat: 'VAT',
};

export type Source = { title: string; href: string };

export type Deadline = {
  /** Stable and unique: the `.ics` file's name and the calendar event's id. */
  id: string;
  /** The day, YYYY-MM-DD (the first of them for one that repeats). */
  date: string;
  title: string;
  detail: string;
  /** Who it is for. */
  who: string;
  topic: DeadlineTopic;
  source: Source;
  /** Repeats on the same day of each of this many months (an employer's PAYE payments). */
  monthly?: number;
};

const act = (path: string) => `https://www.legislation.gov.uk/ukpga/${path}`;
const SOURCES = {
  register: {
    title: 'TMA 1970 s7: notice of liability to income tax',
    href: act('1970/9/section/7'),
  },
  returns: { title: 'TMA 1970 s8: personal tax returns', href: act('1970/9/section/8') },
  paymentsOnAccount: {
    title: 'TMA 1970 s59A: payments on account',
    href: act('1970/9/section/59A'),
  },
  balancing: {
    title: 'TMA 1970 s59B: payment of income tax and capital gains tax',
    href: act('1970/9/section/59B'),
  },
  mtd: {
    title: 'Income Tax (Digital Requirements) Regulations 2021',
    href: 'https://www.legislation.gov.uk/uksi/2021/1076/contents',
  },
  paye: { title: 'GOV.UK: Pay employers’ PAYE', href: 'https://www.gov.uk/pay-paye-tax' },
  yearEnd: {
    title: 'GOV.UK: PAYE and payroll for employers, end of the tax year',
    href: 'https://www.gov.uk/payroll-annual-reporting',
  },
  benefits: {
    title: 'GOV.UK: Expenses and benefits, reporting and paying',
    href: 'https://www.gov.uk/employer-reporting-expenses-benefits',
  },
  vat: {
    title: 'GOV.UK: VAT return deadlines',
    href: 'https://www.gov.uk/vat-returns/deadlines',
  },
} as const satisfies Record<string, Source>;

/** The 60-day return after selling UK property: a rule from the day of completion, not a date. */
export const PROPERTY_RETURN = {
  days: 60,
  source: {
    title: 'Finance Act 2019 Schedule 2: returns for disposals of UK land',
    href: act('2019/1/schedule/2'),
  },
  guide: {
    title: 'GOV.UK: Report and pay Capital Gains Tax on UK property',
    href: 'https://www.gov.uk/report-and-pay-your-capital-gains-tax/if-you-sold-a-property-in-the-uk-on-or-after-6-april-2020',
  },
} as const;

/** The day `days` after `date` (YYYY-MM-DD), as YYYY-MM-DD: the 60-day return's last day. */
export function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const startYear = (year: string) => Number(year.slice(0, 4));
const yearId = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/** The year before a year's id, known to the engine or not: '2025-26' → '2024-25'. */
export function yearBefore(year: string): string {
  return yearId(startYear(year) - 1);
}

/**
 * Every deadline that a tax year's income, payroll and VAT quarters set, oldest first: its
 * Self Assessment return and payments, its Making Tax Digital updates when they reach it, its
 * payroll year end and its four calendar VAT quarters. `year` is any year's id ('2024-25'); the
 * engine's years are the ones shown.
 */
export function deadlinesOf(year: string): Deadline[] {
  const s = startYear(year);
  const label = taxYearLabel(year);
  const next = taxYearLabel(yearId(s + 1));
  const threshold = isTaxYear(year) ? makingTaxDigitalThreshold(year) : null;
  const deadlines: Deadline[] = [
    {
      id: `second-payment-on-account-${year}`,
      date: day(s + 1, 7, 31),
      title: `Second payment on account for ${label}`,
      detail: `Half of your ${taxYearLabel(yearBefore(year))} income tax and Class 4 National Insurance, paid towards ${label}’s bill.`,
      who: 'Anyone HMRC asks for payments on account',
      topic: 'self-assessment',
      source: SOURCES.paymentsOnAccount,
    },
    {
      id: `register-${year}`,
      date: day(s + 1, 10, 5),
      title: `Register for Self Assessment for ${label}`,
      detail: `Tell HMRC you need to file a return for ${label}, if you have not filed one before: newly self-employed, a new landlord, or income untaxed at source.`,
      who: 'Anyone filing a return for the first time',
      topic: 'self-assessment',
      source: SOURCES.register,
    },
    {
      id: `paper-return-${year}`,
      date: day(s + 1, 10, 31),
      title: `Paper tax return for ${label}`,
      detail: `The last day for a return for ${label} on paper; online, you have until 31 January.`,
      who: 'Anyone filing on paper',
      topic: 'self-assessment',
      source: SOURCES.returns,
    },
    {
      id: `online-return-${year}`,
      date: day(s + 2, 1, 31),
      title: `Online tax return and payment for ${label}`,
      detail: `File your ${label} return online and pay the rest of ${label}’s tax, with the first payment on account for ${next} if you make them.${threshold === null ? '' : ` Under Making Tax Digital, this is also the day for your final declaration for ${label}.`}`,
      who: 'Everyone who files a Self Assessment return',
      topic: 'self-assessment',
      source: SOURCES.balancing,
    },
    {
      id: `paye-${year}`,
      date: day(s, 5, 22),
      title: `PAYE and National Insurance for each month of ${label}`,
      detail:
        'Pay HMRC what you deducted in the tax month that ended on the 5th: by the 22nd if you pay electronically (the 19th by cheque).',
      who: 'Employers, directors on the payroll included',
      topic: 'payroll',
      source: SOURCES.paye,
      monthly: 12,
    },
    {
      id: `p60-${year}`,
      date: day(s + 1, 5, 31),
      title: `P60s for ${label}`,
      detail: `Give everyone on your payroll on 5 April their P60 for ${label}.`,
      who: 'Employers',
      topic: 'payroll',
      source: SOURCES.yearEnd,
    },
    {
      id: `p11d-${year}`,
      date: day(s + 1, 7, 6),
      title: `P11D and P11D(b) for ${label}`,
      detail: `Report the expenses and benefits you gave employees in ${label} that were not payrolled.`,
      who: 'Employers who provided benefits',
      topic: 'payroll',
      source: SOURCES.benefits,
    },
    {
      id: `class-1a-${year}`,
      date: day(s + 1, 7, 22),
      title: `Class 1A National Insurance for ${label}`,
      detail: `Pay the employer’s National Insurance on ${label}’s benefits in kind, by the 22nd if you pay electronically (the 19th by cheque).`,
      who: 'Employers who provided benefits',
      topic: 'payroll',
      source: SOURCES.benefits,
    },
  ];

  // VAT returns for the quarters ending in June, September, December and March: one month and seven
  // days after each quarter ends.
  const quarters = [
    { ends: `30 June ${s}`, due: day(s, 8, 7) },
    { ends: `30 September ${s}`, due: day(s, 11, 7) },
    { ends: `31 December ${s}`, due: day(s + 1, 2, 7) },
    { ends: `31 March ${s + 1}`, due: day(s + 1, 5, 7) },
  ];
  quarters.forEach(({ ends, due }, index) => {
    deadlines.push({
      id: `vat-${year}-q${index + 1}`,
      date: due,
      title: `VAT return and payment for the quarter to ${ends}`,
      detail:
        'One month and seven days after the quarter ends, filed with Making Tax Digital software. Other VAT quarters fall a month or two later.',
      who: 'VAT-registered businesses with quarters ending March, June, September and December',
      topic: 'vat',
      source: SOURCES.vat,
    });
  });

  // Making Tax Digital for Income Tax: an update a quarter, from the first year it reaches.
  if (threshold !== null) {
    const updates = [
      { to: `5 July ${s}`, due: day(s, 8, 7) },
      { to: `5 October ${s}`, due: day(s, 11, 7) },
      { to: `5 January ${s + 1}`, due: day(s + 1, 2, 7) },
      { to: `5 April ${s + 1}`, due: day(s + 1, 5, 7) },
    ];
    updates.forEach(({ to, due }, index) => {
      deadlines.push({
        id: `mtd-${year}-q${index + 1}`,
        date: due,
        title: `Making Tax Digital quarterly update to ${to}`,
        detail: `Send HMRC the income and expenses of your business and property income for the quarter to ${to}, from your digital records.`,
        who: `Sole traders and landlords whose qualifying income in ${taxYearLabel(yearId(s - 2))} was over ${gbp(threshold)}`,
        topic: 'making-tax-digital',
        source: SOURCES.mtd,
      });
    });
  }

  return deadlines.sort(byDate);
}

const TOPIC_ORDER: DeadlineTopic[] = ['self-assessment', 'making-tax-digital', 'vat', 'payroll'];

function byDate(a: Deadline, b: Deadline): number {
  // Compared as text, not with localeCompare: ISO dates sort as text, and no Intl while a page starts.
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return TOPIC_ORDER.indexOf(a.topic) - TOPIC_ORDER.indexOf(b.topic);
}

/**
 * The deadlines the site lists and puts in its calendar: those of the engine's years and of the year
 * before the first (whose return is due in the first), in date order.
 */
export function allDeadlines(): Deadline[] {
  return [yearBefore(TAX_YEARS[0]), ...TAX_YEARS].flatMap(deadlinesOf).sort(byDate);
}

/** The deadlines still to come on `today` (YYYY-MM-DD): a monthly one while any month is left. */
export function upcomingDeadlines(today: string): Deadline[] {
  return allDeadlines().filter((deadline) => lastDay(deadline) >= today);
}

/** The last day a deadline falls on: its own, or its last month's for one that repeats. */
export function lastDay(deadline: Deadline): string {
  if (!deadline.monthly) return deadline.date;
  const [year, month, date] = deadline.date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + deadline.monthly - 1, date));
  return last.toISOString().slice(0, 10);
}

/** Where a deadline's calendar file is served: `/calendar/online-return-2025-26.ics`. */
export function calendarFile(deadline: Pick<Deadline, 'id'>): string {
  return `/calendar/${deadline.id}.ics`;
}

/** The feed of every deadline, to subscribe to. */
export const CALENDAR_FEED = '/calendar/tax-deadlines.ics';
