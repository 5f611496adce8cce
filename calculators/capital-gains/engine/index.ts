// This calculator's public names: its figures, its working, its form and its types. The engine's
// entry (engine/index.ts) re-exports them; only re-exports here, so a bundle takes what it uses.
export { calculateCapitalGains, capitalGainsRates } from './calculate.ts';
export { explainCapitalGains } from './working.ts';
export {
  CAPITAL_GAINS_DISPOSAL_OPTIONAL_FIELDS,
  CAPITAL_GAINS_OPTIONAL_FIELDS,
  MAX_CAPITAL_GAINS_DISPOSALS,
  parseCapitalGainsForm,
} from './form.ts';
export * from './types.ts';
