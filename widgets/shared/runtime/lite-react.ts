/**
 * `react` in the light build (scripts/build-widgets.ts aliases `react` to this module, `react/jsx-runtime`
 * to lite-jsx-runtime.ts and `react-dom/client` to lite-react-dom-client.ts). Our components are React
 * components, written and typed against React; the light scripts render them with Preact's core
 * instead of preact/compat, which would cost about 1.4 kB gzip of every light script for React
 * behaviour our components do not use.
 *
 * What it provides, as React does:
 * - the hooks, `createContext` (with `.Provider`) and `Fragment`, which are Preact's own;
 * - `useSyncExternalStore` (client rendering only: the light build is never rendered on a server,
 *   so there is no server snapshot);
 * - `onChange` on a text-like `<input>` or a `<textarea>` fires on every keystroke (the DOM's
 *   `input` event), not when the field loses focus;
 * - the SVG presentation attributes our charts and icons write in camelCase (`textAnchor`,
 *   `strokeWidth`, `dominantBaseline`…) reach the DOM in their kebab-case names.
 *
 * What it deliberately does not: event objects without `persist()` or `nativeEvent` (handlers get
 * the DOM's event), `onFocus`/`onBlur` that do not bubble (the DOM's), no `px` added to numeric style
 * values, no `defaultValue`/`defaultChecked`, no `ref` as a function component's prop, no class
 * components, portals, `memo`, `forwardRef`, `Children` or hydration. `lite-react.test.tsx` fails when
 * a widget imports from React something not exported here, or writes a DOM attribute that this
 * runtime would not render as React does.
 */
import { options, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';

export { createContext, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

/** Read by @preact/signals-react (the consent store), which picks its element marker by it. */
export const version = '19.0.0';

interface Store<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T>(store: Store<T>) => !Object.is(store.value, store.getSnapshot());

/**
 * React's `useSyncExternalStore` for client rendering: the snapshot is read on every render, and a
 * change between that render and the subscription (or after it) renders again.
 */
export function useSyncExternalStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
): T {
  const value = getSnapshot();
  const latestRef = useRef<Store<T>>({ value, getSnapshot });
  const [, rerender] = useReducer((count: number, _: void) => count + 1, 0);
  useLayoutEffect(() => {
    latestRef.current = { value, getSnapshot };
    if (changed(latestRef.current)) rerender();
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(latestRef.current)) rerender();
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

/** `onChange` becomes `onInput` on these, as React fires it on every edit; not on checkboxes, radios or files. */
const typesItself = (type: string, props: Record<string, unknown>) =>
  type === 'textarea' ||
  (type === 'input' && !/^(?:checkbox|radio|file)$/.test(String(props.type)));

/** SVG presentation attributes written in camelCase; `textLength` is SVG's own camelCase name. */
export const DASHED_SVG_ATTRIBUTE =
  /^(?:alignment|dominant|fill|font|letter|stroke|text(?!L)|word)[A-Z]/;

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const { type } = vnode;
  if (typeof type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    // Keys added here are never renamed again, so adding them while iterating is harmless.
    for (const name in props) {
      if (name === 'onChange' && typesItself(type, props)) {
        props.onInput = props.onChange;
        delete props.onChange;
      } else if (DASHED_SVG_ATTRIBUTE.test(name)) {
        props[name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)] = props[name];
        delete props[name];
      }
    }
  }
  previousVnodeHook?.(vnode);
};
