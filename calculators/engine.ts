// Every calculator's engine entry, which the engine's public entry (engine/index.ts) re-exports.
// Written by `npm run calculators:index` from the folders of calculators/: do not edit.
export * from './capital-gains/engine/index.ts';
export * from './director/engine/index.ts';
export * from './expenses/engine/index.ts';
export * from './incorporation/engine/index.ts';
export * from './payroll/engine/index.ts';
export * from './planner/engine/index.ts';
export * from './property/engine/index.ts';
export * from './self-employed/engine/index.ts';
export * from './take-home/engine/index.ts';
