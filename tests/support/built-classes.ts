// The widget bundles write their classes in one or two letters (scripts/short-class-names.ts). A
// test that looks inside a built widget's shadow root by class writes the source's names, and reads
// them through `built`.
import { classNameMap, renameClasses } from '../../scripts/short-class-names.ts';

const names = classNameMap();

/** A selector as the built widgets write it: `.acct-results__stale` → `.x`. */
export const built = (selector: string) => renameClasses(selector, names);
