import { describe, expectTypeOf, it } from 'vitest';
import type {
  DirectorInput,
  DirectorResult,
  ExpensesFormResult,
  ExpensesResult,
  PayrollInput,
  PayrollResult,
  PlannerResult,
  SelfEmployedInput,
  SelfEmployedResult,
  TaxYear,
} from '../../engine/index.ts';
import type { ConsentState } from './consent-store.ts';
import type {
  AcctConsentState,
  AcctDirectorInput,
  AcctDirectorResult,
  AcctExpensesInput,
  AcctExpensesResult,
  AcctPayrollInput,
  AcctPayrollResult,
  AcctPlannerResult,
  AcctSelfEmployedInput,
  AcctSelfEmployedResult,
  AcctTaxYear,
} from './events.ts';

// events.ts is copied into the partners' .d.ts without imports; these checks (run by tsc) keep its
// standalone types in step with the engine's.
type ParsedExpenses = Extract<ExpensesFormResult, { success: true }>['data'];

describe('published event types', () => {
  it('match the engine types they describe', () => {
    expectTypeOf<TaxYear>().toEqualTypeOf<AcctTaxYear>();
    expectTypeOf<SelfEmployedInput>().toEqualTypeOf<AcctSelfEmployedInput>();
    expectTypeOf<SelfEmployedResult>().toEqualTypeOf<AcctSelfEmployedResult>();
    expectTypeOf<DirectorInput>().toEqualTypeOf<AcctDirectorInput>();
    expectTypeOf<DirectorResult>().toEqualTypeOf<AcctDirectorResult>();
    expectTypeOf<ParsedExpenses>().toExtend<AcctExpensesInput>();
    expectTypeOf<ExpensesResult>().toEqualTypeOf<AcctExpensesResult>();
    expectTypeOf<PayrollInput>().toEqualTypeOf<AcctPayrollInput>();
    expectTypeOf<PayrollResult>().toEqualTypeOf<AcctPayrollResult>();
    expectTypeOf<PlannerResult>().toEqualTypeOf<AcctPlannerResult>();
    expectTypeOf<ConsentState>().toEqualTypeOf<AcctConsentState>();
  });
});
