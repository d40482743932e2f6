import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import type { CredentialName } from '../../../src/shared/schemas/credentials';
import type { Caller } from '../../lib/caller';
import { listCredentials, removeCredential, saveCredential, testCredential } from './credentials.service';
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

/** Settings → Configuration → Integrations (module `configuration`): credentials sealed with `deps.sealing`. */
export function configurationRoutes(app: Hono<AppEnv>, deps: Deps) {
  const db = deps.database.db;
  const key = deps.sealing;
  const sealed = { db, key, allowInternal: deps.env.integrationsAllowInternal };
  route(app, deps, 'credentials', ({ operatorId }) => listCredentials(db, key, operatorId));
  route(app, deps, 'credentialRemove', async ({ input, operatorId }) => {
    await removeCredential(db, operatorId, input.params.name);
    return reply(null, 'configuration.removed');
  });
  const saved = async <N extends CredentialName>(caller: Caller, name: N, body: never) =>
    reply(await saveCredential(sealed, caller.operatorId, caller.adminId, name, body), 'configuration.saved');
  const tried = async (
    caller: Caller,
    name: CredentialName,
    body: { values: never; to?: string; language: string },
  ) => {
    const result = await testCredential(sealed, caller, name, body.values, body.to, body.language);
    return reply(result, result.code, undefined, result.params);
  };
  route(app, deps, 'smtpCredentialUpdate', ({ caller, input }) => saved(caller, 'smtp', input.body as never));
  route(app, deps, 'smtpCredentialTest', ({ caller, input }) => tried(caller, 'smtp', input.body as never));
  route(app, deps, 'firebaseCredentialUpdate', ({ caller, input }) => saved(caller, 'firebase', input.body as never));
  route(app, deps, 'firebaseCredentialTest', ({ caller, input }) => tried(caller, 'firebase', input.body as never));
  route(app, deps, 'smsCredentialUpdate', ({ caller, input }) => saved(caller, 'sms', input.body as never));
  route(app, deps, 'smsCredentialTest', ({ caller, input }) => tried(caller, 'sms', input.body as never));
}
