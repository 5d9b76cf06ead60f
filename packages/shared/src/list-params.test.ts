import { describe, expect, it } from 'vitest';
import { choiceParam, listParams, matchParam, pageParam, searchParam } from './list-params.js';

describe("a list's URL fields", () => {
  it('take a page from 1 to 1 000 000, a whole number, else page 1', () => {
    for (const [text, page] of [
      ['7', 7],
      [' 7 ', 7],
      ['1000000', 1_000_000],
      ['1000001', 1],
      ['0', 1],
      ['-2', 1],
      ['2.5', 1],
      ['abc', 1],
      ['', 1],
      [null, 1],
    ] as const) {
      expect(pageParam.read(text), String(text)).toBe(page);
    }
  });

  it('trim a search, and drop one with control characters or over 200 characters, which then searches for nothing', () => {
    expect(searchParam.read('  blast furnace ')).toBe('blast furnace');
    expect(searchParam.read('blast\u0000furnace')).toBe('');
    expect(searchParam.read('x\ud800')).toBe('');
    expect(searchParam.read('x'.repeat(200))).toBe('x'.repeat(200));
    expect(searchParam.read('x'.repeat(201))).toBe('');
    expect(searchParam.read(null)).toBe('');
  });

  it('take a choice only from its values, falling back to its default or to none', () => {
    expect(choiceParam(['a', 'b'], 'a').read('b')).toBe('b');
    expect(choiceParam(['a', 'b'], 'a').read('c')).toBe('a');
    expect(choiceParam(['a', 'b']).read('c')).toBeUndefined();
    expect(choiceParam(['a', 'b']).read(null)).toBeUndefined();
    expect(matchParam(/^\d{4}$/).read('2026')).toBe('2026');
    expect(matchParam(/^\d{4}$/).read('26')).toBeUndefined();
    expect(matchParam((text) => text.startsWith('a')).read('abc')).toBe('abc');
  });

  it('always include the page', () => {
    expect(Object.keys(listParams({ q: searchParam }).fields)).toEqual(['page', 'q']);
  });
});
