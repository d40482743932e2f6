import { parse as parseCookies } from 'hono/utils/cookie';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import { FIRST_PAINT_ID, LANGUAGE_COOKIE } from '../../../src/shared/first-paint';
import { type Locale, pickLocale } from '../../../src/shared/locales';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';

/**
 * The first paint a page comes with (the app-shell model): before any script has run, the browser draws the
 * operator's frame — on the sign-in pages its logo and name over the form's card, on every other page the
 * header with logo and name and the page's title. It lies over the page (`#mpa-first-paint`, aria-hidden)
 * until the console has drawn the real screen underneath and removes it (src/lib/first-paint.ts), so a
 * phone on a slow network sees the operator at once instead of a blank page while the scripts arrive.
 */
/**
 * The screens people open directly: the `<h1>` each draws and, for lists, the search field's placeholder,
 * in the catalogues' source words (the same messages the screens use).
 */
const PAGES: Array<{ path: RegExp; title: string; search?: string }> = [
  { path: /^\/dashboard\/?$/, title: 'Dashboard' },
  {
    path: /^\/orders\/?$/,
    title: 'Bookings',
    search: 'Search by provider, customer, phone, product or booking ID',
  },
  { path: /^\/notification\/?$/, title: 'Notifications' },
  { path: /^\/dashboard\/profile\/?$/, title: 'Profile' },
];

/** The language the console will start in: the one chosen on this device (cookie), if the operator offers it. */
export function firstPaintLocale(cookieHeader: string | undefined, config: OperatorConfig): Locale {
  const chosen = cookieHeader ? parseCookies(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE] : undefined;
  return pickLocale(chosen, config.languages);
}

/** The first-paint markup for `path`, or '' where the console draws nothing of its own first (`/`, files). */
export function firstPaintFor(path: string, config: OperatorConfig, locale: Locale): string {
  if (path === '/' || path === '/index.html') return '';
  const name = escapeHtml(config.name);
  const logo = config.logoUrl ? escapeHtml(config.logoUrl) : null;
  if (path === '/auth' || path.startsWith('/auth/')) {
    return (
      `<div id="${FIRST_PAINT_ID}" class="mpa-fp mpa-fp-auth" aria-hidden="true">` +
      '<div class="mpa-fp-auth-main"><div class="mpa-fp-brand">' +
      (logo ? `<img src="${logo}" alt="" height="40" />` : '') +
      `<p class="mpa-fp-brand-name">${name}</p></div><div class="mpa-fp-card"></div></div></div>`
    );
  }
  const page = PAGES.find((p) => p.path.test(path));
  const title = page ? `<h1 class="mpa-fp-title">${escapeHtml(translate(page.title, locale))}</h1>` : '';
  const search = page?.search
    ? `<input class="mpa-fp-search" type="search" disabled tabindex="-1" placeholder="${escapeHtml(translate(page.search, locale))}" />`
    : '';
  return (
    `<div id="${FIRST_PAINT_ID}" class="mpa-fp mpa-fp-shell" aria-hidden="true">` +
    '<div class="mpa-fp-header">' +
    '<span class="mpa-fp-burger"></span>' +
    (logo ? `<img src="${logo}" alt="" width="32" height="32" />` : '') +
    `<span class="mpa-fp-operator">${name}</span></div><div class="mpa-fp-nav"></div>` +
    `<div class="mpa-fp-main">${title}${search}</div></div>`
  );
}
