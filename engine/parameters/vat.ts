// Value Added Tax: the standard rate, which the practice's fees are quoted before or with, and the
// registration threshold a sole trader's turnover is measured against.
// Described, dated and cited as in income-tax.ts.
import * as C from './practice-citations.ts';
import { cited, unchanged, type ParameterGroup } from './parameter.ts';
import type { Citation } from '../types.ts';

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
  registrationThreshold: {
    description:
      'A business must register for VAT when its taxable turnover in the last 12 months goes over this (or is expected to in the next 30 days alone)',
    unit: 'currency-GBP',
    label: 'VAT registration threshold',
    values: {
      '2024-04-01': cited(90_000, C.vata1994sch1, C.si2024308, C.vatThresholds),
      // Held at £90,000 since: no order has changed it.
      '2025-04-06': unchanged('2026-11-28', C.vata1994sch1, C.vatThresholds),
      '2026-04-06': unchanged('2026-11-28', C.vata1994sch1, C.vatThresholds),
      '2027-04-06': unchanged('2026-11-28', C.vata1994sch1, C.vatThresholds),
    },
  },
} satisfies ParameterGroup;

/** GOV.UK's page on the thresholds, for text that says when a business must register. */
export const VAT_REGISTRATION_GUIDE: Citation = C.vatThresholds;
