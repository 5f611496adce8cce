// Test support: the engine on partners' pages whose scripts replace built-ins. Old Prototype.js (1.6)
// replaced Array.prototype.reduce with a method that returns the array, and map, filter, find, every,
// some and entries with versions of its own, Array.from, Object.keys and Object.values, and gave
// arrays and strings a toJSON. Each calculator's tests run it on such pages with these and compare
// with the figures here. No production module imports this one (a lint rule refuses it).
import { isDeepStrictEqual } from 'node:util';
import { vi } from 'vitest';
import type * as EngineModule from './index.ts';

type Engine = typeof EngineModule;

/** Puts `replacements` on `target` as a page's script would (plain, enumerable), and undoes it. */
export function replace(target: object, replacements: Record<string, unknown>): () => void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of Object.keys(replacements)) {
    saved.set(name, Object.getOwnPropertyDescriptor(target, name));
    (target as Record<string, unknown>)[name] = replacements[name];
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) delete (target as Record<string, unknown>)[name];
      else Object.defineProperty(target, name, descriptor);
    }
  };
}

/** Prototype 1.6's Enumerable and Array additions, as its source defines them. */
function installPrototype16(): () => void {
  const $break = {};
  const nativeForEach = Array.prototype.forEach;
  type Iterator = (value: unknown, index: number) => unknown;
  function each(this: unknown[], iterator: Iterator, context?: unknown) {
    let index = 0;
    try {
      nativeForEach.call(this, (value: unknown) => iterator.call(context, value, index++));
    } catch (error) {
      if (error !== $break) throw error;
    }
    return this;
  }
  function collect(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    const results: unknown[] = [];
    each.call(this, (value, index) => results.push(iterator.call(context, value, index)));
    return results;
  }
  function findAll(this: unknown[], iterator: Iterator, context?: unknown) {
    const results: unknown[] = [];
    each.call(this, (value, index) => {
      if (iterator.call(context, value, index)) results.push(value);
    });
    return results;
  }
  function detect(this: unknown[], iterator: Iterator, context?: unknown) {
    let result: unknown;
    each.call(this, (value, index) => {
      if (iterator.call(context, value, index)) {
        result = value;
        throw $break;
      }
    });
    return result;
  }
  function all(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    let result = true;
    each.call(this, (value, index) => {
      result = result && !!iterator.call(context, value, index);
      if (!result) throw $break;
    });
    return result;
  }
  function any(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    let result = false;
    each.call(this, (value, index) => {
      if ((result = !!iterator.call(context, value, index))) throw $break;
    });
    return result;
  }
  function clone(this: unknown[]) {
    return [].concat(this as never);
  }
  function inspect(this: unknown) {
    return `'${String(this)}'`;
  }
  const restoreArray = replace(Array.prototype, {
    each,
    collect,
    map: collect,
    detect,
    find: detect,
    findAll,
    select: findAll,
    filter: findAll,
    all,
    every: all,
    any,
    some: any,
    toArray: clone,
    entries: clone,
    clone,
    // "Reduces arrays: one-element arrays are turned into their unique element, while multiple-element
    // arrays are returned untouched."
    reduce(this: unknown[]) {
      return this.length > 1 ? this : this[0];
    },
    toJSON(this: unknown[]) {
      return `[${collect.call(this, (value) => String(value)).join(', ')}]`;
    },
  });
  const restoreString = replace(String.prototype, { toJSON: inspect });
  const restoreArrayFrom = replace(Array, {
    from(iterable: { length?: number; toArray?: () => unknown[] } | null | undefined) {
      if (!iterable) return [];
      if (iterable.toArray) return iterable.toArray();
      let length = iterable.length ?? 0;
      const results = new Array(length);
      while (length--) results[length] = (iterable as Record<number, unknown>)[length];
      return results;
    },
  });
  const restoreObject = replace(Object, {
    keys(object: object) {
      const keys: string[] = [];
      for (const property in object) keys.push(property);
      return keys;
    },
    values(object: Record<string, unknown>) {
      const values: unknown[] = [];
      for (const property in object) values.push(object[property]);
      return values;
    },
  });
  return () => {
    restoreObject();
    restoreArrayFrom();
    restoreString();
    restoreArray();
  };
}

/** Every Array iteration method throwing: the calculators may use none of them. */
function installThrowing(): () => void {
  const refuse = () => {
    throw new Error('a page replaced this method');
  };
  const names = [
    'reduce',
    'reduceRight',
    'map',
    'filter',
    'find',
    'findIndex',
    'every',
    'some',
    'forEach',
    'entries',
    'flatMap',
    'includes',
  ];
  const replacements: Record<string, unknown> = {};
  for (const name of names) replacements[name] = refuse;
  const restoreArray = replace(Array.prototype, replacements);
  const restoreStatics = replace(Array, { from: refuse });
  return () => {
    restoreStatics();
    restoreArray();
  };
}

/** `run` on the engine loaded afresh on a page with Prototype 1.6 installed before it. */
export async function onPrototypePage<T>(run: (engine: Engine) => T): Promise<T> {
  vi.resetModules();
  let restore: (() => void) | undefined;
  try {
    restore = installPrototype16();
    return run((await import('./index.ts')) as Engine);
  } finally {
    restore?.();
    vi.resetModules();
  }
}

/**
 * `run` on the engine loaded cleanly (the test runner's own loader uses these methods), then run on a
 * page where every Array iteration method throws, its parameters resolved there for the first time.
 */
export async function onThrowingPage<T>(run: (engine: Engine) => T): Promise<T> {
  vi.resetModules();
  const engine = (await import('./index.ts')) as Engine;
  const restore = installThrowing();
  try {
    return run(engine);
  } finally {
    restore();
    vi.resetModules();
  }
}

/**
 * The partners' pages on which `run` gives other than it gives here, by name: none when it gives the
 * same on a page with Prototype 1.6 and on one where every Array iteration method throws.
 */
export async function pagesThatDiffer<T>(run: (engine: Engine) => T): Promise<string[]> {
  const here = run((await import('./index.ts')) as Engine);
  const differ: string[] = [];
  if (!isDeepStrictEqual(await onPrototypePage(run), here)) differ.push('Prototype 1.6');
  if (!isDeepStrictEqual(await onThrowingPage(run), here)) differ.push('throwing Array methods');
  return differ;
}
