/** Formatting rules shared by the console, the server and the worker (Intl only). */

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A message time: HH:mm when it is from today, otherwise the date in the locale's format. */
export function formatMessageTime(value: string | Date, locale: string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatCurrency(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(amount);
  }
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** YYYY-MM-DD in local time (spec part 1 §9 date format). */
export function formatIsoDate(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** YYYY-MM-DD HH:mm in local time (spec part 1 §9 date-time format). */
export function formatIsoDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatIsoDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The short id the console shows: a prefix plus the first characters of the id, uppercased (ORD_1A2B3C4D). */
export function displayId(prefix: string, id: string | null | undefined, length = 8): string {
  return `${prefix}${String(id ?? '')
    .slice(0, length)
    .toUpperCase()}`;
}

/** Text cut to `max` characters with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

/** Short currency for chart axes: ₹60K, €1.2M. */
export function formatCompactCurrency(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
  }
}
