// The practice's headline numbers, each a claim of practice.ts (so two pages cannot disagree) or a
// fee of the fee table. Only a count of things (clients, returns, employees) counts up as it comes
// into view: a measure with a unit (years, hours, days, a percentage, a sum of money) shows its value
// as it is, since every value on its way there would be a claim of its own ("23 hours", "1 days").
import { ACCOUNTS_FEES, FROM_PRICES, vatQualifier } from './fees.ts';
import { CLAIMS } from './practice.ts';

export type Stat = {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  label: string;
  /** A count of things, which counts up from zero; anything else shows its final value. */
  counts?: boolean;
  /** Count-up length in ms (2,000–2,400; the counter to 500 takes 2,200). */
  duration?: number;
  /** A fee (from the fee table) rather than a result or a count. */
  price?: boolean;
};

type Count = { value: number; atLeast: boolean; counts: string };

/** A count of things, with a plus when it is at least the number: clients, returns, employees. */
const count = (claim: Count, duration = 2200): Stat => ({
  value: claim.value,
  ...(claim.atLeast ? { suffix: '+' } : {}),
  label: claim.counts,
  counts: true,
  duration,
});

const YEARS: Stat = {
  value: CLAIMS.yearsInPractice,
  suffix: ' years',
  label: `In practice, since ${CLAIMS.foundedYear}`,
};
const REPLY: Stat = {
  value: CLAIMS.replyHours.value,
  suffix: ' hours',
  label: CLAIMS.replyHours.counts,
};
const RETENTION: Stat = {
  value: CLAIMS.retentionPercent.value,
  suffix: '%',
  label: CLAIMS.retentionPercent.counts,
};
const SAVING: Stat = {
  value: CLAIMS.averageSaving.value / 1000,
  decimals: 1,
  prefix: '£',
  suffix: 'k',
  label: CLAIMS.averageSaving.counts,
};

export const HOME_STATS: Stat[] = [SAVING, count(CLAIMS.clients), REPLY, YEARS];

export const ACCOUNTS_STATS: Stat[] = [
  {
    value: FROM_PRICES.accounts.fee.gross,
    prefix: 'From £',
    label: `a month ${vatQualifier(FROM_PRICES.accounts.fee, 'business')}, ${ACCOUNTS_FEES[0]!.teamSize.toLowerCase()}`,
    price: true,
  },
  YEARS,
  count(CLAIMS.clients),
];

export const TAX_SERVICES_STATS: Stat[] = [SAVING, REPLY, RETENTION, count(CLAIMS.returnsFiled)];

export const ABOUT_STATS: Stat[] = [count(CLAIMS.returnsFiled), RETENTION, REPLY, YEARS];

export const PAYROLL_STATS: Stat[] = [
  count(CLAIMS.employeesPaid, 2400),
  { value: CLAIMS.payrollDays.value, suffix: ' days', label: CLAIMS.payrollDays.counts },
  RETENTION,
  YEARS,
];

export const CAREERS_STATS: Stat[] = [count(CLAIMS.team, 2000), count(CLAIMS.clients)];

export const ADVISORY_STATS: Stat[] = [count(CLAIMS.clients), RETENTION, SAVING, YEARS];
