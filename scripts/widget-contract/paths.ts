// Where the contract's files live in the repository and where a widget's script is published.
import { join, resolve } from 'node:path';
import type { WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The committed declarations, type-checked with the project and copied into dist/widgets/. */
export const DECLARATIONS_FILE = join(ROOT, 'widgets', 'acct-widgets.d.ts');

/** Where a widget's classic script is published, relative to the site's root. */
export const modulePath = (api: WidgetApi) => `widgets/${api.tag}.js`;
