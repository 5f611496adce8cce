// The tax reduction for a landlord's finance costs (ITTOIA 2005 s272A, s274A, s274AA): mortgage
// interest and other finance costs of letting dwellings are not deducted from the property profit;
// instead income tax is reduced by the basic rate (the property basic rate from 2027-28) of the lowest
// of the finance costs with those brought forward, the property profits and adjusted total income, and
// what that leaves of the finance costs is carried forward.
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import type { PropertyParameters } from './tax.ts';
import type { FinanceCostLimit, FinanceCostRelief } from './types.ts';

export interface ReliefInput {
  /** This year's finance costs, your share. */
  financeCosts: number;
  broughtForward: number;
  /** The property allowance claimed instead of the expenses: no reduction (ITTOIA 2005 s783BL). */
  allowanceClaimed: boolean;
  /** The property profit, after any losses brought forward (none are asked for). */
  propertyProfit: number;
  /**
   * Net income less savings and dividend income and the allowances deducted from it (s274AA):
   * without savings or dividends, the taxable income.
   */
  adjustedTotalIncome: number;
  /** Income tax at Step 5 of ITA 2007 s23, before any reduction: the most a reduction can take. */
  taxBeforeReductions: number;
}

/**
 * The reduction and the carry-forward. With the property allowance no reduction is given and this
 * year's finance costs, deducted neither way, carry nothing forward (HMRC PIM4460); costs brought
 * forward from earlier years are taken to carry on to the next year untouched (see engine/README.md).
 * The reduction is given only so far as there is tax (ITA 2007 s29): what the tax is too small to take
 * is lost, since the law carries forward only the costs above the base.
 */
export function financeCostReliefOf(input: ReliefInput, p: PropertyParameters): FinanceCostRelief {
  const { financeCosts, broughtForward, allowanceClaimed, propertyProfit } = input;
  const adjustedTotalIncome = Math.max(0, input.adjustedTotalIncome);
  const rate = p.property.basicRate;
  const relievable = allowanceClaimed ? 0 : financeCosts + broughtForward;
  let reliefBase = relievable;
  let limitedBy: FinanceCostLimit = 'financeCosts';
  if (propertyProfit < reliefBase) {
    reliefBase = propertyProfit;
    limitedBy = 'propertyProfits';
  }
  if (adjustedTotalIncome < reliefBase) {
    reliefBase = adjustedTotalIncome;
    limitedBy = 'adjustedTotalIncome';
  }
  const full = roundTo(rate * reliefBase, 2);
  const reduction = Math.min(full, Math.max(0, roundTo(input.taxBeforeReductions, 2)));
  return {
    financeCosts,
    broughtForward,
    relievable,
    reliefBase,
    limitedBy,
    adjustedTotalIncome,
    rate,
    reduction,
    unusable: roundTo(full - reduction, 2),
    carriedForward: allowanceClaimed ? broughtForward : roundTo(relievable - reliefBase, 2),
  };
}
