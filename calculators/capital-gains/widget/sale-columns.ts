// A sale's values as its share-link row and the `disposals` attribute write them, in the order the
// engine's form reads them. Apart from api.ts, which the bundles replace with what an element needs
// at run time, because the component reads the columns too.
import { CAPITAL_GAINS_ASSET_KINDS } from '../../../engine/index.ts';
import type { ScenarioColumn } from '../../../widgets/shared/runtime/widget-api.ts';

/** A sale's values, in the order the engine's form reads them (a sale's share-link row). */
export const SALE_COLUMNS: readonly ScenarioColumn[] = [
  { name: 'kind', label: 'Kind', field: { kind: 'choice', values: CAPITAL_GAINS_ASSET_KINDS } },
  { name: 'proceeds', label: 'Sold for', field: { kind: 'amount' } },
  { name: 'cost', label: 'Cost', field: { kind: 'amount' } },
  { name: 'costs', label: 'Costs of buying, selling and improving', field: { kind: 'amount' } },
  { name: 'badr', label: 'Business Asset Disposal Relief', field: { kind: 'switch' } },
  { name: 'completionDate', label: 'Completion date', field: { kind: 'date' } },
];
