// The working of the capital gains calculator: its figures in order, and what it says where the law
// has something to say (the band's order, losses, the 60 days, no payments on account).
import { describe, expect, it } from 'vitest';
import * as C from '../../../engine/parameters/citations.ts';
import type { FigureWorking } from '../../../engine/types.ts';
import { explainCapitalGains } from './working.ts';
import type { CapitalGainsInput } from './types.ts';

const texts = (figure: FigureWorking | undefined) => (figure?.steps ?? []).map(({ text }) => text);
const cites = (figure: FigureWorking | undefined) =>
  (figure?.steps ?? []).flatMap(({ references }) => references);

// Shares £20,000 gain with BADR, shares £10,000 gain, a flat £40,000 gain completed 10 September
// 2025, a £4,000 loss on shares; £2,000 brought forward; income £40,000 (band left 10,270).
const input: CapitalGainsInput = {
  income: 40_000,
  lossesBroughtForward: 2_000,
  scottishTaxpayer: true,
  disposals: [
    { kind: 'other', proceeds: 30_000, cost: 10_000, badr: true },
    { kind: 'other', proceeds: 25_000, cost: 14_000, costs: 1_000 },
    {
      kind: 'residential',
      proceeds: 240_000,
      cost: 195_000,
      costs: 5_000,
      completionDate: '2025-09-10',
    },
    { kind: 'other', proceeds: 6_000, cost: 10_000 },
  ],
};

