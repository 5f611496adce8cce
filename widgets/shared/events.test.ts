import { describe, expectTypeOf, it } from 'vitest';
import type {
  BusinessStructureResult,
  DirectorInput,
  DirectorResult,
  ExpensesFormResult,
  ExpensesResult,
  IncorporationFormResult,
  PayrollInput,
  PayrollResult,
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
  AcctIncorporationInput,
  AcctIncorporationResult,
  AcctPayrollInput,
  AcctPayrollResult,
  AcctSelfEmployedInput,
  AcctSelfEmployedResult,
  AcctTaxYear,
} from './events.ts';

// events.ts is copied into the partners' .d.ts without imports; these checks (run by tsc) keep its
// standalone types in step with the engine's.
type ParsedExpenses = Extract<ExpensesFormResult, { success: true }>['data'];
type ParsedIncorporation = Extract<IncorporationFormResult, { success: true }>['data'];

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
    expectTypeOf<ParsedIncorporation>().toExtend<AcctIncorporationInput>();
    expectTypeOf<BusinessStructureResult>().toExtend<AcctIncorporationResult>();
    expectTypeOf<ConsentState>().toEqualTypeOf<AcctConsentState>();
  });
});
