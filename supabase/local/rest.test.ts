import { describe, expect, it } from 'vitest';
import {
  parseFilters,
  parseOrder,
  parseSelect,
  quoteIdent,
  RestError,
  statusForSqlState,
  type Relation,
} from './rest.ts';

const members: Relation = {
  name: 'team_members',
  columns: new Set(['id', 'name', 'position', 'bio', 'display_order', 'is_active']),
};

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof RestError ? error.body.code : 'other';
  }
  return undefined;
}

describe('PostgREST query parsing', () => {
  it('reads select lists of known columns only', () => {
    expect(parseSelect(null, members)).toBe('*');
    expect(parseSelect('*', members)).toBe('*');
    expect(parseSelect('id, name', members)).toEqual(['id', 'name']);
    expect(errorCode(() => parseSelect('salary', members))).toBe('42703');
    expect(errorCode(() => parseSelect('name,roles(*)', members))).toBe('PGRST100');
    expect(errorCode(() => parseSelect('"name"', members))).toBe('42703');
  });

  it('reads order terms with direction and nulls placement', () => {
    expect(parseOrder('display_order.asc,name.desc.nullslast', members)).toEqual([
      { column: 'display_order', direction: 'asc' },
      { column: 'name', direction: 'desc', nulls: 'last' },
    ]);
    expect(errorCode(() => parseOrder('display_order.sideways', members))).toBe('PGRST100');
    expect(errorCode(() => parseOrder('random()', members))).toBe('42703');
  });

  it('reads filters, keeping values as data', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'select=id&id=eq.42&is_active=is.true&name=not.in.("Smith, J",Jones)&bio=ilike.*tax*&apikey=x',
      ),
      members,
    );
    expect(filters).toEqual([
      { column: 'id', negate: false, operator: 'eq', value: '42' },
      { column: 'is_active', negate: false, operator: 'is', value: 'true' },
      { column: 'name', negate: true, operator: 'in', value: ['Smith, J', 'Jones'] },
      { column: 'bio', negate: false, operator: 'ilike', value: '*tax*' },
    ]);
    expect(errorCode(() => parseFilters(new URLSearchParams('name=approx.x'), members))).toBe(
      'PGRST100',
    );
    expect(errorCode(() => parseFilters(new URLSearchParams('is_active=is.maybe'), members))).toBe(
      'PGRST100',
    );
    expect(errorCode(() => parseFilters(new URLSearchParams('secret=eq.1'), members))).toBe(
      '42703',
    );
  });

  it('quotes identifiers by doubling quotes', () => {
    expect(quoteIdent('team_members')).toBe('"team_members"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });

  it('maps SQL states to PostgREST statuses', () => {
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
    expect(statusForSqlState('23505', 'authenticated')).toBe(409);
    expect(statusForSqlState('23514', 'authenticated')).toBe(400);
    expect(statusForSqlState('42P01', 'anon')).toBe(404);
    expect(statusForSqlState('XX000', 'anon')).toBe(500);
  });
});
