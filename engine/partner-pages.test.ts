// The engine on partners' pages whose scripts replace built-ins (engine/testing.ts installs them):
// what it shares gives the same answers there as here, and its self-check notices a broken built-in.
// Each calculator's own tests run its figures, its working and its form on the same pages.
import { describe, expect, it } from 'vitest';
import * as clean from './index.ts';
import { onPrototypePage, onThrowingPage, replace } from './testing.ts';

type Engine = typeof clean;

/** What the engine gives beside its calculators: a year's rates, a typed amount, the self-check. */
const shared = (engine: Engine) => ({
  rates: engine.ratesFor('2026-27'),
  amount: engine.readAmount('£1,234.50k'),
  plans: engine.readStudentLoanPlans('plan2, plan1 postgraduate'),
  selfCheck: engine.engineSelfCheck(),
});

describe('the engine on a page that replaces built-ins', () => {
  it('gives the same answers under Prototype 1.6, loaded before the engine', async () => {
    const got = await onPrototypePage(shared);
    expect(got).toEqual(shared(clean));
    expect(got.selfCheck).toBe(true);
  });

  it('gives the same answers when every Array iteration method throws', async () => {
    expect(await onThrowingPage(shared)).toEqual(shared(clean));
  });

  it('tells a widget when the built-ins give wrong answers', () => {
    const restore = replace(Math, { round: (value: number) => Math.floor(value) + 0.5 });
    let check: boolean;
    try {
      check = clean.engineSelfCheck();
    } finally {
      restore();
    }
    expect(check).toBe(false);
    expect(clean.engineSelfCheck()).toBe(true);
  });
});
