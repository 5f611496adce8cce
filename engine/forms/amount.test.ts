import { describe, expect, it } from 'vitest';
import { STUDENT_LOAN_PLANS } from '../types.ts';
import { readStudentLoanPlans } from './amount.ts';

describe('readStudentLoanPlans', () => {
  it('reads known plans from text or a list, once each, in the engine’s order', () => {
    expect(readStudentLoanPlans(' postgraduate,plan2  plan2 ')).toEqual(['plan2', 'postgraduate']);
    expect(readStudentLoanPlans(['plan5', 'plan1'])).toEqual(['plan1', 'plan5']);
    expect(readStudentLoanPlans(STUDENT_LOAN_PLANS.join(' '))).toEqual([...STUDENT_LOAN_PLANS]);
  });

  it('ignores unknown names, other cases and anything not text or a list', () => {
    expect(readStudentLoanPlans('plan3 Plan2 nonsense')).toEqual([]);
    for (const raw of [undefined, null, '', 42, { plan1: true }]) {
      expect(readStudentLoanPlans(raw)).toEqual([]);
    }
  });
});
