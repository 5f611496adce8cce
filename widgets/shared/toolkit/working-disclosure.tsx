// "How we worked this out": a disclosure under a result that lists, figure by figure, the engine's
// working steps with each rate or threshold used and links to where it is set. The steps are drawn by
// a part loaded on demand (working-steps.tsx), preloaded once the result is on screen: the panel is
// then filled, hidden, so that opening it is instant and a printed page carries it.
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { Working } from '../../../engine/index.ts';
import { onDemand, usePart, type Part } from '../runtime/parts.ts';
import { OnDemand, PartNotice, useFocusAfterRetry } from './on-demand.tsx';

const workingSteps = onDemand(() => import('./working-steps.tsx'));

/** The notes of one figure's working, as sentences: the reasons beside its arithmetic. */
export function workingNotes(working: Working, figure: string): string {
  const notes: string[] = [];
  for (const entry of working)
    if (entry.figure === figure)
      for (const step of entry.steps) if (step.amount === null) notes.push(`${step.text}.`);
  return notes.join(' ');
}

/**
 * The exact amount a figure shown in whole pounds was rounded from, or null when it was not rounded
 * (or is not in the working): a row can then say so rather than show '£48,001.00' for £48,000.50.
 */
export function roundedFrom(working: Working, figure: string): number | null {
  for (const entry of working)
    if (entry.figure === figure && entry.unrounded !== undefined) return entry.unrounded;
  return null;
}

/**
 * A working worked out when it is wanted rather than with the figures: `explain(...args)`, its rules
 * loaded on demand, e.g. `{ explain: explainDirector, args: [input, taxYear] }` with
 * `const explainDirector = (input, year) => import('…/working.ts').then((m) => m.explainDirector(input, year))`
 * declared once in the calculator's module. It is asked for once per result (per `args`).
 */
export interface WorkingOnDemand<Args extends readonly unknown[]> {
  // A method, so an `explain` of any input is one of these.
  explain(...args: Args): Promise<Working>;
  args: Args;
}

export type WorkingSource = Working | WorkingOnDemand<readonly unknown[]>;

const onDemandWorking = (source: WorkingSource): source is WorkingOnDemand<readonly unknown[]> =>
  'explain' in source;

const sameWorking = (a: WorkingSource, b: WorkingSource) =>
  a === b ||
  (onDemandWorking(a) &&
    onDemandWorking(b) &&
    a.explain === b.explain &&
    a.args.length === b.args.length &&
    a.args.every((arg, index) => Object.is(arg, b.args[index])));

/** The working as a part: ready when it came with the figures, else worked out when wanted. */
function workingPart(source: WorkingSource): Part<{ working: Working }> {
  if (onDemandWorking(source))
    return onDemand(() => source.explain(...source.args).then((working) => ({ working })));
  const module = { working: source };
  return { load: () => Promise.resolve(module), module };
}

/** One part per result: `source` is written afresh on every render, its `args` only per result. */
function useWorkingPart(source: WorkingSource): Part<{ working: Working }> {
  const [kept, setKept] = useState(source);
  const current = sameWorking(kept, source) ? kept : source;
  if (current !== kept) setKept(current);
  return useMemo(() => workingPart(current), [current]);
}

/** The working's steps for `source`, once worked out, or the notice while it is not. */
function Explained({
  source,
  wanted,
  open,
  children,
}: {
  source: WorkingSource;
  wanted: 'now' | 'idle';
  open: boolean;
  children: (working: Working) => ReactNode;
}) {
  const state = usePart(useWorkingPart(source), wanted);
  const { wrapper, onRetry } = useFocusAfterRetry(state.status === 'loaded');
  if (state.status === 'loaded')
    return (
      <div className="acct-on-demand" ref={wrapper}>
        {children(state.module.working)}
      </div>
    );
  return open ? <PartNotice state={state} what="the working" onRetry={onRetry} /> : null;
}

export interface WorkingDisclosureProps {
  /**
   * The result's working, or how to work it out on demand; null when it was not worked out (the
   * disclosure is then left out).
   */
  working: WorkingSource | null;
  /** The `hide-working` attribute: leaves the disclosure out. */
  hidden?: boolean | undefined;
}

/**
 * The button and its panel. The panel is always rendered, `hidden` while closed, so a print
 * stylesheet can show it and the button's `aria-controls` always points at something.
 */
export function WorkingDisclosure({ working, hidden }: WorkingDisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (hidden || working === null) return null;
  const panelId = `${id}-panel`;
  const wanted = open ? 'now' : 'idle';
  return (
    <div className="acct-working" part="working">
      <button
        type="button"
        className="acct-working__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="acct-working__chevron" />
        How we worked this out
      </button>
      <div className="acct-working__panel" id={panelId} hidden={!open}>
        <p className="acct-working__intro">
          Each figure step by step, with the rates and thresholds used and where the law or HMRC
          sets them.
        </p>
        <OnDemand part={workingSteps} wanted={wanted} what="the working" shown={open}>
          {({ WorkingSteps }) => (
            <Explained source={working} wanted={wanted} open={open}>
              {(explained) => <WorkingSteps working={explained} />}
            </Explained>
          )}
        </OnDemand>
      </div>
    </div>
  );
}
