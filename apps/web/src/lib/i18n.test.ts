import { describe, expect, it } from 'vitest';
import { challengesEn } from '../features/challenges/locales/en';
import { addTranslations, i18n, loadCommon, setLanguage, useTranslation } from './i18n';

await loadCommon();

addTranslations('test', {
  flat: 'Plain text',
  'dotted.key': 'A flat key with a dot',
  nested: { deeper: { leaf: 'Deep leaf' }, greeting: 'Hello {{name}}, you have {{ count }} new' },
  empty: '',
  item_one: '{{count}} item',
  item_other: '{{count}} items',
  item_zero: 'No items',
  only: 'Only the base key ({{count}})',
  lines: ['First {{name}}', 'Second'],
  group: { a: 'A {{name}}', b: 'B' },
});

describe('t', () => {
  const { t } = useTranslation('test');

  it('finds dotted paths, flat keys with a dot, and empty texts', () => {
    expect(t('flat')).toBe('Plain text');
    expect(t('nested.deeper.leaf')).toBe('Deep leaf');
    expect(t('dotted.key')).toBe('A flat key with a dot');
    expect(t('empty')).toBe('');
  });

  it('fills {{name}} places, leaves a place without a value as written, and does not escape', () => {
    expect(t('nested.greeting', { name: 'Asha <b>&', count: 3 })).toBe('Hello Asha <b>&, you have 3 new');
    expect(t('nested.greeting', { name: 'Asha' })).toBe('Hello Asha, you have {{ count }} new');
    expect(t('nested.greeting', { name: null })).toBe('Hello , you have {{ count }} new');
  });

  it('chooses the English plural form by count, with _zero first for 0, and falls back to the key itself', () => {
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 2 })).toBe('2 items');
    expect(t('item', { count: 0 })).toBe('No items');
    expect(t('only', { count: 5 })).toBe('Only the base key (5)');
  });

  it('returns a missing key as is, or its defaultValue, and tries a list of keys in order', () => {
    expect(t('nested.missing')).toBe('nested.missing');
    expect(t('nested.UNKNOWN', { defaultValue: 'UNKNOWN' })).toBe('UNKNOWN');
    expect(t(['nested.missing', 'flat'])).toBe('Plain text');
    expect(t(['flat', 'nested.deeper.leaf'])).toBe('Plain text');
    expect(t(['nested.missing', 'also.missing'])).toBe('also.missing');
    // An object is not a text unless asked for.
    expect(t('nested.deeper')).toBe('nested.deeper');
  });

  it('returns arrays and objects with returnObjects, their texts filled in', () => {
    expect(t('lines', { returnObjects: true, name: 'Ravi' })).toEqual(['First Ravi', 'Second']);
    expect(t('group', { returnObjects: true, name: 'Ravi' })).toEqual({ a: 'A Ravi', b: 'B' });
  });

  it("reads 'common' by default, keeps each namespace apart, and keeps the first registration", () => {
    expect(useTranslation().t('nav.home')).toBe('Home');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(useTranslation('common').t('flat')).toBe('flat');
    addTranslations('test', { flat: 'Replaced' });
    expect(t('flat')).toBe('Plain text');
    expect(useTranslation('test').t).toBe(t);
  });

  it("fills the portal's own plural texts (a challenge's days left)", () => {
    addTranslations('challenges', challengesEn);
    const c = useTranslation('challenges').t;
    expect(c('detail.daysLeft', { count: 1 })).toBe('1 day left to apply');
    expect(c('detail.daysLeft', { count: 12 })).toBe('12 days left to apply');
  });
});

describe('languages', () => {
  it("reads the page language's catalogue, with its plural rules, and keeps the languages apart", () => {
    addTranslations('lang', { hello: 'Hello', day_one: '{{count}} day', day_other: '{{count}} days' }, 'en');
    addTranslations('lang', { hello: 'नमस्ते', day_one: '{{count}} दिन', day_other: '{{count}} दिन' }, 'hi');
    const { t } = useTranslation('lang');
    try {
      setLanguage('hi');
      expect(t('hello')).toBe('नमस्ते');
      expect(t('day', { count: 0 })).toBe('0 दिन');
      setLanguage('en');
      expect(t('hello')).toBe('Hello');
      expect(t('day', { count: 0 })).toBe('0 days');
    } finally {
      setLanguage('en');
    }
  });
});
