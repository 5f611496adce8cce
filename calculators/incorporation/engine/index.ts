// This calculator's public names: its figures, its working, its form and its types. The engine's
// entry (engine/index.ts) re-exports them; only re-exports here, so a bundle takes what it uses.
export { businessStructureSides } from './calculate.ts';
export {
  businessStructureChart,
  compareBusinessStructures,
  prepareComparisonChart,
} from './chart.ts';
export { explainBusinessStructures } from './working.ts';
export { parseIncorporationForm, INCORPORATION_OPTIONAL_FIELDS } from './form.ts';
export * from './types.ts';
