import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../engine/index.ts';
import {
  allDeadlines,
  daysAfter,
  deadlinesOf,
  lastDay,
  upcomingDeadlines,
  yearBefore,
} from './deadlines.ts';

const dates = (year: string) =>
  Object.fromEntries(deadlinesOf(year).map((deadline) => [deadline.id, deadline.date]));

describe('the deadlines of a tax year', () => {
  // 2025/26 (6 April 2025 to 5 April 2026): Making Tax Digital for Income Tax has not started.
  it('2025/26', () => {
    expect(dates('2025-26')).toEqual({
      // PAYE for the tax month to 5 May 2025, then on the 22nd of each month to April 2026.
      'paye-2025-26': '2025-05-22',
      // VAT quarters to 30 June, 30 September, 31 December and 31 March: a month and 7 days after.
      'vat-2025-26-q1': '2025-08-07',
      'vat-2025-26-q2': '2025-11-07',
      'vat-2025-26-q3': '2026-02-07',
      'vat-2025-26-q4': '2026-05-07',
      // The year end: P60s by 31 May, P11Ds by 6 July, Class 1A by 22 July (electronically).
      'p60-2025-26': '2026-05-31',
      'p11d-2025-26': '2026-07-06',
      'class-1a-2025-26': '2026-07-22',
      // TMA 1970 s59A(2)(b): 31 July after the year; s7: 5 October; s8: 31 October and 31 January.
      'second-payment-on-account-2025-26': '2026-07-31',
      'register-2025-26': '2026-10-05',
      'paper-return-2025-26': '2026-10-31',
      'online-return-2025-26': '2027-01-31',
    });
    expect(deadlinesOf('2025-26').some((deadline) => deadline.topic === 'making-tax-digital')).toBe(
      false,
    );
  });

  // 2026/27: Making Tax Digital reaches qualifying income over £50,000 (in 2024/25).
  it('2026/27', () => {
    expect(dates('2026-27')).toEqual({
      'paye-2026-27': '2026-05-22',
      // Updates for the quarters to 5 July, 5 October, 5 January and 5 April fall on the VAT days.
      'vat-2026-27-q1': '2026-08-07',
      'mtd-2026-27-q1': '2026-08-07',
      'vat-2026-27-q2': '2026-11-07',
      'mtd-2026-27-q2': '2026-11-07',
      'vat-2026-27-q3': '2027-02-07',
      'mtd-2026-27-q3': '2027-02-07',
      'vat-2026-27-q4': '2027-05-07',
      'mtd-2026-27-q4': '2027-05-07',
      'p60-2026-27': '2027-05-31',
      'p11d-2026-27': '2027-07-06',
      'class-1a-2026-27': '2027-07-22',
      'second-payment-on-account-2026-27': '2027-07-31',
      'register-2026-27': '2027-10-05',
      'paper-return-2026-27': '2027-10-31',
      'online-return-2026-27': '2028-01-31',
    });
    const update = deadlinesOf('2026-27').find(({ id }) => id === 'mtd-2026-27-q1');
    expect(update?.who).toBe(
      'Sole traders and landlords whose qualifying income in 2024/25 was over £50,000',
    );
    const online = deadlinesOf('2026-27').find(({ id }) => id === 'online-return-2026-27');
    expect(online?.detail).toContain('first payment on account for 2027/28');
    expect(online?.detail).toContain('final declaration for 2026/27');
  });

  it('cover every year the engine has, and the year before the first', () => {
    const years = new Set(allDeadlines().map(({ id }) => id.match(/\d{4}-\d{2}/)![0]));
    expect([...years].sort()).toEqual([yearBefore(TAX_YEARS[0]), ...TAX_YEARS]);
  });

  it('are unique by id and in date order', () => {
    const all = allDeadlines();
    expect(new Set(all.map(({ id }) => id)).size).toBe(all.length);
    expect(all.map(({ date }) => date)).toEqual(all.map(({ date }) => date).sort());
  });
});

describe('deadlines still to come', () => {
  it('on 25 November 2025: the 2024/25 return on 31 January 2026 first, none already past', () => {
    const upcoming = upcomingDeadlines('2025-11-25');
    // PAYE repeats monthly to 22 April 2026, so it is still to come.
    expect(upcoming.map(({ id }) => id).slice(0, 3)).toEqual([
      'paye-2025-26',
      'online-return-2024-25',
      'vat-2025-26-q3',
    ]);
    expect(upcoming.every((deadline) => lastDay(deadline) >= '2025-11-25')).toBe(true);
    expect(upcoming.map(({ id }) => id)).not.toContain('vat-2025-26-q2');
  });

  it('on 28 November 2026: the 2025/26 return next, and 2026/27’s updates', () => {
    const ids = upcomingDeadlines('2026-11-28').map(({ id }) => id);
    expect(ids).toContain('online-return-2025-26');
    expect(ids).toContain('mtd-2026-27-q3');
    expect(ids).not.toContain('mtd-2026-27-q2');
  });
});

describe('dates worked out', () => {
  it.each([
    // 10 May + 60 days: 21 days left in May, 30 in June, 9 in July.
    ['2021-05-10', 60, '2021-07-09'],
    // Across a year end: 31 days of December less the 1st, then 30 days of January.
    ['2025-12-01', 60, '2026-01-30'],
    // Across a leap February: 29 days in February 2028.
    ['2028-02-01', 60, '2028-04-01'],
  ])('%s + %s days is %s', (from, days, to) => {
    expect(daysAfter(from, days)).toBe(to);
  });

  it('the last month of a monthly deadline', () => {
    const paye = deadlinesOf('2025-26').find(({ id }) => id === 'paye-2025-26')!;
    expect(lastDay(paye)).toBe('2026-04-22');
  });
});
