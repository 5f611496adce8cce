// Test support for the calculators' forms: input a page could hand a widget, and what every form
// must make of it. No production module imports this one (a lint rule refuses it).
import fc from 'fast-check';
import { expect } from 'vitest';

// Input a page could hand a widget: getters that throw, revoked proxies, arrays whose elements throw.
function hostile(names: readonly string[]) {
  const throwing = Object.defineProperties(
    {},
    Object.fromEntries(
      names.map((name) => [
        name,
        {
          get() {
            throw new Error('hostile getter');
          },
          enumerable: true,
        },
      ]),
    ),
  );
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const arrayWithThrowingElement = Object.defineProperty([], 0, {
    get() {
      throw new Error('hostile element');
    },
  });
  const nested = Object.fromEntries(
    names.map((name) => [name, name === 'categories' ? throwing : arrayWithThrowingElement]),
  );
  const revokedValues = Object.fromEntries(names.map((name) => [name, revoked.proxy]));
  return [throwing, revoked.proxy, nested, revokedValues];
}

/**
 * What every form makes of hostile input to its fields `names`: fields that throw when read are
 * missing, values that are objects are refused, and no value, whatever it is, throws or gives a
 * number that is not finite.
 */
export function expectHostileInputHandled(
  parse: (raw: never) => unknown,
  names: readonly string[],
): void {
  const read = parse as (raw: unknown) => { success: boolean; data?: Record<string, unknown> };
  const [throwing, revoked, ...objectValues] = hostile(names);
  // Fields that throw when read are missing, so the form answers as it does to no fields.
  expect(read(throwing)).toEqual(read({}));
  expect(read(revoked)).toEqual(read({}));
  // Values that are objects are no amount: refused, never read as a number.
  for (const raw of objectValues) expect(read(raw).success).toBe(false);
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom(...names), fc.anything()), (raw) => {
      for (const value of Object.values(read(raw).data ?? {}))
        if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }),
  );
}
