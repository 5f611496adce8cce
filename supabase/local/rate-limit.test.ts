import { describe, expect, it } from 'vitest';
import { BackoffCounter, FailureCounter } from './rate-limit.ts';

describe('FailureCounter', () => {
  it('refuses a key after `limit` failures in the window, until the oldest leaves it', () => {
    let now = 0;
    const counter = new FailureCounter({ limit: 3, windowMs: 60_000 }, 100, () => now);
    for (const at of [0, 10_000, 20_000]) {
      expect(counter.retryAfter('a')).toBe(0);
      now = at;
      counter.record('a');
    }
    expect(counter.retryAfter('a')).toBe(40);
    expect(counter.retryAfter('b')).toBe(0);
    now = 60_001;
    expect(counter.retryAfter('a')).toBe(0);
    counter.record('a');
    expect(counter.retryAfter('a')).toBe(10);
    counter.clear('a');
    expect(counter.retryAfter('a')).toBe(0);
  });

  it('forgets the least recently failed keys beyond its size', () => {
    const now = 0;
    const counter = new FailureCounter({ limit: 1, windowMs: 60_000 }, 2, () => now);
    counter.record('a');
    counter.record('b');
    counter.record('a');
    counter.record('c');
    expect(counter.retryAfter('b')).toBe(0);
    expect(counter.retryAfter('a')).toBeGreaterThan(0);
    expect(counter.retryAfter('c')).toBeGreaterThan(0);
  });
});

describe('BackoffCounter', () => {
  it('lets `free` failures through, then waits twice as long after each further one, up to the cap', () => {
    let now = 0;
    const counter = new BackoffCounter(
      { free: 2, firstDelayMs: 2_000, maxDelayMs: 10_000, windowMs: 3_600_000 },
      100,
      () => now,
    );
    counter.record('pair');
    counter.record('pair');
    expect(counter.retryAfter('pair')).toBe(2);
    const waits: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      now += counter.retryAfter('pair') * 1000;
      expect(counter.retryAfter('pair')).toBe(0);
      counter.record('pair');
      waits.push(counter.retryAfter('pair'));
    }
    expect(waits).toEqual([4, 8, 10, 10]);
    expect(counter.retryAfter('other')).toBe(0);
    counter.clear('pair');
    expect(counter.retryAfter('pair')).toBe(0);
  });
});
