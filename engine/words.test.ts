import { describe, expect, it } from 'vitest';
import { listInWords } from './words.ts';

describe('listInWords', () => {
  it.each([
    [[], ''],
    [['2025/26'], '2025/26'],
    [['2025/26', '2026/27'], '2025/26 and 2026/27'],
    [['2025/26', '2026/27', '2027/28'], '2025/26, 2026/27 and 2027/28'],
  ])('%j → %s', (items, text) => {
    expect(listInWords(items)).toBe(text);
  });
});
