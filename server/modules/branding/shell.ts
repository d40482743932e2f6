import type { OperatorConfig } from '../../../src/shared/schemas/operators';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { lookupOperator, operatorConfig } from '../operators/operators.service';

/** The id of the JSON block the console reads at start (src/features/operator/api/operator.queries.ts). */
export const BOOT_ELEMENT_ID = 'mpa-boot';
const TTL_MS = 60_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment: every `<` is written as \u003c. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The console's index.html with the operator of `host` in it: title, theme colour and its configuration. */
export function shellFor(template: string, config: OperatorConfig): string {
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.title || config.name)}</title>`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${escapeHtml(config.primaryColor)}$2`)
    .replace('</head>', `    ${boot}\n  </head>`);
}

/**
 * Serves the shell per host, so a first visit starts with its operator's configuration in the page instead
 * of two calls (lookup, config) before anything can be drawn. Answers are kept a minute per host; any
 * failure serves the plain shell (the console then asks the API as before).
 */
export function createShellRenderer(db: Db, template: string, logger: Logger) {
  const cache = new Map<string, { html: string; until: number }>();
  return async (hostHeader: string | undefined): Promise<string> => {
    const host = (hostHeader ?? 'localhost').toLowerCase().replace(/:\d+$/, '');
    const hit = cache.get(host);
    if (hit && hit.until > Date.now()) return hit.html;
    try {
      const { operatorId } = await lookupOperator(db, host);
      const html = shellFor(template, await operatorConfig(db, operatorId));
      if (cache.size > 1000) cache.clear();
      cache.set(host, { html, until: Date.now() + TTL_MS });
      return html;
    } catch (error) {
      logger.warn('shell without operator configuration', { host, error: String(error) });
      return template;
    }
  };
}
