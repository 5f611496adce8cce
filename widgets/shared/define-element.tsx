import r2wc, { type R2WCBaseProps, type R2WCRenderer } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { clearR2wcProp } from './r2wc-internals.ts';
import { WidgetHostContext } from './widget-host.ts';
import { propertyName, r2wcType, type CamelCase, type WidgetApi } from './widget-api.ts';

type AttributedApi<Name extends string> = Pick<WidgetApi<Name>, 'tag' | 'attributes'>;

export type WidgetElementOptions<Name extends string, Props extends object> = {
  /** The widget's declared API (widgets/<name>/api.ts): its tag and attributes. */
  api: AttributedApi<Name>;
  component: ComponentType<Props>;
  /** CSS text (imported with `?inline`) adopted into the shadow root, in order. */
  styles: string[];
} & (string extends Name
  ? unknown
  : [Exclude<CamelCase<Name>, keyof Props>] extends [never]
    ? unknown
    : { 'declared attributes missing from the props': Exclude<CamelCase<Name>, keyof Props> });

const sheets = new Map<string, CSSStyleSheet>();

type AttributeCallback = {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

function supportsConstructableSheets(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

/**
 * Styles go in as constructable stylesheets: a page with a strict CSP (no 'unsafe-inline' for
 * styles) blocks a run-time <style> element but not `adoptedStyleSheets`. One sheet per CSS text is
 * shared by every instance on the page.
 */
function adoptStyles(root: ShadowRoot, styles: string[]) {
  if (supportsConstructableSheets()) {
    root.adoptedStyleSheets = styles.map((css) => {
      let sheet = sheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      }
      return sheet;
    });
    return;
  }
  for (const css of styles) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}

/**
 * A page that sets a property before the element is defined (a script loaded `async` or by a tag
 * manager, a framework binding, a ref) leaves an own field that shadows the class's setter, so the
 * value would be lost. On upgrade each such field is removed and its value set through the setter.
 */
function upgradeProperties(element: HTMLElement, props: Iterable<string>) {
  const fields = element as unknown as Record<string, unknown>;
  for (const prop of props) {
    if (!Object.prototype.hasOwnProperty.call(element, prop)) continue;
    const value = fields[prop];
    delete fields[prop];
    fields[prop] = value;
  }
}

export type HostedProps = R2WCBaseProps & Record<string, unknown>;

/**
 * How r2wc renders: React's root API through named imports only. (r2wc's own React binding imports
 * React's default export, which on the light build keeps the whole of preact/compat in the bundle.)
 */
export const renderer: R2WCRenderer<
  HostedProps,
  { root: Root; Component: ComponentType<HostedProps> }
> = {
  mount(container, Component, props) {
    const root = createRoot(container);
    root.render(createElement(Component, props));
    return { root, Component };
  },
  update: ({ root, Component }, props) => root.render(createElement(Component, props)),
  unmount: ({ root }) => root.unmount(),
};

/**
 * Registers `component` as a custom element rendered by React in an open shadow root. Registration is
 * idempotent, so loading the same bundle twice (or the classic and the ES build) does not throw.
 * Returns the element class that is registered under `tag`.
 */
export function defineWidgetElement<const Name extends string, Props extends object>(
  options: WidgetElementOptions<Name, Props>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const { tag, attributes } = options.api;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const Component = options.component as ComponentType<Record<string, unknown>>;
  function Hosted({ container, ...props }: HostedProps) {
    // r2wc passes its shadow root as `container`, though its types say the host element.
    const root: Node | undefined = container;
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
    return (
      <WidgetHostContext.Provider value={host}>
        <Component {...props} />
      </WidgetHostContext.Provider>
    );
  }

  const Base = r2wc(
    Hosted,
    {
      shadow: 'open',
      props: Object.fromEntries(
        attributes.map((attribute) => [propertyName(attribute.name), r2wcType(attribute.type)]),
      ),
    },
    renderer,
  );
  const styles = options.styles;

  const propByAttribute = new Map<string, string>(
    attributes.map((attribute) => [attribute.name, propertyName(attribute.name)]),
  );
  const flags = new Set<string>(
    attributes.filter(({ type }) => type.kind === 'boolean').map(({ name }) => name),
  );

  class WidgetElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
      upgradeProperties(this, propByAttribute.values());
    }

    // r2wc ignores an attribute that is removed or emptied, so the old value would stay in force.
    // Removing `booking-url` must remove the booking link: drop the prop and render again.
    attributeChangedCallback(name: string, oldValue: string | null, given: string | null) {
      // A boolean attribute is on when present, as in HTML (`<… scottish-taxpayer>`); r2wc alone
      // would read the empty value as false.
      const newValue = given === '' && flags.has(name) ? 'true' : given;
      const prop = propByAttribute.get(name);
      if (prop && (newValue === null || newValue === '') && clearR2wcProp(this, prop)) return;
      (Base.prototype as unknown as AttributeCallback).attributeChangedCallback.call(
        this,
        name,
        oldValue,
        newValue,
      );
    }
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}
