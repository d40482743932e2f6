import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import { raiseSupportRequest, requestPayout, signUpProvider } from './marketplace.service';

/** Events from the marketplace's customer and provider apps (auth `app`). */
export function marketplaceRoutes(app: Hono<AppEnv>, deps: Deps) {
  route(app, deps, 'appSupportRequest', async ({ input, operatorId }) =>
    reply(await raiseSupportRequest(deps.database.db, operatorId, input.body), 'app.support_received', 201),
  );
  route(app, deps, 'appPayoutRequest', async ({ input, operatorId }) =>
    reply(await requestPayout(deps.database.db, operatorId, input.body), 'payout.requested', 201),
  );
  route(app, deps, 'appProviderSignUp', async ({ input, operatorId }) =>
    reply(await signUpProvider(deps.database.db, operatorId, input.body), 'app.provider_registered', 201),
  );
}
