import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatMonthShort,
  formatNumber,
  formatQuarter,
  formatRupees,
  formatRupeesInWords,
  formatTime,
} from './format';
import { type Language } from '@portal/shared';
import { loadCommon, setLanguage } from './i18n';

const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

async function use(language: Language) {
  setLanguage(language);
  await loadCommon();
}

// Every month of a year, at hours that cross midnight, noon and each half of the day.
const MOMENTS = Array.from({ length: 12 }, (_, month) =>
  [0, 1, 9, 11, 12, 13, 23].map((hour) => new Date(2026, month, ((month * 3) % 28) + 1, hour, (hour * 7) % 60)),
).flat();

describe('locale formatting (lakh and crore grouping in both languages)', () => {
  afterEach(() => setLanguage('en'));

  it('groups English figures and rupees the Indian way', async () => {
    await use('en');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    // Whole rupees, as the receipt and the mails write them: a fraction is rounded (decision 229).
    expect(formatRupees(1234.5)).toBe('₹1,235');
    expect(formatRupeesInWords(25_00_000, { lakh: 'lakh', crore: 'crore' })).toBe('₹25 lakh');
    expect(formatRupeesInWords(1_50_00_000, { lakh: 'lakh', crore: 'crore' })).toBe('₹1.5 crore');
    expect(formatDate('2026-03-05T06:00:00Z')).toBe('05 Mar 2026');
  });

  it('writes Hindi dates with Hindi month names and keeps the grouping', async () => {
    await use('hi');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupeesInWords(1_50_00_000, { lakh: 'लाख', crore: 'करोड़' })).toBe('₹1.5 करोड़');
    expect(formatDate('2026-03-05T06:00:00Z')).toBe('05 मार्च 2026');
    expect(formatDateTime('2026-09-05T08:37:00Z')).toBe('05 सित॰ 2026, 14:07');
  });
});

// The portal writes dates from their parts (decision 202); what it writes must stay what CLDR writes, in India's time (decision 217).
describe.each(['en', 'hi'] as const)("dates in %s read as Intl.DateTimeFormat writes them for the locale in India's time", (language) => {
  const locale = LOCALES[language];
  // A browser far from India, with a half-hour offset, so a local date and India's date differ.
  const zone = process.env.TZ;
  beforeAll(async () => {
    process.env.TZ = 'America/St_Johns';
    await use(language);
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  afterEach(() => setLanguage(language));

  it('runs in a zone that is not India', () => {
    expect(new Date('2026-01-01T12:00:00Z').getTimezoneOffset()).toBe(210);
  });

  it("a date, a moment and a time of day, every month, both halves of the day, in India's time whatever the browser's zone", () => {
    const india = 'Asia/Kolkata';
    const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: india });
    const moment = new Intl.DateTimeFormat(locale, {
      timeZone: india,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(language === 'hi' ? { hourCycle: 'h23' as const } : {}),
    });
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: india });
    for (const m of MOMENTS) {
      expect(formatDate(m)).toBe(day.format(m));
      expect(formatDate(m.toISOString())).toBe(day.format(m));
      expect(formatDateTime(m)).toBe(moment.format(m));
      expect(formatTime(m)).toBe(time.format(m));
    }
  });

  it("the day of a moment is India's: 20:00 UTC on a year's last day is already the next year", () => {
    expect(formatDateTime('2026-12-31T20:00:00Z')).toMatch(/^01 .+ 2027, 01:30/);
    expect(formatDate('2026-12-31T20:00:00Z')).toMatch(/^01 .+ 2027$/);
    expect(formatTime('2026-12-31T20:00:00Z')).toBe('01:30');
  });

  it('calendar days, months and quarters', () => {
    const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const mm = String(month).padStart(2, '0');
      const first = new Date(`2026-${mm}-01T00:00:00Z`);
      expect(formatDay(`2026-${mm}-01`)).toBe(utc({ day: '2-digit', month: 'short', year: 'numeric' }).format(first));
      expect(formatMonthShort(`2026-${mm}`)).toBe(utc({ month: 'short' }).format(first));
      expect(formatMonth(`2026-${mm}`)).toBe(utc({ month: 'long', year: 'numeric' }).format(first));
    }
    const long = utc({ month: 'long' });
    expect(formatQuarter('2026-Q3')).toBe(`${long.format(Date.UTC(2026, 6, 1))}–${long.format(Date.UTC(2026, 8, 1))} 2026`);
    // Not a day, month or quarter: shown as given, never 'Invalid Date'.
    expect(formatDay('soon')).toBe('soon');
    expect(formatQuarter('2026-Q5')).toBe('2026-Q5');
  });
});
