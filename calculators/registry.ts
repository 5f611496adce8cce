// Every calculator's widget declaration, in the order the calculators declare.
// Written by `npm run calculators:index` from the folders of calculators/: do not edit.
import { capitalGainsCalculatorApi } from './capital-gains/widget/api.ts';
import { directorCalculatorApi } from './director/widget/api.ts';
import { expenseCalculatorApi } from './expenses/widget/api.ts';
import { incorporationCalculatorApi } from './incorporation/widget/api.ts';
import { payrollCalculatorApi } from './payroll/widget/api.ts';
import { salaryDividendPlannerApi } from './planner/widget/api.ts';
import { propertyIncomeCalculatorApi } from './property/widget/api.ts';
import { selfEmployedCalculatorApi } from './self-employed/widget/api.ts';
import { takeHomeCalculatorApi } from './take-home/widget/api.ts';

/** The calculators' declared widget APIs, in their declared order (`calculator.order`). */
export const CALCULATOR_APIS = [
  selfEmployedCalculatorApi,
  directorCalculatorApi,
  expenseCalculatorApi,
  payrollCalculatorApi,
  salaryDividendPlannerApi,
  incorporationCalculatorApi,
  propertyIncomeCalculatorApi,
  takeHomeCalculatorApi,
  capitalGainsCalculatorApi,
] as const;
