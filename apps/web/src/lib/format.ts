const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric' });

/** A date as the portal shows it everywhere: '05 Mar 2026'. */
export function formatDate(iso: string | Date): string {
  return dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
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
