// The comparison's answer in words: which structure leaves more, by how much, before and after the
// practice's fees. The result leads with it, the live region says it, and the booking link carries it.
import type { BusinessStructureResult } from '../../../engine/index.ts';
import { formatPounds } from '../../../widgets/shared/toolkit/money.ts';

type Answerable = Pick<BusinessStructureResult, 'difference' | 'differenceBeforeFees'>;

/** Which side a difference favours, to the pound the answer shows. */
function favours(difference: number): 'company' | 'soleTrader' | 'neither' {
  const pounds = Math.round(difference);
  return pounds > 0 ? 'company' : pounds < 0 ? 'soleTrader' : 'neither';
}

/** The clause for a difference taken on its own: "a limited company would leave you £4,210 more a year". */
function clause(difference: number): string {
  const amount = formatPounds(Math.abs(difference));
  switch (favours(difference)) {
    case 'company':
      return `A limited company would leave you ${amount} more a year`;
    case 'soleTrader':
      return `Staying a sole trader would leave you ${amount} more a year than a limited company`;
    case 'neither':
      return 'A limited company and staying a sole trader would leave you the same';
  }
}

/**
 * "A limited company would leave you £4,210 more a year, or £3,010 after our fees"; without the
 * fees, the same before them, and saying so. Plain text within the booking link's headline rules.
 */
export function answerInWords(result: Answerable, feesIncluded: boolean): string {
  const before = result.differenceBeforeFees;
  if (!feesIncluded) return `${clause(before)}, before accountancy fees`;
  const after = result.difference;
  const side = favours(before);
  if (favours(after) === side) {
    return side === 'neither'
      ? `${clause(before)}, before and after our fees`
      : `${clause(before)}, or ${formatPounds(Math.abs(after))} after our fees`;
  }
  const afterFees =
    favours(after) === 'neither'
      ? 'the same'
      : favours(after) === 'company'
        ? `${formatPounds(after)} more with a company`
        : `${formatPounds(-after)} more as a sole trader`;
  return `${clause(before)} before fees, but ${afterFees} after our fees`;
}
