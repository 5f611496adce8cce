// What a visitor types into a calculator when its speed is measured (scripts/bench/typing.ts) and
// tested (tests/site/typing.spec.ts): its first amount field, with any count or list the result
// also waits for (a payroll's employees, the sales of a capital gains year) holding its documented
// example, so that the amount is all the result waits for.
import type { WidgetApi } from '../widgets/shared/runtime/widget-api.ts';
import { propertyName } from '../widgets/shared/runtime/widget-api.ts';
import {
  calculatorFields,
  type CalculatorField,
} from '../widgets/shared/toolkit/share-fragment.ts';

export interface TypingScenario {
  /** The field typed into; its input is named after it. */
  typed: CalculatorField;
  /** The other fields given, by property name (a share link's fields). */
  fields: Record<string, string>;
  /** The same, by attribute name (a widget element's attributes). */
  attributes: Array<[name: string, value: string]>;
}

export function typingScenario(api: WidgetApi): TypingScenario {
  const all = calculatorFields(api);
  const typed = all.find(({ field }) => field.kind === 'amount');
  if (typed === undefined) throw new Error(`${api.tag} has no amount field to type into`);
  const fields: Record<string, string> = {};
  const attributes: Array<[string, string]> = [];
  for (const attribute of api.attributes) {
    const kind = attribute.field?.kind;
    if ((kind !== 'count' && kind !== 'rows') || !attribute.example) continue;
    fields[propertyName(attribute.name)] = attribute.example;
    attributes.push([attribute.name, attribute.example]);
  }
  return { typed, fields, attributes };
}
