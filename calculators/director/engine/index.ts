// This calculator's public names: its figures, its working, its form and its types. The engine's
// entry (engine/index.ts) re-exports them; only re-exports here, so a bundle takes what it uses.
export { calculateDirector } from './calculate.ts';
export { explainDirector } from './working.ts';
export { parseDirectorForm, DIRECTOR_OPTIONAL_FIELDS } from './form.ts';
export * from './types.ts';
