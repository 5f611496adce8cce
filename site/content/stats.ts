// The practice's headline numbers. Count-ups run 2,000–2,400 ms; 500 takes 2,200.
import { ACCOUNTS_FEES, FROM_PRICES, vatNote } from './fees.ts';

export type Stat = {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  label: string;
  /** Count-up length in ms (2,000–2,400; the counter to 500 takes 2,200). */
  duration?: number;
  /** A fee (from the fee table) rather than a result or a count. */
  price?: boolean;
};

export const HOME_STATS: Stat[] = [
  {
    value: 3.2,
    decimals: 1,
    prefix: '£',
    suffix: 'k',
    label: 'Average annual tax savings',
    duration: 2400,
  },
  { value: 2, suffix: ' days', label: 'Average payroll turnaround', duration: 2000 },
  { value: 24, suffix: ' hours', label: 'Response time, guaranteed', duration: 2000 },
  { value: 20, suffix: ' years', label: 'Combined experience', duration: 2200 },
];

export const ACCOUNTS_STATS: Stat[] = [
  {
    value: FROM_PRICES.accounts.amount,
    prefix: 'From £',
    label: `per month ${vatNote(FROM_PRICES.accounts.vat)}, ${ACCOUNTS_FEES[0]!.teamSize.toLowerCase()}`,
    duration: 2000,
    price: true,
  },
  { value: 20, suffix: ' years', label: 'Filing company accounts', duration: 2000 },
  { value: 500, suffix: '+', label: 'Clients served', duration: 2200 },
];

export const TAX_SERVICES_STATS: Stat[] = [
  {
    value: 3.2,
    decimals: 1,
    prefix: '£',
    suffix: 'k',
    label: 'Average annual savings',
    duration: 2400,
  },
  { value: 24, suffix: ' hours', label: 'Response time', duration: 2000 },
  { value: 98, suffix: '%', label: 'Client retention', duration: 2000 },
  { value: 500, suffix: '+', label: 'Returns filed', duration: 2200 },
];

export const ABOUT_STATS: Stat[] = [
  { value: 500, suffix: '+', label: 'Tax returns filed', duration: 2200 },
  { value: 98, suffix: '%', label: 'Client retention', duration: 2000 },
  { value: 24, suffix: ' hours', label: 'Response time', duration: 2000 },
  { value: 15, suffix: '+', label: 'Years in practice', duration: 2000 },
];

export const PAYROLL_STATS: Stat[] = [
  { value: 2500, suffix: '+', label: 'Employees paid monthly', duration: 2400 },
  { value: 2, suffix: ' days', label: 'Average processing time', duration: 2000 },
  { value: 99.8, decimals: 1, suffix: '%', label: 'Client satisfaction', duration: 2400 },
  { value: 20, suffix: '+', label: 'Years of payroll experience', duration: 2000 },
];

export const CAREERS_STATS: Stat[] = [
  { value: 15, label: 'Specialists in the team', duration: 2000 },
  { value: 150, suffix: '+', label: 'Happy clients', duration: 2200 },
];

export const ADVISORY_STATS: Stat[] = [
  { value: 1200, suffix: '+', label: 'Projects delivered', duration: 2400 },
  { value: 500, suffix: '+', label: 'Clients advised', duration: 2200 },
  { value: 98, suffix: '%', label: 'Client retention', duration: 2000 },
  { value: 20, suffix: ' years', label: 'Combined experience', duration: 2000 },
];
