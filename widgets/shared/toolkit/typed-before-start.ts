// A visitor may type into a prerendered page before its scripts start. Hydration keeps what the
// fields hold but not the state behind them, so the next render would put the fields back to the
// state's values: a calculator takes up what was typed instead, as the visitor's edits, and the
// result follows it. Only a page that prerenders its calculators (the site) gives the take-up, so a
// widget's script, rendered in the browser where the fields always hold the state, carries none of it.
import { createContext } from 'react';

/** The fields whose element holds something other than the form's state, with what they hold. */
export type TakeUp = <Values>(root: HTMLElement | null, values: Values) => Partial<Values>;

/** The take-up a page of prerendered calculators gives (`typedBeforeStart`); none by default. */
export const TypedBeforeStart = createContext<TakeUp | null>(null);

/**
 * The fields whose element holds something other than the state: a text typed, or a switch turned,
 * before the page's scripts started. Only a field held as one text or one true/false is read; a
 * list (a group of checkboxes) or a choice starts from the state.
 */
export const typedBeforeStart: TakeUp = (root, values) => {
  const typed: Partial<typeof values> = {};
  if (!root) return typed;
  for (const element of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    const name = element.name as keyof typeof values;
    if (!(name in (values as object))) continue;
    const value = values[name];
    const isSwitch = element instanceof HTMLInputElement && element.type === 'checkbox';
    if (typeof value === 'string' && !isSwitch && element.type !== 'radio') {
      if (element.value !== value) typed[name] = element.value as (typeof values)[typeof name];
    } else if (typeof value === 'boolean' && isSwitch && element.checked !== value) {
      typed[name] = element.checked as (typeof values)[typeof name];
    }
  }
  return typed;
};
