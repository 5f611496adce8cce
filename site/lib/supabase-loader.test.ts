import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageKey, supabaseConfig } from './supabase-config.ts';
import { MAY_HAVE_SESSION_SCRIPT, mayHaveSession } from './supabase-loader.ts';

// The page loader's copy of the test, as the page runs it: a function of the storage key.
const scriptTest = new Function(`return ${MAY_HAVE_SESSION_SCRIPT}`)() as (key: string) => boolean;
const key = sessionStorageKey(supabaseConfig!.url);

type Case = {
  name: string;
  address: string;
  stored?: Record<string, string>;
  storageRefuses?: boolean;
  expected: boolean;
};

const CASES: Case[] = [
  { name: 'nothing stored, a plain address', address: '/team-admin', expected: false },
  {
    name: 'a session stored for this backend',
    address: '/team-admin',
    stored: { [key]: '{"access_token":"x"}' },
    expected: true,
  },
  {
    name: "another backend's session only",
    address: '/team-admin',
    stored: { 'sb-elsewhere-auth-token': '{}' },
    expected: false,
  },
  {
    name: "a sign-in link's tokens in the fragment",
    address: '/team-admin#access_token=a&refresh_token=b&type=magiclink',
    expected: true,
  },
  {
    name: "the auth service's error about a link, in the fragment",
    address: '/team-admin#error=access_denied&error_description=Email+link+is+invalid',
    expected: true,
  },
  {
    name: "the auth service's error about a link, in the query",
    address: '/team-admin?error_description=Email+link+is+invalid',
    expected: true,
  },
  { name: 'a token in the query', address: '/team-admin?access_token=a', expected: true },
  {
    name: 'the words as values, not names',
    address: '/team-admin?next=access_token#section=error_description',
    expected: false,
  },
  {
    name: 'storage refused (a locked-down browser), a plain address',
    address: '/team-admin',
    storageRefuses: true,
    expected: false,
  },
  {
    name: 'storage refused, tokens in the fragment',
    address: '/team-admin#access_token=a',
    storageRefuses: true,
    expected: true,
  },
];

describe("the page loader's session test answers as the page's", () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });

  it.each(CASES)('$name: $expected', ({ address, stored = {}, storageRefuses, expected }) => {
    history.replaceState(null, '', address);
    for (const [name, value] of Object.entries(stored)) localStorage.setItem(name, value);
    if (storageRefuses)
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    expect(mayHaveSession()).toBe(expected);
    expect(scriptTest(key)).toBe(expected);
  });
});
