import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import { generalSettings, languageSettings, updateGeneralSettings, updateLanguageSettings } from './settings.service';

/** Settings → General (module `settings`) and Languages (module `languages`) of the caller's own operator. */
export function settingsRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'generalSettings', async ({ operatorId }) => generalSettings(deps.database.db, operatorId));
  route(app, deps, 'generalSettingsUpdate', async ({ input, operatorId }) =>
    reply(await updateGeneralSettings(deps, operatorId, input.body), 'settings.saved'),
  );
  route(app, deps, 'languageSettings', async ({ operatorId }) => languageSettings(deps.database.db, operatorId));
  route(app, deps, 'languageSettingsUpdate', async ({ input, operatorId }) =>
    reply(await updateLanguageSettings(deps, operatorId, input.body), 'settings.saved'),
  );
}
