// Value Added Tax: only the standard rate, which the practice's fees are quoted before or with.
// Dated and cited as the other parameter files; sources.ts describes it under the same name.
import * as C from './practice-citations.ts';
import { cited, type ParameterGroup } from './parameter.ts';

export const vat = {
  standardRate: {
    unit: 'rate',
    label: 'VAT standard rate',
    values: {
      '2025-04-06': cited(0.2, C.vata1994s2, C.vatRates),
      '2026-04-06': cited(0.2, C.vata1994s2, C.vatRates),
    },
  },
} satisfies ParameterGroup;
