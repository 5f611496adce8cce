// Everything derived from the widgets' declared APIs (widgets/<name>/api.ts): the Custom Elements
// Manifest (manifest.ts), the TypeScript declarations (typings.ts) and the README sections
// (readme.ts). `npm run docs:widgets` writes the committed copies; the build publishes the manifest
// and the declarations with the bundles.
export { DECLARATIONS_FILE, ROOT } from './paths.ts';
export { customElementsManifest } from './manifest.ts';
export { widgetDeclarations } from './typings.ts';
export {
  elementsOverview,
  generatedReadmes,
  partsOverview,
  themeOverview,
  widgetReadmeSection,
} from './readme.ts';
