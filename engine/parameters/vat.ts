// Value Added Tax: only the standard rate, which the practice's fees are quoted before or with.
// Described, dated and cited as in income-tax.ts.
import * as C from './practice-citations.ts';
import { cited, unchanged, type ParameterGroup } from './parameter.ts';

export const vat = {
  standardRate: {
    description: 'Standard rate of VAT, charged on the practice’s fees quoted before VAT',
    unit: 'rate',
    label: 'VAT standard rate',
    values: {
      '2025-04-06': cited(0.2, C.vata1994s2, C.vatRates),
      '2026-04-06': cited(0.2, C.vata1994s2, C.vatRates),
      '2027-04-06': unchanged('2026-11-28', C.vata1994s2),
    },
  },
} satisfies ParameterGroup;