describe('explainCapitalGains', () => {
  const working = explainCapitalGains(input, '2025-26');
  const figure = (name: string) => working.find((f) => f.figure === name);

  it('explains each figure in the order the sums are done', () => {
    expect(working.map(({ figure }) => figure)).toEqual([
      'gains',
      'losses.thisYear',
      'badr.usedThisYear',
      'taxableGains',
      'band.basicRateBandLeft',
      'capitalGainsTax',
      'residentialReturns.0.payment',
      'balancingPayment.amount',
    ]);
  });

  it('works out each gain and loss from the sale, and says the main home is not worked out', () => {
    expect(texts(figure('gains'))).toEqual([
      'Sale 1 (shares and other assets): £30,000 less cost £10,000 = a gain of £20,000',
      'Sale 2 (shares and other assets): £25,000 less cost £14,000 and costs £1,000 = a gain of £10,000',
      'Sale 3 (residential property): £240,000 less cost £195,000 and costs £5,000 = a gain of £40,000',
      expect.stringContaining('private residence relief'),
    ]);
    expect(cites(figure('gains'))).toContain(C.tcga1992s222);
    expect(texts(figure('losses.thisYear'))[0]).toBe(
      'Sale 4 (shares and other assets): £6,000 less cost £10,000 = a loss of £4,000',
    );
  });

  it('takes the year’s losses, the exempt amount, then losses brought forward', () => {
    // 70,000 − 4,000 − 3,000 − 2,000 = 61,000.
    expect(figure('taxableGains')?.steps.map(({ amount }) => amount)).toEqual([
      70_000, -4_000, -3_000, -2_000,
    ]);
    expect(figure('taxableGains')?.value).toBe(61_000);
  });

  it('says a Scottish taxpayer’s gains use the UK band', () => {
    expect(texts(figure('band.basicRateBandLeft'))).toContain(
      'A Scottish taxpayer pays Scottish income tax on earned income, but gains are charged by the UK basic rate band, as here',
    );
  });

  it('sets the deductions against the other gains, and BADR gains first in the band', () => {
    // Deductions 9,000 off the other 50,000 → 41,000. BADR 20,000 × 14% = 2,800 uses all 10,270
    // of the band: the other 41,000 × 24% = 9,840. Total £12,640.
    const tax = figure('capitalGainsTax');
    expect(texts(tax)).toEqual([
      'The losses and the annual exempt amount (£9,000) come off the gains that would bear the highest rate: £9,000 off other gains, £0 off gains at the Business Asset Disposal Relief rate',
      '£20,000 at 14% (Business Asset Disposal Relief) = £2,800.00',
      'Gains at the Business Asset Disposal Relief rate use the £10,270 of the basic rate band left first: £0 is left for other gains',
      '£41,000 at 24% (above the basic rate band) = £9,840.00',
    ]);
    expect(tax?.value).toBe(12_640);
    expect(cites(tax)).toEqual(expect.arrayContaining([C.tcga1992s1F, C.tcga1992s1I]));
  });

  it('gives the 60-day date and payment, leaving out the losses whose date is not known', () => {
    // 40,000 − 3,000 − 2,000 = 35,000: 10,270 × 18% = 1,848.60 + 24,730 × 24% = 5,935.20.
    const payment = figure('residentialReturns.0.payment');
    expect(payment?.label).toBe('Payment within 60 days: Sale 3 (residential property)');
    expect(texts(payment)[0]).toBe(
      'Sale 3 (residential property), completed on 10 September 2025: report and pay by 9 November 2025, the 60th day after completion',
    );
    expect(texts(payment)).toContain(
      'Losses whose dates are not known here (£4,000: on other assets, or entered as the year’s other losses) are left out: any made by the completion date would lower this payment',
    );
    expect(payment?.value).toBe(7_783.8);
  });

  it('says the rest is due on 31 January, with no payments on account', () => {
    const balancing = figure('balancingPayment.amount');
    expect(texts(balancing)).toEqual([
      'Capital gains tax for the year £12,640.00',
      'Less paid within 60 days of 10 September 2025 £7,783.80',
      'Due on 31 January 2027, with the year’s Self Assessment return',
      'No payments on account are due on capital gains tax: the payments on account of 31 January and 31 July are of income tax and Class 4 National Insurance only',
    ]);
    expect(balancing?.value).toBe(4_856.2);
    expect(cites(balancing)).toEqual(
      expect.arrayContaining([C.tma1970s59A, C.tma1970s59B, C.paymentsOnAccountGuide]),
    );
  });

  it('says when a residential loss completed after a gain is left out of its 60-day payment', () => {
    const later = explainCapitalGains(
      {
        income: 60_000,
        disposals: [
          { kind: 'residential', proceeds: 130_000, cost: 100_000, completionDate: '2025-08-01' },
          { kind: 'residential', proceeds: 100_000, cost: 110_000, completionDate: '2025-09-01' },
        ],
      },
      '2025-26',
    );
    const payment = later.find((f) => f.figure === 'residentialReturns.0.payment');
    expect(texts(payment)).toContain(
      'Residential losses completed after this sale (£10,000) are left out: they count in the year’s tax, and on any later return',
    );
    expect(texts(payment).join(' ')).not.toContain('dates are not known');
    // 30,000 − 3,000 = 27,000 × 24% = 6,480 paid; the year's 17,000 × 24% = 4,080: 2,400 repaid.
    const balancing = later.find((f) => f.figure === 'balancingPayment.amount');
    expect(balancing?.value).toBe(-2_400);
    expect(texts(balancing)[2]).toBe(
      'More was paid within 60 days than the year’s tax: the difference is repaid once the year’s Self Assessment return is in (due by 31 January 2027)',
    );
  });

  it('says how much of the brought-forward losses is carried on when they are not all needed', () => {
    const small = explainCapitalGains(
      {
        income: 60_000,
        lossesBroughtForward: 10_000,
        disposals: [{ kind: 'other', proceeds: 8_000, cost: 0 }],
      },
      '2026-27',
    );
    const carried = small.find((f) => f.figure === 'losses.carriedForward');
    // 8,000 − 3,000 = 5,000 used of 10,000: 5,000 carried on.
    expect(texts(carried)).toEqual(['Losses brought forward not needed this year £5,000']);
    expect(carried?.value).toBe(5_000);
  });

  it('refuses a year it does not have', () => {
    expect(() => explainCapitalGains(input, '2028-29' as never)).toThrow(RangeError);
  });
});
