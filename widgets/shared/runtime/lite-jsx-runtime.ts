/**
 * `react/jsx-runtime` and `react/jsx-dev-runtime` in the light build (see lite-react.ts): Preact's. Importing lite-react.ts first
 * installs its props hook before any element is created, whichever module creates the first.
 */
import './lite-react.ts';

export { Fragment, jsx, jsxDEV, jsxs } from 'preact/jsx-runtime';
