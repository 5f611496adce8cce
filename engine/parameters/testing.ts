// Test support: every parameter group resolved at once, for tests and checks across all the
// parameters. The calculators each resolve only their own groups (parameters-for.ts), and no
// production module imports this one (a lint rule refuses it), so no bundle carries every group.
import { corporationTax, employerNI } from './company.ts';
import { dividends, incomeTax, savings, scales, scottishIncomeTax } from './income-tax.ts';
import { employeeNI, selfEmployedNI } from './national-insurance.ts';
import { resolverFor, type Resolver, type TaxParameters } from './parameters-for.ts';
import { accountancyFees, calculator, expensePresets, expenses, payroll } from './practice.ts';
import {
  childBenefit,
  paymentsOnAccount,
  pensions,
  studentLoans,
  trading,
} from './self-assessment.ts';
import { vat } from './vat.ts';

/**
 * Every group and scale in force on the first day (6 April) of `taxYear`. The calculators each
 * resolve only their own groups; this is for tests and for checks across all the parameters.
 */
export const parametersFor: Resolver<TaxParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax,
    dividends,
    savings,
    scottishIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    trading,
    paymentsOnAccount,
    selfEmployedNI,
    employeeNI,
    employerNI,
    corporationTax,
    vat,
    expensePresets,
    expenses,
    payroll,
    accountancyFees,
    calculator,
  },
  scales,
);
