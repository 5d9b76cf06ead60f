import { currentLocale } from './i18n';

/**
 * Dates, numbers and amounts in the page's locale: 'en-IN' or 'hi-IN' (docs/architecture.md#languages).
 * Both group digits the Indian way (lakh and crore: 12,34,56,789). Formatters are made once per locale.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${currentLocale()}|date|${name}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(currentLocale(), options)));
  return format;
}

function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${currentLocale()}|number|${name}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(currentLocale(), options)));
  return format;
}

/** A moment as the portal shows it everywhere: '05 Mar 2026, 10:30 am'. */
export function formatDateTime(iso: string | Date): string {
  // Hindi reads the 24-hour clock: hi-IN's own day periods are the Latin 'am' and 'pm'.
  return dateFormat('moment', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(currentLocale() === 'hi-IN' ? { hourCycle: 'h23' as const } : {}),
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A date as the portal shows it everywhere: '05 Mar 2026' ('05 मार्च 2026' in Hindi). */
export function formatDate(iso: string | Date): string {
  return dateFormat('day', { day: '2-digit', month: 'short', year: 'numeric' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The time of day alone, on the 24-hour clock, as a save's status line shows it: '14:32'. */
export function formatTime(iso: string | Date): string {
  return dateFormat('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A calendar month (YYYY-MM) by its short name alone, for a chart's axis: 'Mar'. */
export function formatMonthShort(month: string): string {
  return dateFormat('monthShort', { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A calendar month (YYYY-MM) as words: 'March 2026'. */
export function formatMonth(month: string): string {
  return dateFormat('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A count or figure with Indian grouping: 12,34,567. */
export function formatNumber(value: number): string {
  return numberFormat('number', { maximumFractionDigits: 2 }).format(value);
}

/** An amount in rupees with Indian grouping: '₹12,34,567' (paise only when there are any). */
export function formatRupees(value: number): string {
  const whole = Number.isInteger(value);
  return numberFormat(whole ? 'rupees' : 'rupeesPaise', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
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
  return dateFormat('calendarDay', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A calendar quarter (YYYY-Qn) by its months in the page's language: 'January–March 2026' (packages/shared quarterLabel in English). */
export function formatQuarter(quarter: string): string {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) return quarter;
  const year = Number(m[1]);
  const first = (Number(m[2]) - 1) * 3;
  const month = (i: number) => dateFormat('monthLong', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, i, 1)));
  return `${month(first)}–${month(first + 2)} ${year}`;
}
