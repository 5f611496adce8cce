// The Custom Elements Manifest (schema 2.1) of the widgets' declared APIs, which the build publishes
// with the bundles for editors and catalogues.
import type { Package } from 'custom-elements-manifest';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import {
  propertyName,
  typeText,
  type AttributeApi,
  type WidgetApi,
} from '../../widgets/shared/runtime/widget-api.ts';
import { modulePath } from './paths.ts';

export const MANIFEST_SCHEMA_VERSION = '2.1.0';

function manifestAttribute(attribute: AttributeApi) {
  return {
    name: attribute.name,
    fieldName: propertyName(attribute.name),
    type: { text: typeText(attribute.type) },
    ...(attribute.default !== undefined ? { default: attribute.default } : {}),
    summary: attribute.summary,
    description: attribute.description,
  };
}

function manifestField(attribute: AttributeApi) {
  return {
    kind: 'field' as const,
    name: propertyName(attribute.name),
    type: { text: `${typeText(attribute.type)} | undefined` },
    ...(attribute.default !== undefined ? { default: `'${attribute.default}'` } : {}),
    attribute: attribute.name,
    reflects: true,
    summary: attribute.summary,
    description: attribute.description,
  };
}

export function customElementsManifest(
  apis: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS,
): Package {
  return {
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    readme: 'widgets/README.md',
    modules: apis.map((api) => ({
      kind: 'javascript-module' as const,
      path: modulePath(api),
      declarations: [
        {
          kind: 'class' as const,
          customElement: true as const,
          name: api.className,
          tagName: api.tag,
          summary: api.name,
          description: api.description,
          superclass: { name: 'HTMLElement', package: 'global:' },
          attributes: api.attributes.map(manifestAttribute),
          members: api.attributes.map(manifestField),
          events: api.events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detailType}>` },
            description: event.description,
          })),
          cssProperties: api.cssProperties.map((property) => ({
            name: property.name,
            syntax: property.syntax,
            default: property.default,
            description: property.description,
          })),
          cssParts: api.parts.map((part) => ({ name: part.name, description: part.description })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition' as const,
          name: api.tag,
          declaration: { name: api.className, module: modulePath(api) },
        },
      ],
    })),
  };
}
