// The demo harness's catalogue of widgets, derived at build time from the widgets' declared APIs:
// the demo page itself imports no source, only this data (as the `virtual:acct-widget-catalogue`
// module) and the built bundles.
import type { AttributeControl, ThemeProperty, WidgetInfo } from '../demo/scripts/catalogue.ts';
import type { ReservedSpace } from '../demo/scripts/snippet.ts';
import { PRACTICE } from '../site/content/practice.ts';
import { PUBLISHED_WIDGET_APIS } from '../widgets/api.ts';
import type {
  AttributeApi,
  CssPropertyApi,
  WidgetApi,
} from '../widgets/shared/runtime/widget-api.ts';

export const CATALOGUE_MODULE = 'virtual:acct-widget-catalogue';

function attributeControl(attribute: AttributeApi): AttributeControl {
  const common = { name: attribute.name, label: attribute.label, hint: attribute.summary };
  if (attribute.type.kind === 'enum') {
    return {
      kind: 'select',
      ...common,
      options: [
        // A default that is a rule, not one of the values, is chosen by leaving the attribute out.
        ...(attribute.absent !== undefined
          ? [{ value: '', label: `Absent: ${attribute.absent}` }]
          : []),
        ...attribute.type.values.map(({ value, label }) => ({
          value,
          label: value === attribute.default ? `${label} (default)` : label,
        })),
      ],
    };
  }
  if (attribute.type.kind === 'boolean') {
    return {
      kind: 'select',
      ...common,
      options: [
        { value: '', label: 'Off (absent, the default)' },
        { value: 'true', label: 'On' },
      ],
    };
  }
  return {
    kind: 'text',
    ...common,
    ...(attribute.example !== undefined ? { placeholder: attribute.example } : {}),
    ...(attribute.preset !== undefined ? { initial: attribute.preset } : {}),
  };
}

const KINDS: Record<CssPropertyApi['syntax'], ThemeProperty['kind']> = {
  '<color>': 'color',
  '<length>': 'length',
  '<family-name>#': 'font',
};

function themeProperty(property: CssPropertyApi): ThemeProperty {
  const kind = KINDS[property.syntax];
  // The font control offers "Widget default" as its empty choice rather than the long stack.
  return {
    name: property.name,
    label: property.label,
    kind,
    initial: kind === 'font' ? '' : property.default,
  };
}

/**
 * The space a widget's embed holds before its script has run, from its declared `reservedHeight`;
 * a calculator's shows a link to its page on the practice's site meanwhile.
 */
export function reservedSpaceOf(api: WidgetApi): ReservedSpace | undefined {
  if (!api.reservedHeight) return undefined;
  return {
    height: api.reservedHeight,
    ...(api.calculator
      ? {
          fallback: {
            href: `${PRACTICE.siteUrl}${api.calculator.route}`,
            text: api.calculator.title,
          },
        }
      : {}),
  };
}

export function widgetInfo(api: WidgetApi): WidgetInfo {
  return {
    tag: api.tag,
    name: api.name,
    description: api.description,
    attributes: api.attributes.map(attributeControl),
    events: api.events.map((event) => event.name),
    theme: api.cssProperties.map(themeProperty),
    ...(api.reservedHeight ? { space: reservedSpaceOf(api) } : {}),
  };
}

export const WIDGETS: readonly WidgetInfo[] = PUBLISHED_WIDGET_APIS.map(widgetInfo);

/** The source of the `virtual:acct-widget-catalogue` module the harness imports. */
export function catalogueModule(widgets: readonly WidgetInfo[] = WIDGETS): string {
  return `export const WIDGETS = ${JSON.stringify(widgets)};\n`;
}
