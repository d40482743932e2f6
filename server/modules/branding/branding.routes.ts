import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../context';
import { defaultLanguageOf } from '../../lib/translations';
import { lookupOperator, operatorConfig } from '../operators/operators.service';
import { installIconsOf } from '../settings/settings.service';
import { renderIcon } from './icon';

const uuid = v.pipe(v.string(), v.uuid());
const SIZES = [192, 512] as const;

/** The operator of a manifest or icon request: `?operator=<id>` (the signed-in console), else the host. */
async function operatorOf(c: Context<AppEnv>, deps: Deps) {
  const requested = c.req.query('operator');
  if (requested && v.is(uuid, requested)) {
    try {
      return await operatorConfig(deps.database.db, requested);
    } catch {
      // unknown id: fall back to the host
    }
  }
  const { operatorId } = await lookupOperator(deps.database.db, (c.req.header('host') ?? 'localhost').toLowerCase());
  return operatorConfig(deps.database.db, operatorId);
}

/**
 * Per-operator install identity: `/manifest.webmanifest` (name, colours, icons) and the icons drawn in
 * the operator's colour, so each operator's installed app carries its own branding.
 */
export function brandingRoutes(app: Hono<AppEnv>, deps: Deps) {
  const icons = new Map<string, Buffer>();

  app.get('/manifest.webmanifest', async (c) => {
    const config = await operatorOf(c, deps);
    const q = `operator=${config.operatorId}`;
    // The operator's uploaded icon made into PNGs (Settings → General), else icons drawn in its colour.
    const uploaded = await installIconsOf(deps.database.db, config.operatorId);
    const icon = (size: 192 | 512) => uploaded?.[size] ?? `/icons/${size}.png?${q}`;
    c.header('Cache-Control', 'no-cache');
    return c.body(
      JSON.stringify({
        id: `/?${q}`,
        name: config.title || config.name,
        short_name: config.shortName || config.name,
        description: `${config.name} — marketplace admin console`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: config.primaryColor,
        background_color: '#ffffff',
        lang: defaultLanguageOf(config.languages),
        icons: [
          ...SIZES.map((size) => ({
            src: icon(size),
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'any',
          })),
          {
            src: uploaded?.maskable ?? `/icons/maskable-512.png?${q}`,
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      }),
      200,
      { 'Content-Type': 'application/manifest+json; charset=utf-8' },
    );
  });

  app.get('/icons/:file{(192|512|maskable-512)\\.png}', async (c) => {
    const config = await operatorOf(c, deps);
    const file = c.req.param('file');
    const maskable = file.startsWith('maskable');
    const size = maskable ? 512 : Number(file.replace('.png', ''));
    // An uploaded icon (the apple-touch-icon and pushes ask here): its PNG of that size, briefly cached.
    const uploaded = await installIconsOf(deps.database.db, config.operatorId);
    const own = uploaded && (maskable ? uploaded.maskable : uploaded[size as 192 | 512]);
    const blob = own ? await deps.blobs.get(own.replace('/uploads/', '')) : null;
    if (blob)
      return c.body(blob.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=300',
      });
    const key = `${config.primaryColor}:${file}`;
    let png = icons.get(key);
    if (!png) {
      png = renderIcon(size, config.primaryColor, maskable);
      icons.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
  });
}
