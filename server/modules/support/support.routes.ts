import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import {
  cannedRepliesOf,
  cannedReply,
  categoriesOf,
  createCannedReply,
  createCategory,
  deleteCannedReply,
  deleteCategory,
  saveSupportSettings,
  supportCategory,
  supportSettingsOf,
  updateCannedReply,
} from './support-config.service';
import {
  appThread,
  bulkTickets,
  changeTicket,
  postAgentMessage,
  postRequesterMessage,
  setAvailability,
  supportAgentsOf,
  ticketDetail,
  ticketPage,
  ticketScope,
} from './support.service';

/** The support desk (issue 67): both desks' tickets, their threads and settings, and the requester's app. */
export function supportRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'supportCustomerTickets', ({ input, caller }) => ticketPage(db, caller, 'customer', input.query));
  route(app, deps, 'supportProviderTickets', ({ input, caller }) => ticketPage(db, caller, 'provider', input.query));

  route(app, deps, 'supportCustomerBulk', async ({ input, caller }) => {
    const result = await bulkTickets(db, caller, 'customer', input.body);
    return reply(result, 'support.bulk_done', 200, { applied: result.applied.length, refused: result.refused.length });
  });
  route(app, deps, 'supportProviderBulk', async ({ input, caller }) => {
    const result = await bulkTickets(db, caller, 'provider', input.body);
    return reply(result, 'support.bulk_done', 200, { applied: result.applied.length, refused: result.refused.length });
  });

  route(app, deps, 'supportTicketDetail', ticketScope, ({ input, caller }) =>
    ticketDetail(db, caller, input.params.id),
  );

  route(app, deps, 'supportTicketMessage', ticketScope, async ({ input: { params, body }, caller }) =>
    reply(
      await postAgentMessage(db, caller, params.id, body),
      body.kind === 'note' ? 'support.note_added' : 'support.reply_sent',
      201,
    ),
  );

  route(app, deps, 'supportTicketUpdate', ticketScope, async ({ input: { params, body }, caller }) =>
    reply(await changeTicket(db, caller, params.id, body), 'support.ticket_updated'),
  );

  route(app, deps, 'supportAgents', ({ input, caller }) => supportAgentsOf(db, caller, input.query.desk));
  route(app, deps, 'supportAvailability', async ({ input, caller }) =>
    reply(await setAvailability(db, caller, input.body.available), 'support.availability_saved'),
  );

  route(app, deps, 'supportCategories', ({ operatorId }) => categoriesOf(db, operatorId));
  route(app, deps, 'supportCategoryCreate', async ({ input, operatorId }) =>
    reply(await createCategory(db, operatorId, input.body.name), 'support.category_created', 201),
  );
  route(app, deps, 'supportCategoryDelete', supportCategory, async ({ input, operatorId }) =>
    reply(await deleteCategory(db, operatorId, input.params.id), 'support.category_deleted'),
  );

  route(app, deps, 'supportCannedReplies', ({ operatorId }) => cannedRepliesOf(db, operatorId));
  route(app, deps, 'supportCannedReplyCreate', async ({ input, operatorId }) =>
    reply(await createCannedReply(db, operatorId, input.body), 'support.canned_created', 201),
  );
  route(app, deps, 'supportCannedReplyUpdate', cannedReply, async ({ input: { params, body }, operatorId }) =>
    reply(await updateCannedReply(db, operatorId, params.id, body), 'support.canned_updated'),
  );
  route(app, deps, 'supportCannedReplyDelete', cannedReply, async ({ input, operatorId }) =>
    reply(await deleteCannedReply(db, operatorId, input.params.id), 'support.canned_deleted'),
  );

  route(app, deps, 'supportSettings', ({ operatorId }) => supportSettingsOf(db, operatorId));
  route(app, deps, 'supportSettingsUpdate', async ({ input, operatorId }) =>
    reply(await saveSupportSettings(db, operatorId, input.body), 'support.settings_saved'),
  );

  // The apps' calls: a malformed id is the ticket's 404; the requester's own ticket is checked by the service.
  const appTicket = { notFound: 'support.ticket_not_found' } as const;
  route(app, deps, 'appSupportThread', appTicket, ({ input, operatorId }) =>
    appThread(db, operatorId, input.params.id, input.query),
  );
  route(app, deps, 'appSupportMessage', appTicket, async ({ input: { params, body }, operatorId }) =>
    reply(await postRequesterMessage(db, operatorId, params.id, body), 'support.message_received', 201),
  );
}
