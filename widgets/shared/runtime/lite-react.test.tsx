/** @jsxImportSource preact */
// The light build's React (lite-react.ts) on Preact, as the light scripts run it: this file's JSX goes
// to Preact's runtime, with lite-react.ts's props hook installed.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { options, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHED_SVG_ATTRIBUTE,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from './lite-react.ts';
import * as liteReact from './lite-react.ts';
import * as liteReactDomClient from './lite-react-dom-client.ts';
import * as liteJsxRuntime from './lite-jsx-runtime.ts';
import { createRoot, type Root } from './lite-react-dom-client.ts';

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(children: ComponentChild): ShadowRoot {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  act(() => root?.render(children));
  return shadow;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
});

/** A store with a value and a list of listeners, as a module-level store is. */
function counterStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    listeners,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => value,
    set(next: number, notify = true) {
      value = next;
      if (notify) for (const listener of listeners) listener();
    },
  };
}

describe('createRoot', () => {
  it('renders into a shadow root, renders again in place, and unmounts with its effects cleaned up', () => {
    const cleanup = vi.fn();
    function Greeting({ name }: { name: string }) {
      useEffect(() => cleanup, []);
      return <p>Hello {name}</p>;
    }
    const shadow = mount(<Greeting name="Ada" />);
    const paragraph = shadow.querySelector('p');
    expect(paragraph?.textContent).toBe('Hello Ada');

    act(() => root?.render(<Greeting name="Grace" />));
    expect(shadow.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('Hello Grace');
    expect(cleanup).not.toHaveBeenCalled();

    act(() => root?.unmount());
    expect(shadow.childNodes).toHaveLength(0);
    expect(cleanup).toHaveBeenCalledOnce();
  });
});

describe('useSyncExternalStore', () => {
  it('shows the store, follows its changes and unsubscribes on unmount', () => {
    const store = counterStore();
    function Count() {
      return <output>{useSyncExternalStore(store.subscribe, store.get)}</output>;
    }
    const shadow = mount(<Count />);
    expect(shadow.querySelector('output')?.textContent).toBe('0');
    expect(store.listeners.size).toBe(1);

    act(() => store.set(1));
    expect(shadow.querySelector('output')?.textContent).toBe('1');
    act(() => store.set(2));
    expect(shadow.querySelector('output')?.textContent).toBe('2');

    act(() => root?.unmount());
    expect(store.listeners.size).toBe(0);
  });

  it('renders again when the store changed between its render and its subscription', () => {
    const store = counterStore();
    const seen: number[] = [];
    function Count() {
      const count = useSyncExternalStore(store.subscribe, store.get);
      seen.push(count);
      return <output>{count}</output>;
    }
    // Runs after Count's layout effect and before its subscription, with nobody listening yet.
    function ChangesTheStore() {
      useLayoutEffect(() => store.set(5), []);
      return null;
    }
    const shadow = mount(
      <>
        <Count />
        <ChangesTheStore />
      </>,
    );
    expect(shadow.querySelector('output')?.textContent).toBe('5');
    expect(seen).toEqual([0, 5]);
  });

  it('reads a new getSnapshot at once', () => {
    const store = counterStore();
    function Doubled({ factor }: { factor: number }) {
      return <output>{useSyncExternalStore(store.subscribe, () => store.get() * factor)}</output>;
    }
    store.set(3);
    const shadow = mount(<Doubled factor={2} />);
    expect(shadow.querySelector('output')?.textContent).toBe('6');
    act(() => root?.render(<Doubled factor={10} />));
    expect(shadow.querySelector('output')?.textContent).toBe('30');
  });
});

/** Dispatches a DOM event as the browser does for a visitor's edit. */
function fire(target: EventTarget, type: string) {
  target.dispatchEvent(new Event(type, { bubbles: true }));
}

describe('the props hook', () => {
  const typeInto = (input: HTMLInputElement | HTMLTextAreaElement, text: string) => {
    for (const character of text) {
      input.value += character;
      act(() => fire(input, 'input'));
    }
  };

  it('fires onChange on every keystroke of a text input and a textarea, as React does', () => {
    const onInput = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    const onArea = vi.fn();
    const shadow = mount(
      <form>
        <input type="text" onChange={onInput} />
        <input onChange={onInput} />
        <textarea onChange={onArea} />
      </form>,
    );
    const [typed, untyped] = shadow.querySelectorAll('input');
    typeInto(typed!, '48k');
    expect(onInput.mock.results.map((result) => result.value)).toEqual(['4', '48', '48k']);
    typeInto(untyped!, '12');
    expect(onInput).toHaveBeenCalledTimes(5);
    typeInto(shadow.querySelector('textarea')!, 'ab');
    expect(onArea).toHaveBeenCalledTimes(2);
    // Not again when the field loses focus, which is when the DOM's own change event comes.
    act(() => fire(typed!, 'change'));
    expect(onInput).toHaveBeenCalledTimes(5);
  });

  it("leaves onChange on checkboxes, radios and selects to the DOM's change event", () => {
    const onCheckbox = vi.fn();
    const onRadio = vi.fn();
    const onSelect = vi.fn();
    const shadow = mount(
      <form>
        <input type="checkbox" onChange={onCheckbox} />
        <input type="radio" name="choice" onChange={onRadio} />
        <select onChange={onSelect}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
      </form>,
    );
    const [checkbox, radio] = shadow.querySelectorAll('input');
    act(() => checkbox!.click());
    act(() => radio!.click());
    const select = shadow.querySelector('select')!;
    select.value = 'b';
    act(() => fire(select, 'change'));
    expect(onCheckbox).toHaveBeenCalledOnce();
    expect(onRadio).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledOnce();
    expect(checkbox!.checked).toBe(true);
  });

  it('writes camelCase SVG presentation attributes in their SVG names and keeps SVG’s own camelCase', () => {
    const shadow = mount(
      <svg className="chart" viewBox="0 0 100 50">
        <text textAnchor="end" dominantBaseline="middle" fontWeight="bold" textLength={40}>
          £1k
        </text>
        <path d="M0 0L10 10" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>,
    );
    const svg = shadow.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 100 50');
    expect(svg.getAttribute('class')).toBe('chart');
    const text = shadow.querySelector('text')!;
    expect(text.getAttributeNames().sort()).toEqual([
      'dominant-baseline',
      'font-weight',
      'text-anchor',
      'textLength',
    ]);
    expect(text.getAttribute('text-anchor')).toBe('end');
    const path = shadow.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).toBe('2');
    expect(path.getAttribute('stroke-linecap')).toBe('round');
    expect(path.getAttribute('stroke-linejoin')).toBe('round');
  });

  it("keeps HTML's camelCase properties as they are", () => {
    const shadow = mount(
      <div>
        <label htmlFor="amount" className="label">
          Amount
        </label>
        <input id="amount" inputMode="decimal" autoComplete="off" tabIndex={-1} />
      </div>,
    );
    expect(shadow.querySelector('label')?.htmlFor).toBe('amount');
    expect(shadow.querySelector('label')?.className).toBe('label');
    const input = shadow.querySelector('input')!;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.tabIndex).toBe(-1);
  });

  it('runs a props hook installed before it, after its own', async () => {
    const original = options.vnode;
    const seen: Array<Record<string, unknown>> = [];
    options.vnode = (vnode) => {
      seen.push({ ...(vnode.props as Record<string, unknown>) });
      original?.(vnode);
    };
    try {
      // A fresh copy of the module installs its hook over the one above.
      vi.resetModules();
      await import('./lite-react.ts');
      const onChange = () => undefined;
      const { jsx } = await import('preact/jsx-runtime');
      jsx('input', { onChange });
      expect(seen).toEqual([{ onInput: onChange }]);
    } finally {
      options.vnode = original;
    }
  });
});

