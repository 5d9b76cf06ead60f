import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees, formatRupeesInWords } from './format';
import { setLanguage } from './i18n';

describe('locale formatting (lakh and crore grouping in both languages)', () => {
  afterEach(() => setLanguage('en'));

  it('groups English figures and rupees the Indian way', () => {
    setLanguage('en');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupeesInWords(25_00_000, { lakh: 'lakh', crore: 'crore' })).toBe('₹25 lakh');
    expect(formatRupeesInWords(1_50_00_000, { lakh: 'lakh', crore: 'crore' })).toBe('₹1.5 crore');
    expect(formatDate('2026-03-05T06:00:00Z')).toBe('05 Mar 2026');
  });

  it('writes Hindi dates with Hindi month names and keeps the grouping', () => {
    setLanguage('hi');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupeesInWords(1_50_00_000, { lakh: 'लाख', crore: 'करोड़' })).toBe('₹1.5 करोड़');
    expect(formatDate('2026-03-05T06:00:00Z')).toBe('05 मार्च 2026');
  });
});
