import { formatRupees as formatRupeesIn } from '@portal/shared';
import { currentLanguage, currentLocale, translate } from './i18n';

/**
 * Dates, numbers and amounts in the page's locale: 'en-IN' or 'hi-IN' (docs/architecture.md#languages).
 * Both group digits the Indian way (lakh and crore: 12,34,56,789).
 *
 * Dates are put together from their parts and the month names of the common catalogue ('calendar'), not
 * by `Intl.DateTimeFormat`: a page's first `Intl` formatter costs Chromium 40–90 ms of main-thread time
 * (the locale data's set-up), measured in every list's first render (decision 202). The output is
 * CLDR's own for en-IN and hi-IN, checked against `Intl` month by month and hour by hour in format.test.ts.
 * Numbers keep `Intl.NumberFormat`, made once per locale: no public list formats one.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${currentLocale()}|${name}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(currentLocale(), options)));
  return format;
}

type Months = { short: readonly string[]; long: readonly string[] };
const monthNames = new Map<string, Months>();

/** The page language's month names, from its common catalogue (loaded before any page renders). */
function months(): Months {
  const language = currentLanguage();
  let names = monthNames.get(language);
  if (!names) {
    const of = (key: string) => translate('common', `calendar.${key}`, { returnObjects: true }) as string[];
    monthNames.set(language, (names = { short: of('monthsShort'), long: of('months') }));
  }
  return names;
}

/**
 * A moment's calendar parts in India's time (UTC+05:30 all year: no summer time), whatever the browser's
 * zone: every page shows India time, as the receipt, the mails and the deadlines state it, and the footer
 * says so once (issue 40 item 17; decision 217).
 */
type Parts = { year: number; month: number; day: number; hour: number; minute: number };
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function partsOf(moment: string | Date): Parts {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  const d = new Date(date.getTime() + INDIA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '05 Mar 2026' ('05 मार्च 2026'). */
function dayMonthYear(p: Pick<Parts, 'year' | 'month' | 'day'>): string {
  return `${twoDigits(p.day)} ${months().short[p.month]} ${p.year}`;
}

/** '02:30 pm' on en-IN's 12-hour clock; '14:30' in Hindi, which reads the 24-hour clock (hi-IN's CLDR day periods are the Latin 'am' and 'pm'). */
function clock(p: Parts): string {
  if (currentLanguage() === 'hi') return `${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
  return `${twoDigits(p.hour % 12 || 12)}:${twoDigits(p.minute)} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** A moment as the portal shows it everywhere, in India's time: '05 Mar 2026, 10:30 am' ('05 मार्च 2026, 10:30'). */
export function formatDateTime(iso: string | Date): string {
  const p = partsOf(iso);
  return `${dayMonthYear(p)}, ${clock(p)}`;
}

/** The day of a moment in India as the portal shows dates everywhere: '05 Mar 2026' ('05 मार्च 2026' in Hindi). */
export function formatDate(iso: string | Date): string {
  return dayMonthYear(partsOf(iso));
}

/** The time of day alone in India, on the 24-hour clock, as a save's status line shows it: '14:32'. */
export function formatTime(iso: string | Date): string {
  const p = partsOf(iso);
  return `${twoDigits(p.hour)}:${twoDigits(p.minute)}`;
}

/** A calendar month (YYYY-MM) by its short name alone, for a chart's axis: 'Mar'. */
export function formatMonthShort(month: string): string {
  return months().short[Number(month.slice(5, 7)) - 1] ?? month;
}

/** A calendar month (YYYY-MM) as words: 'March 2026'. */
export function formatMonth(month: string): string {
  const name = months().long[Number(month.slice(5, 7)) - 1];
  return name ? `${name} ${month.slice(0, 4)}` : month;
}

/** A count or figure with Indian grouping: 12,34,567. */
export function formatNumber(value: number): string {
  return numberFormat('number', { maximumFractionDigits: 2 }).format(value);
}

/** An amount in rupees in the page's locale: the one money formatter of packages/shared (decision 229). */
export function formatRupees(value: number): string {
  return formatRupeesIn(value, currentLocale());
}

/** An amount in rupees in words of lakh and crore: '₹1.5 crore', '₹25 lakh' ('₹1.5 करोड़', '₹25 लाख' in Hindi). */
export function formatRupeesInWords(value: number, words: { lakh: string; crore: string }): string {
  const [unit, size] = Math.abs(value) >= 1e7 ? [words.crore, 1e7] : Math.abs(value) >= 1e5 ? [words.lakh, 1e5] : [null, 1];
  if (!unit) return formatRupees(value);
  return `₹${numberFormat('words', { maximumFractionDigits: 2 }).format(value / size)} ${unit}`;
}

/** A file's size as people read it: '840 kB', '2.4 MB' (1 kB = 1 024 bytes, at least 1 kB). */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? numberFormat('kilobyte', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))
    : numberFormat('megabyte', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** A calendar day (YYYY-MM-DD, e.g. a date to answer by) as the portal shows dates, whatever the browser's zone. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? dayMonthYear({ year: Number(m[1]), month: Number(m[2]) - 1, day: Number(m[3]) }) : day;
}

/** A calendar quarter (YYYY-Qn) by its months in the page's language: 'January–March 2026' (packages/shared quarterLabel in English). */
export function formatQuarter(quarter: string): string {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) return quarter;
  const first = (Number(m[2]) - 1) * 3;
  const { long } = months();
  return `${long[first]}–${long[first + 2]} ${m[1]}`;
}
