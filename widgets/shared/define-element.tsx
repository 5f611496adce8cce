import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { config as zodConfig } from 'zod/mini';
import { WidgetHostContext } from './widget-host.ts';

// Partner pages may forbid eval ('unsafe-eval' absent from script-src). zod probes for it with
// `new Function` to speed up object parsing, which such a page reports as a CSP violation; the
// widgets parse a few small forms, so they do without.
zodConfig({ jitless: true });

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetElementOptions<Props extends object> {
  /** Custom-element tag, `acct-` prefixed. */
  tag: `acct-${string}`;
  component: ComponentType<Props>;
  /** Component props that are reflected from attributes (camelCase name → attribute type). */
  attributes: Partial<Record<Extract<keyof Props, string>, AttributeType>>;
  /** CSS text (imported with `?inline`) adopted into the shadow root, in order. */
  styles: string[];
}

const sheets = new Map<string, CSSStyleSheet>();

// r2wc keeps its props and render step under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
type R2wcInternals = {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
};
type AttributeCallback = {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
};

const toAttributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

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
 * Registers `component` as a custom element rendered by React in an open shadow root. Registration is
 * idempotent, so loading the same bundle twice (or the classic and the ES build) does not throw.
 * Returns the element class that is registered under `tag`.
 */
export function defineWidgetElement<Props extends object>(
  options: WidgetElementOptions<Props>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(options.tag);
  if (existing) return existing;

  const Component = options.component as ComponentType<Record<string, unknown>>;
  function Hosted({ container, ...props }: { container?: HTMLElement | ShadowRoot }) {
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : null;
    return (
      <WidgetHostContext.Provider value={host}>
        <Component {...props} />
      </WidgetHostContext.Provider>
    );
  }

  const Base = r2wc(Hosted, {
    shadow: 'open',
    props: options.attributes as Record<string, AttributeType>,
  });
  const styles = options.styles;

  const propByAttribute = new Map(
    Object.keys(options.attributes).map((prop) => [toAttributeName(prop), prop]),
  );

  class WidgetElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, styles);
    }

    // r2wc ignores an attribute that is removed or emptied, so the old value would stay in force.
    // Removing `booking-url` must remove the booking link: drop the prop and render again.
    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      const prop = propByAttribute.get(name);
      if (prop && (newValue === null || newValue === '')) {
        const internals = this as unknown as R2wcInternals;
        delete internals[R2WC_PROPS][prop];
        internals[R2WC_RENDER]();
        return;
      }
      (Base.prototype as unknown as AttributeCallback).attributeChangedCallback.call(
        this,
        name,
        oldValue,
        newValue,
      );
    }
  }

  customElements.define(options.tag, WidgetElement);
  return WidgetElement;
}
