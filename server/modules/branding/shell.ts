import { type ColorSchemeChoice, withColorScheme } from '../../../src/shared/first-paint';
import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import type { Logger } from '../../lib/logger';
import { lookupOperator, operatorConfig } from '../operators/operators.service';
import { firstPaintColorScheme } from './color-scheme';
import { firstPaintFor, firstPaintLocale } from './first-paint';

/** The id of the JSON block the console reads at start (src/features/operator/api/operator.queries.ts). */
export const BOOT_ELEMENT_ID = 'mpa-boot';
const TTL_MS = 60_000;

/** JSON that cannot end its <script> element or open a comment: every `<` is written as \u003c. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The console's index.html with the operator of `host` in it: title, theme colour, its configuration and,
 * when given, the first paint of the requested page (first-paint.ts) beside the console's root, drawn in
 * the device's theme choice (color-scheme.ts).
 */
export function shellFor(
  template: string,
  config: OperatorConfig,
  firstPaint = '',
  colorScheme: ColorSchemeChoice = 'auto',
): string {
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  return withColorScheme(template, colorScheme)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.title || config.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(config.primaryColor)}$2`)
    .replace('</head>', `    ${boot}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${firstPaint}`);
}

/**
 * Serves the shell per host, so a first visit starts with its operator's configuration in the page instead
 * of two calls (lookup, config) before anything can be drawn, and with the first paint of the requested
 * path. Configurations are kept a minute per host; any failure serves the plain shell (the console then
 * asks the API as before), still in the device's theme choice.
 */
export function createShellRenderer(db: Db, template: string, logger: Logger) {
  const cache = new Map<string, { config: OperatorConfig; until: number }>();
  return async (request: { host?: string; path: string; cookie?: string }): Promise<string> => {
    const host = (request.host ?? 'localhost').toLowerCase().replace(/:\d+$/, '');
    // Only the configuration is kept per host; the language and theme come from each request's cookies.
    const colorScheme = firstPaintColorScheme(request.cookie);
    let config = cache.get(host);
    try {
      if (!config || config.until <= Date.now()) {
        const { operatorId } = await lookupOperator(db, host);
        config = { config: await operatorConfig(db, operatorId), until: Date.now() + TTL_MS };
        if (cache.size > 1000) cache.clear();
        cache.set(host, config);
      }
    } catch (error) {
      logger.warn('shell without operator configuration', { host, error: String(error) });
      return withColorScheme(template, colorScheme);
    }
    const locale = firstPaintLocale(request.cookie, config.config);
    return shellFor(template, config.config, firstPaintFor(request.path, config.config, locale), colorScheme);
  };
}
