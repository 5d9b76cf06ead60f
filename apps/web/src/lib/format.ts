const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

/** A date as the portal shows it everywhere: '05 Mar 2026'. */
export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment as the portal shows it everywhere: '05 Mar 2026, 10:30 am'. */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day alone, as a save's status line shows it: '14:32'. */
export function formatTime(iso: string | Date): string {
  return timeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const shortMonthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/** A calendar month (YYYY-MM) by its short name alone, for a chart's axis: 'Mar'. */
export function formatMonthShort(month: string): string {
  return shortMonthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** A calendar month (YYYY-MM) as words: 'March 2026'. */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

const sizeFormats = {
  kilobyte: new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  megabyte: new Intl.NumberFormat('en-IN', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
};

/** A file's size as people read it: '840 kB', '2.4 MB' (1 kB = 1 024 bytes, at least 1 kB). */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? sizeFormats.kilobyte.format(Math.max(1, Math.round(bytes / 1024))) : sizeFormats.megabyte.format(bytes / (1024 * 1024));
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, e.g. a date to answer by) as the portal shows dates, whatever the browser's zone. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