// What makes the hook's short list enough: our widgets ask of React only what this module provides.
const ROOT = join(import.meta.dirname, '..', '..', '..');
// The widgets' sources: widgets/ and every calculator's widget/ folder.
const sources = [
  'widgets',
  ...readdirSync(join(ROOT, 'calculators'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `calculators/${entry.name}/widget`),
]
  .flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).map((file) => join(dir, file)),
  )
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|lite-/.test(file))
  .map((file) => join(ROOT, file));
const program = ts.createProgram(sources, {
  noLib: true,
  noResolve: true,
  jsx: ts.JsxEmit.Preserve,
  types: [],
});
const checker = program.getTypeChecker();

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

function where(node: ts.Node) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(ROOT, file.fileName)}:${line + 1}`;
}

/** The light build's module for each React entry point the widgets may import. */
const LITE_MODULES: Record<string, object> = {
  react: liteReact,
  'react/jsx-runtime': liteJsxRuntime,
  'react-dom/client': liteReactDomClient,
};

/** Events whose React handler the DOM's own event of the lowercased name matches. */
const SAME_EVENTS = new Set([
  'onClick',
  'onInput',
  'onKeyDown',
  'onKeyUp',
  'onSubmit',
  'onToggle',
  'onPointerDown',
  'onPointerUp',
]);

/** HTML properties in camelCase that Preact sets as properties, or as attributes HTML lowercases. */
const HTML_CAMEL_CASE = new Set([
  'className',
  'htmlFor',
  'inputMode',
  'autoComplete',
  'tabIndex',
  'readOnly',
  'noValidate',
  'maxLength',
]);

/** SVG attributes whose own name is camelCase. */
const SVG_CAMEL_CASE = new Set(['viewBox', 'preserveAspectRatio', 'textLength']);

function attributeProblem(name: string): string | undefined {
  if (name === 'key' || name === 'ref' || name === 'children') return undefined;
  if (name === 'style')
    return 'a style object (React adds px to numbers; the light build does not)';
  if (/^on[A-Z]/.test(name)) {
    if (name === 'onChange' || SAME_EVENTS.has(name)) return undefined;
    return `${name} (an event React does not take from the DOM as it is: onFocus and onBlur bubble in React, onDoubleClick is dblclick)`;
  }
  if (!/[A-Z]/.test(name)) return undefined;
  if (HTML_CAMEL_CASE.has(name) || SVG_CAMEL_CASE.has(name) || DASHED_SVG_ATTRIBUTE.test(name))
    return undefined;
  return `${name} (a camelCase name the light build would write as it is)`;
}

describe('what the widgets ask of React', () => {
  it('finds the widget sources', () => {
    expect(sources.some((file) => file.endsWith('define-element.tsx'))).toBe(true);
    expect(sources.some((file) => file.endsWith('planner/widget/chart.tsx'))).toBe(true);
  });

  it('imports from React only what the light build exports', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of program.getSourceFiles()) {
      for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
        const from = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (!/^react(?:-dom)?(?:\/|$)/.test(from)) continue;
        const lite = LITE_MODULES[from];
        const clause = statement.importClause;
        if (!lite) {
          problems.push(`${where(statement)} imports ${from}, which the light build does not have`);
          continue;
        }
        if (clause?.name || (clause?.namedBindings && !ts.isNamedImports(clause.namedBindings))) {
          problems.push(`${where(statement)} imports all of ${from}; import names`);
          continue;
        }
        for (const specifier of (clause?.namedBindings as ts.NamedImports | undefined)?.elements ??
          []) {
          if (specifier.isTypeOnly) continue;
          const name = (specifier.propertyName ?? specifier.name).text;
          checked += 1;
          if (!(name in lite)) problems.push(`${where(specifier)} imports ${name} from ${from}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });

  it('writes on DOM elements only attributes the light build renders as React does', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of program.getSourceFiles()) {
      visit(file, (node) => {
        if (!ts.isJsxOpeningElement(node) && !ts.isJsxSelfClosingElement(node)) return;
        // Components take what they like; only what reaches the DOM matters here.
        if (!/^[a-z]/.test(node.tagName.getText())) return;
        for (const attribute of node.attributes.properties) {
          const names = ts.isJsxAttribute(attribute)
            ? [attribute.name.getText()]
            : checker
                .getTypeAtLocation(attribute.expression)
                .getProperties()
                .map((property) => property.name);
          if (names.length === 0) problems.push(`${where(attribute)}: a spread of unknown props`);
          for (const name of names) {
            checked += 1;
            const problem = attributeProblem(name);
            if (problem) problems.push(`${where(attribute)}: ${problem}`);
          }
        }
      });
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('would catch what the light build does not do', () => {
    for (const name of ['onFocus', 'onBlur', 'onDoubleClick', 'style', 'defaultValue', 'clipPath'])
      expect(attributeProblem(name)).toBeDefined();
    for (const name of ['onChange', 'textAnchor', 'viewBox', 'aria-invalid', 'htmlFor'])
      expect(attributeProblem(name)).toBeUndefined();
  });
});
