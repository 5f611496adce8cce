import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RefObject } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormResult, TaxYear } from '../../../engine/index.ts';
import type { AcctCalculateDetail } from '../runtime/events.ts';
import { SETTLE_MS, useCalculatorForm, type CalculatorFormState } from './use-calculator-form.ts';
import { TypedBeforeStart, typedBeforeStart } from './typed-before-start.ts';

type Values = { first: string; second: string };
type Input = { first: number; second: number };
type Result = { total: number; year: TaxYear };

// Refuses negative numbers, so a test can make either field (or both) invalid.
function parse(values: Values): FormResult<Input, keyof Values> {
  const input = { first: Number(values.first), second: Number(values.second) };
  const errors: Partial<Record<keyof Values, string>> = {};
  if (input.first < 0) errors.first = 'First must be positive';
  if (input.second < 0) errors.second = 'Second must be positive';
  return Object.keys(errors).length ? { success: false, errors } : { success: true, data: input };
}

const compute = (input: Input, year: TaxYear): Result => ({
  total: input.first + input.second,
  year,
});

// Fake timers: a test says when the visitor's typing has settled rather than waiting for it.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The visitor stops typing: the settle delay passes. */
const settle = () => act(() => vi.advanceTimersByTime(SETTLE_MS));

function setup(taxYear: string | undefined | null) {
  const onCalculate = vi.fn<(detail: AcctCalculateDetail<Input, Result>) => void>();
  const events = vi.fn<(detail: AcctCalculateDetail<Input, Result>) => void>();
  let form!: CalculatorFormState<Values, Input, Result>;

  function Harness({ year }: { year: string | undefined | null }) {
    form = useCalculatorForm({
      initial: { first: '1', second: '2' },
      parse,
      compute,
      taxYear: year,
      onCalculate,
    });
    return (
      <div ref={form.rootRef}>
        {(['first', 'second'] as const).map((name) => (
          <input
            key={name}
            aria-label={name}
            value={form.values[name]}
            onChange={(event) => form.setField(name)(event.target.value)}
            aria-invalid={form.errors[name] ? true : undefined}
          />
        ))}
        <button type="button" onClick={form.calculate}>
          Calculate
        </button>
      </div>
    );
  }

  const view = render(<Harness year={taxYear} />);
  view.container.addEventListener('acct-calculate', (event) =>
    events((event as CustomEvent<AcctCalculateDetail<Input, Result>>).detail),
  );
  // Synchronous events: user-event waits on timers, which are fake here. Each character is one
  // change, as typing makes them.
  const fill = async (name: keyof Values, value: string) => {
    const input = screen.getByLabelText(name);
    input.focus();
    for (let end = 0; end <= value.length; end += 1) {
      fireEvent.change(input, { target: { value: value.slice(0, end) } });
    }
  };
  const calculate = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  };
  const shown = () => form.calculation;
  return { view, Harness, onCalculate, events, fill, calculate, shown, form: () => form };
}

