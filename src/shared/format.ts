/** Formatting rules shared by the console, the server and the worker (Intl only). */

// Building an Intl formatter costs far more than using one (locale data is looked up each time): a table
// of the rows on screen would build hundreds while the page starts. One per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options); // throws for an unknown currency: not kept
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A message time: HH:mm when it is from today, otherwise the date in the locale's format. */
export function formatMessageTime(value: string | Date, locale: string, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (sameDay(date, now)) {
    return dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  }
  return dateFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function formatCurrency(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return numberFormat(locale, { style: 'currency', currency: 'INR' }).format(amount);
  }
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** The decimal and grouping marks of a locale, for number inputs (`12,5` in pt-PT, `12.5` in en-US). */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
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
    return numberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(amount);
  } catch {
    return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
  }
}

/**
 * The formatters a screen's figures use first (plain numbers, the operator's currency), built ahead of the render that
 * shows them, as steps (the caller runs them in one task or in tasks of their own). The first formatter a page builds
 * pays for the locale data: 23-35 ms on Debian's Chromium 150, one task of ~90-130 ms at Lighthouse's 4× CPU. A first
 * visit has a worker load those data instead (src/app/warm-up-formats.worker.ts); these steps are what the page does
 * where no worker starts, and on a reopen (docs/performance.md, sessions 24 and 33).
 */
export function warmUpFormatSteps(locale: string, currency: string): (() => void)[] {
  return [() => void formatNumber(0, locale), () => void formatCurrency(0, currency, locale)];
}
