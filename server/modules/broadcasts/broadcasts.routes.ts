import type { Hono } from 'hono';
import type { BroadcastBody, BroadcastReport } from '../../../src/shared/schemas/broadcasts';
import type { AppEnv, Deps } from '../../context';
import { reply, route } from '../../lib/route';
import { customer, customerMessages, previewBroadcast, sendBroadcast } from './broadcasts.service';

/** Broadcasts from the User and Order reports (module `reports`) and a customer's messages (module `customer`). */
export function broadcastRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;
  const send = async (report: BroadcastReport, operatorId: string, adminId: string, body: BroadcastBody) => {
    const result = await sendBroadcast(db, { report, operatorId, adminId, body });
    if (result.queued > 0 && body.channel === 'email') deps.outbox.worker.kick();
    const { repeated: _repeated, ...data } = result;
    return reply(data, 'broadcast.sent', 202, { count: data.recipients });
  };

  route(app, deps, 'reportUsersBroadcastPreview', ({ input, operatorId }) =>
    previewBroadcast(db, 'users', operatorId, input.body.filter),
  );
  route(app, deps, 'reportUsersBroadcast', ({ input, operatorId, caller }) =>
    send('users', operatorId, caller.adminId, input.body),
  );
  route(app, deps, 'reportOrdersBroadcastPreview', ({ input, operatorId }) =>
    previewBroadcast(db, 'orders', operatorId, input.body.filter),
  );
  route(app, deps, 'reportOrdersBroadcast', ({ input, operatorId, caller }) =>
    send('orders', operatorId, caller.adminId, input.body),
  );
  route(app, deps, 'customerMessages', customer, ({ input, operatorId }) =>
    customerMessages(db, operatorId, input.params.id, input.query.limit),
  );
}
