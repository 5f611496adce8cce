// The capital gains form: a list of sales, each read field by field like the other forms (amounts
// through the shared reader, so "48k" is £48,000 and nonsense is refused at its field), then the
// year's income, losses and circumstances. A sale's field is named by its place in the list
// (`disposals.0.proceeds`), so a widget can show the message beside it.
import { amountField, optionalFieldsOf, toSwitch } from '../../../engine/forms/amount.ts';
import {
  accept,
  field,
  parseFields,
  refuse,
  valueField,
  type FieldParser,
} from '../../../engine/forms/fields.ts';
import { isoDay, realIsoDay } from './dates.ts';
import {
  CAPITAL_GAINS_ASSET_KINDS,
  type CapitalGainsAssetKind,
  type CapitalGainsDisposal,
  type CapitalGainsField,
  type CapitalGainsFormRaw,
  type CapitalGainsFormResult,
} from './types.ts';

/** The most sales the form takes: more than a year's usual disposals; a trader's total fits in one. */
export const MAX_CAPITAL_GAINS_DISPOSALS = 20;

/** What the list of sales says when it has none, or too many. */
export const DISPOSALS_HINT = 'Add at least one sale';
export const TOO_MANY_DISPOSALS = `Enter at most ${MAX_CAPITAL_GAINS_DISPOSALS} sales: add smaller ones together`;

/** What a sale's kind says when a page passes something else. */
export const ASSET_KIND_HINT = 'Choose residential property or shares and other assets';

/** What the completion date says when it is not a day. */
export const COMPLETION_DATE_HINT = 'Enter the completion date as a date, like 14/08/2025';

/** 'residential' or 'other' in any case; empty or absent is 'other'. */
const kindField: FieldParser<CapitalGainsAssetKind> = (raw) => {
  if (raw === undefined || raw === null) return accept('other');
  if (typeof raw !== 'string') return refuse(ASSET_KIND_HINT);
  const text = raw.trim().toLowerCase();
  if (text === '') return accept('other');
  return CAPITAL_GAINS_ASSET_KINDS.indexOf(text as CapitalGainsAssetKind) >= 0
    ? accept(text as CapitalGainsAssetKind)
    : refuse(ASSET_KIND_HINT);
};

/**
 * A day as a date field gives it ('2025-08-14') or as people write it in the UK ('14/08/2025',
 * '14/8/2025', '14.08.2025', '14-08-2025'); empty is none. A day that does not exist is refused.
 */
const completionDateField: FieldParser<string | null> = (raw) => {
  if (raw === undefined || raw === null) return accept(null);
  if (typeof raw !== 'string') return refuse(COMPLETION_DATE_HINT);
  const text = raw.trim();
  if (text === '') return accept(null);
  const iso = realIsoDay(text);
  if (iso !== null) return accept(iso);
  const written = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const day =
    written === null ? null : isoDay(Number(written[3]), Number(written[2]), Number(written[1]));
  return day === null ? refuse(COMPLETION_DATE_HINT) : accept(day);
};

const disposalFields = {
  kind: kindField,
  proceeds: amountField('Proceeds must be positive', 'Proceeds too large', 'required'),
  cost: amountField('Cost must be positive', 'Cost too large', 'required'),
  costs: amountField('Costs must be positive', 'Costs too large', 'optional'),
  badr: valueField(toSwitch),
  completionDate: completionDateField,
};

const capitalGainsFormFields = {
  income: amountField('Income must be positive', 'Income too large', 'required'),
  lossesThisYear: amountField('Losses must be positive', 'Losses too large', 'optional'),
  lossesBroughtForward: amountField('Losses must be positive', 'Losses too large', 'optional'),
  badrLifetimeUsed: amountField(
    'Relief already used must be positive',
    'Relief already used too large',
    'optional',
  ),
  scottishTaxpayer: valueField(toSwitch),
};

/** The form's own fields that may be left empty (then 0), in the form's order. */
export const CAPITAL_GAINS_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(capitalGainsFormFields);

/** Each sale's fields that may be left empty (the costs: then 0). */
export const CAPITAL_GAINS_DISPOSAL_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(disposalFields);

/** The list of sales, or null when a page's value cannot even be read as one. */
function listOf(raw: unknown): readonly unknown[] | null {
  try {
    const list = field(raw, 'disposals');
    if (!Array.isArray(list)) return null;
    // Copied here, so a list whose elements throw when read counts its bad elements as empty.
    const copy: unknown[] = [];
    for (let index = 0; index < list.length; index += 1) {
      try {
        copy.push(list[index]);
      } catch {
        copy.push(undefined);
      }
    }
    return copy;
  } catch {
    return null;
  }
}

export function parseCapitalGainsForm(
  raw: CapitalGainsFormRaw | null | undefined,
): CapitalGainsFormResult {
  const errors: Partial<Record<CapitalGainsField, string>> = {};
  let refused = false;
  const own = parseFields(capitalGainsFormFields, raw);
  if (!own.success) {
    Object.assign(errors, own.errors);
    refused = true;
  }
  const list = listOf(raw);
  const disposals: CapitalGainsDisposal[] = [];
  if (list === null || list.length === 0) {
    errors.disposals = DISPOSALS_HINT;
    refused = true;
  } else if (list.length > MAX_CAPITAL_GAINS_DISPOSALS) {
    errors.disposals = TOO_MANY_DISPOSALS;
    refused = true;
  } else {
    for (let index = 0; index < list.length; index += 1) {
      const sale = parseFields(disposalFields, list[index]);
      if (sale.success) {
        disposals.push(sale.data);
        continue;
      }
      refused = true;
      for (const name in sale.errors) {
        const message = sale.errors[name as keyof typeof disposalFields];
        if (message !== undefined)
          errors[`disposals.${index}.${name as keyof typeof disposalFields}`] = message;
      }
    }
  }
  if (refused || !own.success) return { success: false, errors };
  return { success: true, data: { ...own.data, disposals } };
}
