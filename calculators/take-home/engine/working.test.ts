import { describe, expect, it } from 'vitest';
import { explainTakeHome } from './working.ts';

/** The band extension note of the year's balance, and the parameters it names. */
function extensionNote(residence: 'scotland' | 'england') {
  const working = explainTakeHome(
    {
      pay: 60_000,
      residence,
      pensionMethod: 'relief-at-source',
      pensionEmployeePercent: 5,
      pensionBasis: 'all-pay',
    },
    '2025-26',
  );
  const steps = working.find((entry) => entry.figure === 'afterTheYear.balance')?.steps ?? [];
  const note = steps.find((step) => step.text.startsWith('Relief at source contributions'));
  return note && { text: note.text, parameters: note.parameters.map((use) => use.name) };
}

describe('the year’s balance: relief at source contributions move the taxpayer’s own bands', () => {
  it.each([
    // 5% of £60,000 = £3,000 gross: the Scottish thresholds from the intermediate rate up move.
    [
      'scotland',
      'Relief at source contributions of £3,000.00 raise the Scottish intermediate rate threshold and those above it by as much',
      [
        'scottishIncomeTax.intermediateRateFrom',
        'scottishIncomeTax.higherRateFrom',
        'scottishIncomeTax.advancedRateFrom',
        'scottishIncomeTax.topRateFrom',
      ],
    ],
    // The same £3,000 elsewhere in the UK widens the basic rate band.
    [
      'england',
      'Relief at source contributions of £3,000.00 widen the basic rate band by as much',
      ['incomeTax.basicRateBand'],
    ],
  ] as const)('%s', (residence, text, parameters) => {
    expect(extensionNote(residence)).toEqual({ text, parameters });
  });
});
