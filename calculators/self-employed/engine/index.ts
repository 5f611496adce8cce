// This calculator's public names: its figures, its working, its form and its types. The engine's
// entry (engine/index.ts) re-exports them; only re-exports here, so a bundle takes what it uses.
export { calculateSelfEmployed } from './calculate.ts';
export { explainSelfEmployed } from './working.ts';
export { parseSelfEmployedForm, SELF_EMPLOYED_OPTIONAL_FIELDS } from './form.ts';
// The engine's known answer, which every widget checks on its page, is this calculator's.
export { engineSelfCheck } from './self-check.ts';
export * from './types.ts';
