import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import * as views from './saved-views.service';

/** Saved list views: any signed-in user, their own views only. */
export function savedViewRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;
  route(app, deps, 'savedViewsList', async ({ input, caller }) => views.listViews(db, caller, input.query.screen));
  route(app, deps, 'savedViewCreate', async ({ input, caller }) =>
    reply(await views.createView(db, caller, input.body), 'saved_view.saved', 201),
  );
  route(app, deps, 'savedViewUpdate', views.savedView, async ({ input, caller }) =>
    reply(await views.updateView(db, caller, input.params.id, input.body), 'saved_view.updated'),
  );
  route(app, deps, 'savedViewDelete', views.savedView, async ({ input, caller }) =>
    reply(await views.deleteView(db, caller, input.params.id), 'saved_view.deleted'),
  );
}
