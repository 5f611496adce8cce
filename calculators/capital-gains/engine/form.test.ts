import { describe, expect, it } from 'vitest';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';
import {
  ASSET_KIND_HINT,
  CAPITAL_GAINS_DISPOSAL_OPTIONAL_FIELDS,
  CAPITAL_GAINS_OPTIONAL_FIELDS,
  COMPLETION_DATE_HINT,
  DISPOSALS_HINT,
  MAX_CAPITAL_GAINS_DISPOSALS,
  TOO_MANY_DISPOSALS,
  parseCapitalGainsForm,
} from './form.ts';
import type { CapitalGainsDisposalRaw } from './types.ts';

const share = { proceeds: '20k', cost: '£12,000' };

describe('parseCapitalGainsForm', () => {
  it('reads amounts as typed, switches, kinds and dates', () => {
    expect(
      parseCapitalGainsForm({
        income: '48k',
        lossesBroughtForward: '£1,234.50',
        scottishTaxpayer: 'on',
        disposals: [
          { ...share, costs: '250', badr: 'on' },
          {
            kind: 'Residential ',
            proceeds: '£310,000',
            cost: '1.2m',
            completionDate: '14/08/2025',
          },
        ],
      }),
    ).toEqual({
      success: true,
      data: {
        income: 48_000,
        lossesThisYear: 0,
        lossesBroughtForward: 1_234.5,
        badrLifetimeUsed: 0,
        scottishTaxpayer: true,
        disposals: [
          {
            kind: 'other',
            proceeds: 20_000,
            cost: 12_000,
            costs: 250,
            badr: true,
            completionDate: null,
          },
          {
            kind: 'residential',
            proceeds: 310_000,
            cost: 1_200_000,
            costs: 0,
            badr: false,
            completionDate: '2025-08-14',
          },
        ],
      },
    });
  });

  it('names the optional fields: the losses, the relief used, a sale’s costs', () => {
    expect(CAPITAL_GAINS_OPTIONAL_FIELDS).toEqual([
      'lossesThisYear',
      'lossesBroughtForward',
      'badrLifetimeUsed',
    ]);
    expect(CAPITAL_GAINS_DISPOSAL_OPTIONAL_FIELDS).toEqual(['costs']);
  });

  it('requires the income and each sale’s proceeds and cost: empty is refused, never 0', () => {
    expect(
      parseCapitalGainsForm({ income: '', disposals: [{ proceeds: '', cost: 'abc' }] }),
    ).toEqual({
      success: false,
      errors: {
        income: AMOUNT_HINT,
        'disposals.0.proceeds': AMOUNT_HINT,
        'disposals.0.cost': AMOUNT_HINT,
      },
    });
  });

  it('refuses negative and too large amounts with their own messages, at their fields', () => {
    expect(
      parseCapitalGainsForm({
        income: '-1',
        lossesThisYear: '(100)',
        badrLifetimeUsed: '20m',
        disposals: [share, { proceeds: '−5', cost: '1000m', costs: '-£3' }],
      }),
    ).toEqual({
      success: false,
      errors: {
        income: 'Income must be positive',
        lossesThisYear: 'Losses must be positive',
        badrLifetimeUsed: 'Relief already used too large',
        'disposals.1.proceeds': 'Proceeds must be positive',
        'disposals.1.cost': 'Cost too large',
        'disposals.1.costs': 'Costs must be positive',
      },
    });
  });

  it('needs at least one sale, and no more than the most it takes', () => {
    for (const disposals of [undefined, null, [], 'a sale', { 0: share }]) {
      expect(
        parseCapitalGainsForm({ income: '30k', disposals } as unknown as Parameters<
          typeof parseCapitalGainsForm
        >[0]),
      ).toEqual({ success: false, errors: { disposals: DISPOSALS_HINT } });
    }
    const many: CapitalGainsDisposalRaw[] = [];
    for (let n = 0; n <= MAX_CAPITAL_GAINS_DISPOSALS; n += 1) many.push(share);
    expect(parseCapitalGainsForm({ income: '30k', disposals: many })).toEqual({
      success: false,
      errors: { disposals: TOO_MANY_DISPOSALS },
    });
    expect(parseCapitalGainsForm({ income: '30k', disposals: many.slice(1) }).success).toBe(true);
  });

  it('refuses an unknown kind; an empty one is shares and other assets', () => {
    const kindOf = (kind: unknown) =>
      parseCapitalGainsForm({
        income: '0',
        disposals: [{ ...share, kind } as CapitalGainsDisposalRaw],
      });
    expect(kindOf('house')).toEqual({
      success: false,
      errors: { 'disposals.0.kind': ASSET_KIND_HINT },
    });
    expect(kindOf(3)).toEqual({ success: false, errors: { 'disposals.0.kind': ASSET_KIND_HINT } });
    for (const empty of ['', '  ', null, undefined]) {
      const parsed = kindOf(empty);
      expect(parsed.success && parsed.data.disposals[0]?.kind).toBe('other');
    }
  });

  it.each([
    ['2025-08-14', '2025-08-14'],
    ['14/08/2025', '2025-08-14'],
    ['4/8/2025', '2025-08-04'],
    ['14.08.2025', '2025-08-14'],
    ['14-08-2025', '2025-08-14'],
    [' 29/02/2028 ', '2028-02-29'],
    ['', null],
  ])('reads the completion date %j as %j', (completionDate, iso) => {
    const parsed = parseCapitalGainsForm({
      income: '0',
      disposals: [{ ...share, kind: 'residential', completionDate }],
    });
    expect(parsed.success && parsed.data.disposals[0]?.completionDate).toBe(iso);
  });

  it.each(['31/02/2025', '29/02/2026', '2025-13-01', '08/14/2025', '14 Aug', 'yesterday', '2025'])(
    'refuses the completion date %j, which is no day',
    (completionDate) => {
      expect(
        parseCapitalGainsForm({
          income: '0',
          disposals: [{ ...share, kind: 'residential', completionDate }],
        }),
      ).toEqual({
        success: false,
        errors: { 'disposals.0.completionDate': COMPLETION_DATE_HINT },
      });
    },
  );

  it('never throws: a sale whose fields throw when read counts them as missing', () => {
    const hostile = {
      get proceeds(): string {
        throw new Error('no');
      },
      cost: '1000',
    };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(
      parseCapitalGainsForm({
        income: '0',
        disposals: [hostile, revoked.proxy] as unknown as CapitalGainsDisposalRaw[],
      }),
    ).toEqual({
      success: false,
      errors: {
        'disposals.0.proceeds': AMOUNT_HINT,
        'disposals.1.proceeds': AMOUNT_HINT,
        'disposals.1.cost': AMOUNT_HINT,
      },
    });
    expect(parseCapitalGainsForm(null)).toEqual({
      success: false,
      errors: { income: AMOUNT_HINT, disposals: DISPOSALS_HINT },
    });
  });
});
