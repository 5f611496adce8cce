// This calculator's public names: its figures, its working, its form and its types. The engine's
// entry (engine/index.ts) re-exports them; only re-exports here, so a bundle takes what it uses.
export { calculateProperty } from './figures.ts';
export { explainProperty } from './working.ts';
export {
  parsePropertyForm,
  PROPERTY_OPTIONAL_FIELDS,
  OTHER_INCOME_KIND_HINT,
  OWNERSHIP_SHARE_HINT,
} from './form.ts';
export { OTHER_INCOME_KINDS } from './types.ts';
export type * from './types.ts';
