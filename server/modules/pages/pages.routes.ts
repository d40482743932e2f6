import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { notFound } from '../../lib/errors';
import { reply, route } from '../../lib/route';
import {
  appPage,
  comparePage,
  createPage,
  deletePage,
  listPages,
  page,
  pageDetail,
  pageVersion,
  pageVersions,
  publishPage,
  restoreVersion,
  updatePage,
} from './pages.service';

/** How long the apps may show a page before asking again (with If-None-Match: a 304 costs one indexed read). */
const APP_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
const matches = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });

/** Content pages (module `cms`) and the apps' read of the published pages (auth `app`). */
export function pageRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'pagesList', ({ input, operatorId }) => listPages(db, operatorId, input.query));
  route(app, deps, 'pageCreate', async ({ input, operatorId }) =>
    reply(await createPage(db, operatorId, input.body), 'page.created', 201),
  );
  route(app, deps, 'pageDetail', page, ({ input, operatorId }) => pageDetail(db, operatorId, input.params.id));
  route(app, deps, 'pageUpdate', page, async ({ input, operatorId }) =>
    reply(await updatePage(db, operatorId, input.params.id, input.body), 'page.saved'),
  );
  route(app, deps, 'pageDelete', page, async ({ input, operatorId }) =>
    reply(await deletePage(db, operatorId, input.params.id), 'page.deleted'),
  );
  route(app, deps, 'pagePublish', page, async ({ input, operatorId, caller }) => {
    const { detail, number } = await publishPage(db, operatorId, input.params.id, caller.adminId);
    return reply(detail, 'page.published', 200, { number });
  });
  route(app, deps, 'pageVersions', page, ({ input, operatorId }) => pageVersions(db, operatorId, input.params.id));
  route(app, deps, 'pageVersion', page, ({ input, operatorId }) =>
    pageVersion(db, operatorId, input.params.id, input.params.number),
  );
  route(app, deps, 'pageRestore', page, async ({ input, operatorId }) => {
    const { detail, number } = await restoreVersion(db, operatorId, input.params.id, input.params.number);
    return reply(detail, 'page.restored', 200, { number });
  });
  route(app, deps, 'pageCompare', page, ({ input, operatorId }) =>
    comparePage(db, operatorId, input.params.id, input.query),
  );

  route(app, deps, 'appPage', async ({ c, input, operatorId }) => {
    const found = await appPage(db, operatorId, input.params.slug, input.query.lang);
    if (!found) throw notFound('page.not_found');
    c.header('ETag', found.etag);
    c.header('Cache-Control', APP_CACHE_CONTROL);
    c.header('Vary', 'X-Operator-Id');
    if (matches(c.req.header('if-none-match'), found.etag)) return c.body(null, 304);
    return found.page;
  });
}
