// The share link's fields (widgets/shared/share-fragment.ts) are the calculator widgets' field attributes:
// this fails when a widget gains, loses or retypes one and the fragment does not follow.
import { describe, expect, it } from 'vitest';
import { FIELDS, WITH_YEAR, type ShareKind } from '../../widgets/index.ts';
import { WIDGET_APIS } from '../../widgets/api.ts';
import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  HIDE_WORKING_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
} from '../../widgets/shared/shared-api.ts';
import { propertyName } from '../../widgets/shared/widget-api.ts';

describe('the fragment follows the widgets’ declared APIs', () => {
  const TAGS: Record<ShareKind, string> = {
    'self-employed': 'acct-self-employed-calculator',
    director: 'acct-director-calculator',
    planner: 'acct-salary-dividend-planner',
    expenses: 'acct-expense-calculator',
    payroll: 'acct-payroll-calculator',
  };
  const NOT_FIELDS = new Set<string>(
    [
      TAX_YEAR_ATTRIBUTE,
      BOOKING_URL_ATTRIBUTE,
      AUTO_CALCULATE_ATTRIBUTE,
      HIDE_WORKING_ATTRIBUTE,
    ].map(({ name }) => name),
  );
  for (const [kind, tag] of Object.entries(TAGS) as [ShareKind, string][]) {
    it(`${kind}: every field attribute of ${tag}, switches for its booleans, a year when it takes one`, () => {
      const api = WIDGET_APIS.find((widget) => widget.tag === tag);
      expect(api, tag).toBeDefined();
      const fields = api!.attributes.filter(({ name }) => !NOT_FIELDS.has(name));
      expect(Object.keys(FIELDS[kind]).sort()).toEqual(
        fields.map(({ name }) => propertyName(name)).sort(),
      );
      // A switch is written as `true` or left out: the attribute is a boolean, or an on/off choice.
      const onOff = (type: (typeof fields)[number]['type']) =>
        type.kind === 'boolean' ||
        (type.kind === 'enum' &&
          type.values.map(({ value }) => value).join() === ['false', 'true'].join());
      for (const { name, type } of fields)
        expect(FIELDS[kind][propertyName(name)] === 'switch', name).toBe(onOff(type));
      expect(WITH_YEAR.includes(kind)).toBe(
        api!.attributes.some(({ name }) => name === TAX_YEAR_ATTRIBUTE.name),
      );
    });
  }
});