describe('useCalculatorForm', () => {
  it('works out the typed values at once on a press and emits the detail', async () => {
    const { fill, calculate, shown, events, onCalculate } = setup('2026-27');
    await fill('first', '10');
    await calculate();
    expect(shown()).toMatchObject({
      input: { first: 10, second: 2 },
      result: { total: 12, year: '2026-27' },
      taxYear: '2026-27',
    });
    const detail = { taxYear: '2026-27', input: { first: 10, second: 2 }, result: shown()?.result };
    expect(events).toHaveBeenCalledWith(detail);
    expect(onCalculate).toHaveBeenCalledWith(detail);
    // The press settled the change: the pending settle neither repeats it nor reports it again,
    // and a second press on the same fields is no new change.
    await settle();
    await calculate();
    expect(events).toHaveBeenCalledTimes(1);
    expect(onCalculate).toHaveBeenCalledTimes(1);
  });

  it('follows the fields as the visitor types, once they settle, and reports each settled change once', async () => {
    const { fill, shown, events } = setup(undefined);
    await fill('first', '10');
    // Mid-typing nothing is worked out or reported.
    expect(shown()).toBeNull();
    expect(events).not.toHaveBeenCalled();
    await settle();
    expect(shown()).toMatchObject({ input: { first: 10, second: 2 }, result: { total: 12 } });
    expect(events).toHaveBeenCalledTimes(1);

    await fill('second', '30');
    await settle();
    expect(shown()?.result.total).toBe(40);
    expect(events).toHaveBeenCalledTimes(2);
    expect(events.mock.calls[1]?.[0]).toMatchObject({ input: { first: 10, second: 30 } });

    // Typed back to what was last reported: nothing new to report.
    await fill('second', '3');
    await fill('second', '30');
    await settle();
    expect(events).toHaveBeenCalledTimes(2);
  });

  it('marks the shown result out of date while a field is invalid, keeping it on show', async () => {
    const { fill, shown, events, form } = setup(undefined);
    await fill('first', '5');
    await settle();
    expect(form().stale).toBe(false);
    await fill('first', '-5');
    await settle();
    expect(form().errors).toEqual({ first: 'First must be positive' });
    expect(form().stale).toBe(true);
    expect(shown()?.result.total).toBe(7);
    // Typing does not take focus to the invalid field; the visitor is in it already.
    expect(screen.getByLabelText('first')).toHaveFocus();
    await fill('first', '6');
    await settle();
    expect(form().stale).toBe(false);
    expect(form().errors).toEqual({});
    expect(shown()?.result.total).toBe(8);
    expect(events).toHaveBeenCalledTimes(2);
  });

  it('before any result, shows the errors only of the fields the visitor has edited', async () => {
    const { fill, form } = setup(undefined);
    await fill('second', '-1');
    await settle();
    expect(form().errors).toEqual({ second: 'Second must be positive' });
    expect(form().calculation).toBeNull();
    expect(form().stale).toBe(false);
  });

  it('on a press shows every error and focuses the first invalid field in document order', async () => {
    const { fill, calculate, shown, events, form } = setup(undefined);
    await calculate();
    expect(shown()).not.toBeNull();
    await fill('second', '-1');
    await fill('first', '-1');
    screen.getByRole('button').focus();
    await calculate();
    expect(form().errors).toEqual({
      first: 'First must be positive',
      second: 'Second must be positive',
    });
    expect(form().stale).toBe(true);
    expect(screen.getByLabelText('first')).toHaveFocus();
    expect(events).toHaveBeenCalledTimes(1);

    // A second failed press focuses again, now the only invalid field.
    await fill('first', '3');
    screen.getByRole('button').focus();
    await calculate();
    expect(screen.getByLabelText('second')).toHaveFocus();

    await fill('second', '4');
    await calculate();
    expect(form().errors).toEqual({});
    expect(shown()?.result.total).toBe(7);
  });

  it('recomputes a shown result for a year the visitor picks, and reports it once settled', async () => {
    const { calculate, shown, events, form } = setup(undefined);
    act(() => form().changeYear('2026-27'));
    expect(form().taxYear).toBe('2026-27');
    await calculate();
    act(() => form().changeYear('2025-26'));
    expect(shown()).toMatchObject({ taxYear: '2025-26', result: { year: '2025-26' } });
    expect(events).toHaveBeenCalledTimes(1);
    await settle();
    expect(events).toHaveBeenCalledTimes(2);
    expect(events.mock.calls[1]?.[0]).toMatchObject({ taxYear: '2025-26' });
  });

  it('follows a changed tax-year attribute and falls back to the default for unknown ones', () => {
    const { view, Harness, form } = setup('1999-00');
    expect(form().taxYear).toBe('2025-26');
    view.rerender(<Harness year="2026-27" />);
    expect(form().taxYear).toBe('2026-27');
  });

  it('recomputes a shown result when the tax-year attribute changes, without an event', async () => {
    const { view, Harness, calculate, shown, events, form } = setup('2025-26');
    await calculate();
    expect(shown()).toMatchObject({ taxYear: '2025-26', result: { year: '2025-26' } });
    view.rerender(<Harness year="2026-27" />);
    expect(form().taxYear).toBe('2026-27');
    expect(shown()).toMatchObject({ taxYear: '2026-27', result: { year: '2026-27' } });
    await settle();
    expect(events).toHaveBeenCalledTimes(1);
  });

  it('reports taxYear null for a calculator whose figures do not depend on the year', async () => {
    const { calculate, events } = setup(null);
    await calculate();
    expect(events.mock.calls[0]?.[0]).toMatchObject({ taxYear: null, result: { total: 3 } });
  });
});

