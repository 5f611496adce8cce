import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WidgetHostContext } from './widget-host.ts';
import { readBooleanAttribute } from './boolean-attribute.ts';
import { adoptStyles } from './style-sheets.ts';
import { elementType, propertyName, type CamelCase, type WidgetApi } from './widget-api.ts';

type AttributedApi<Name extends string> = Pick<WidgetApi<Name>, 'tag' | 'attributes'>;

export type WidgetElementOptions<Name extends string, Props extends object> = {
  /** The widget's declared API (widgets/<name>/api.ts): its tag and attributes. */
  api: AttributedApi<Name>;
  component: ComponentType<Props>;
  /** CSS text (imported with `?inline`) adopted into the shadow root, in order (style-sheets.ts). */
  styles: string[];
} & (string extends Name
  ? unknown
  : [Exclude<CamelCase<Name>, keyof Props>] extends [never]
    ? unknown
    : { 'declared attributes missing from the props': Exclude<CamelCase<Name>, keyof Props> });

/**
 * A page that sets a property before the element is defined (a script loaded `async` or by a tag
 * manager, a framework binding, a ref) leaves an own field that shadows the class's setter, so the
 * value would be lost. On upgrade each such field is removed and its value set through the setter.
 */
function upgradeProperties(element: HTMLElement, props: Iterable<string>) {
  const fields = element as unknown as Record<string, unknown>;
  for (const prop of props) {
    if (!Object.hasOwn(element, prop)) continue;
    const value = fields[prop];
    delete fields[prop];
    fields[prop] = value;
  }
}

type AttributeKind = 'string' | 'number' | 'boolean';

/** An attribute's text as the prop the component gets; a boolean by the one rule of them all. */
function parseAttribute(kind: AttributeKind, text: string): unknown {
  if (kind === 'number') return parseFloat(text);
  if (kind === 'boolean') return readBooleanAttribute(text);
  return text;
}

/** A property's value as its attribute's text; null removes the attribute. */
function attributeText(kind: AttributeKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

/**
 * Registers `component` as a custom element rendered by React in an open shadow root. Registration is
 * idempotent, so loading the same bundle twice (or the classic and the ES build) does not throw.
 * Returns the element class that is registered under `tag`.
 *
 * Each declared attribute is observed and mirrored by a property of its camelCase name. Setting the
 * property writes the attribute, and the attribute is the one source of the prop, so the two never
 * disagree. Removing or emptying an attribute returns the prop to the component's default. The
 * element renders while it is in a document and unmounts when it leaves one (not when it is moved).
 */
export function defineWidgetElement<const Name extends string, Props extends object>(
  options: WidgetElementOptions<Name, Props>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const { tag, attributes } = options.api;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const Component = options.component as ComponentType<Record<string, unknown>>;
  const styles = options.styles;
  const declared = new Map<string, { prop: string; kind: AttributeKind }>(
    attributes.map(({ name, type }) => [
      name,
      { prop: propertyName(name), kind: elementType(type) },
    ]),
  );

  const propNames = [...declared.values()].map(({ prop }) => prop);

  class WidgetElement extends HTMLElement {
    static observedAttributes = [...declared.keys()];

    static {
      for (const [name, { prop, kind }] of declared) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this.#props[prop];
          },
          set(this: WidgetElement, value: unknown) {
            const text = attributeText(kind, value);
            // The attribute's callback reads it and renders.
            if (text === null) this.removeAttribute(name);
            else this.setAttribute(name, text);
          },
        });
      }
    }

    #props: Record<string, unknown> = {};
    #container: HTMLDivElement;
    #root: Root | undefined;
    #renderQueued = false;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      adoptStyles(shadow, styles);
      // A slot for the element's own children, the space a page reserved for it (styles.css), from
      // the moment the shadow root hides them, and beside it what the widget renders: nothing
      // moves while the first render is on its way (React's is a task away).
      this.#container = document.createElement('div');
      shadow.append(document.createElement('slot'), this.#container);
      upgradeProperties(this, propNames);
      // An element upgraded in a page already has its attributes (and those the properties above
      // have just written, whose callbacks do not run inside a constructor), and their queued
      // callbacks come one at a time: read them all now, so no render sees only some of them.
      for (const name of declared.keys()) this.#read(name);
    }

    connectedCallback() {
      this.#render();
    }

    // Unmounted once the element has stayed out of the document to the end of the task's
    // microtasks: an element that a script or framework moves (removed, then inserted elsewhere)
    // keeps what the visitor typed.
    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback(name: string) {
      this.#read(name);
      this.#render();
    }

    // The attribute as it is now, not as the callback was queued: when a property set before the
    // element was defined has replaced the markup's value, the callback queued for the markup's
    // value runs after it.
    #read(name: string) {
      const attribute = declared.get(name);
      if (!attribute) return;
      const text = this.getAttribute(name);
      if (text === null || (text === '' && attribute.kind !== 'boolean')) {
        delete this.#props[attribute.prop];
      } else {
        this.#props[attribute.prop] = parseAttribute(attribute.kind, text);
      }
    }

    // One render for a burst of changes (a framework setting five attributes, an upgrade), in a
    // microtask: Preact renders synchronously, so each change would otherwise render on its own.
    #render() {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        if (!this.isConnected) return;
        this.#root ??= createRoot(this.#container);
        this.#root.render(
          <WidgetHostContext.Provider value={this}>
            <Component {...this.#props} />
          </WidgetHostContext.Provider>,
        );
      });
    }
  }

  customElements.define(tag, WidgetElement);
  return WidgetElement;
}