describe('useCalculatorForm prefill and autoCalculate', () => {
  function prefilled(first: string | undefined, auto: boolean, second = '2') {
    const events = vi.fn();
    const onCalculate = vi.fn();
    let form!: CalculatorFormState<Values, Input, Result>;
    function Harness({ first, auto }: { first: string | undefined; auto: boolean }) {
      form = useCalculatorForm({
        initial: { first: '1', second },
        prefill: { first },
        autoCalculate: auto,
        parse,
        compute,
        taxYear: undefined,
        onCalculate,
      });
      return (
        <div ref={form.rootRef}>
          <input aria-label="first" value={form.values.first} readOnly />
          <input aria-label="second" value={form.values.second} readOnly />
        </div>
      );
    }
    const view = render(<Harness first={first} auto={auto} />);
    view.container.addEventListener('acct-calculate', events);
    return { view, Harness, events, onCalculate, form: () => form };
  }

  it('starts the field from the prefill, as text, and does not calculate without autoCalculate', () => {
    const { form } = prefilled('£50,000', false);
    expect(form().values).toEqual({ first: '£50,000', second: '2' });
    expect(form().calculation).toBeNull();
  });

  it('calculates on mount and again when a prefill changes, with no event', () => {
    const { view, Harness, events, onCalculate, form } = prefilled('10', true);
    expect(form().calculation).toMatchObject({ input: { first: 10, second: 2 } });
    view.rerender(<Harness first="20" auto />);
    expect(form().values.first).toBe('20');
    expect(form().calculation).toMatchObject({ result: { total: 22 } });
    expect(events).not.toHaveBeenCalled();
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it('shows the field errors of a bad prefill without moving focus', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const { form } = prefilled('-5', true);
    expect(form().errors).toEqual({ first: 'First must be positive' });
    expect(form().calculation).toBeNull();
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('marks no field the prefill left for the visitor (a link carrying part of a scenario) until a press', () => {
    // `second` is invalid but not given: the page filled in `first` only.
    const { form } = prefilled('10', true, '-1');
    expect(form().values).toEqual({ first: '10', second: '-1' });
    expect(form().errors).toEqual({});
    expect(form().calculation).toBeNull();
    act(() => form().calculate());
    expect(form().errors).toEqual({ second: 'Second must be positive' });
  });

  it('a result on show follows a changed prefill without autoCalculate, with no event', () => {
    const { view, Harness, events, form } = prefilled('10', true);
    view.rerender(<Harness first="10" auto={false} />);
    view.rerender(<Harness first="30" auto={false} />);
    expect(form().calculation).toMatchObject({ result: { total: 32 } });
    expect(events).not.toHaveBeenCalled();
  });

  it('calculates when autoCalculate turns on after load (a page reading its URL)', () => {
    const { view, Harness, form } = prefilled(undefined, false);
    expect(form().calculation).toBeNull();
    view.rerender(<Harness first="7" auto />);
    expect(form().calculation).toMatchObject({ result: { total: 9 } });
  });
});

describe('useCalculatorForm on a prerendered page', () => {
  type Typed = { amount: string; second: string; scottish: boolean };
  const onCalculate = vi.fn();
  let form!: CalculatorFormState<Typed, Input, Result>;

  function Harness() {
    form = useCalculatorForm<Typed, Input, Result>({
      initial: { amount: '', second: '2', scottish: false },
      parse: ({ amount, second }) => parse({ first: amount || '0', second }),
      compute,
      taxYear: undefined,
      onCalculate,
    });
    return (
      <form ref={form.rootRef as unknown as RefObject<HTMLFormElement>}>
        <input
          aria-label="amount"
          name="amount"
          value={form.values.amount}
          onChange={(event) => form.setField('amount')(event.target.value)}
        />
        <input
          aria-label="second"
          name="second"
          value={form.values.second}
          onChange={(event) => form.setField('second')(event.target.value)}
        />
        <input
          aria-label="scottish"
          name="scottish"
          type="checkbox"
          checked={form.values.scottish}
          onChange={(event) => form.setField('scottish')(event.target.checked)}
        />
      </form>
    );
  }

  /**
   * The server's markup, what the visitor does to it before the scripts start, then hydration, on a
   * page that gives the take-up (the site) unless `page` is false (a partner's page, say).
   */
  async function hydrateAfter(typing: (container: HTMLElement) => void, page = true) {
    const app = page ? (
      <TypedBeforeStart value={typedBeforeStart}>
        <Harness />
      </TypedBeforeStart>
    ) : (
      <Harness />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    typing(container);
    await act(async () => {
      hydrateRoot(container, app);
    });
    return container;
  }

  it('takes up what was typed before it started, as the visitor’s edits, and keeps it on show', async () => {
    onCalculate.mockClear();
    const container = await hydrateAfter((page) => {
      page.querySelector<HTMLInputElement>('[name="amount"]')!.value = '40';
      page.querySelector<HTMLInputElement>('[name="scottish"]')!.checked = true;
    });
    expect(form.values).toEqual({ amount: '40', second: '2', scottish: true });
    expect(container.querySelector<HTMLInputElement>('[name="amount"]')!.value).toBe('40');
    await settle();
    // 40 + 2, reported as the visitor's own calculation.
    expect(form.calculation).toMatchObject({ result: { total: 42 } });
    expect(onCalculate).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('takes up nothing where the page gives no take-up', async () => {
    onCalculate.mockClear();
    const container = await hydrateAfter((page) => {
      page.querySelector<HTMLInputElement>('[name="amount"]')!.value = '40';
    }, false);
    expect(form.values).toEqual({ amount: '', second: '2', scottish: false });
    await settle();
    expect(onCalculate).not.toHaveBeenCalled();
    container.remove();
  });

  it('takes up nothing, and works nothing out, when nothing was typed', async () => {
    onCalculate.mockClear();
    const container = await hydrateAfter(() => {});
    expect(form.values).toEqual({ amount: '', second: '2', scottish: false });
    await settle();
    expect(form.calculation).toBeNull();
    expect(onCalculate).not.toHaveBeenCalled();
    container.remove();
  });
});
