import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  type EndpointData,
  type EndpointName,
  type EndpointParsed,
  type Endpoint,
  endpoints,
} from '../../src/shared/api/endpoints';
import type { AppEnv, Deps } from '../context';
import type { Caller } from './caller';
import { type Db, withTransaction } from '../db/client';
import { authenticateApp, authenticateClient, authenticateUser, requireOperatorHeader } from '../middleware/auth';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
} from '../middleware/idempotency';
import { type CodedMessage, coded, type MessageCode, type MessageParams } from '../../src/shared/messages';
import { badRequest, conflict, errorEnvelope, HttpError, httpError, notFound } from './errors';
import { isUuid } from './ids';
import type { IdScope } from './scoped';
import { parseOr422, rejectMalformedText } from './validation';

/** A handler's answer with a notice (a message code, its parameters and English text) or a status other than the defaults. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly notice: CodedMessage = coded('ok'),
    readonly status: 200 | 201 | 202 = 200,
  ) {}
}
export const reply = <T>(data: T, code: MessageCode = 'ok', status?: 200 | 201 | 202, params?: MessageParams) =>
  new Reply(data, coded(code, params), status);

export type HandlerContext<N extends EndpointName> = {
  c: Context<AppEnv>;
  input: EndpointParsed<N>;
  /** The signed-in caller (auth `user`). */
  caller: Caller;
  /** The tenant of the request: from the token (`user`) or the X-Operator-Id header (`operator`). */
  operatorId: string;
  deps: Deps;
};

type Handler<N extends EndpointName> = (
  ctx: HandlerContext<N>,
) => Promise<EndpointData<N> | Reply<EndpointData<N>> | Response>;

/** `/orders/{id}` → `/orders/:id` */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.length === 0) return {};
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw httpError(415, 'request.json_required');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('request.bad_json');
  }
}

/**
 * What identifies a multipart request for its Idempotency-Key: the fields, files by their content's
 * SHA-256 (the boundary differs on every send, so the raw bytes cannot be compared). null when the body
 * is not a readable form (the handler answers that).
 */
async function multipartFingerprint(c: Context<AppEnv>): Promise<unknown> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    const form = await c.req.parseBody({ all: true });
    const fingerprint = async (value: unknown): Promise<unknown> => {
      if (Array.isArray(value)) return Promise.all(value.map(fingerprint));
      if (value instanceof File) {
        const digest = createHash('sha256')
          .update(new Uint8Array(await value.arrayBuffer()))
          .digest('hex');
        return { size: value.size, sha256: digest };
      }
      return value;
    };
    const fields = await Promise.all(
      Object.keys(form)
        .sort()
        .map(async (name) => [name, await fingerprint(form[name])] as const),
    );
    return Object.fromEntries(fields);
  } catch {
    return null;
  }
}

/**
 * Registers one endpoint of the shared table: authentication by its `auth`, the module check, the id in
 * its path (`scope`: a malformed, unknown or other operator's id is the resource's 404 before the body is
 * read), input validation (422 with field errors) and the envelope around the handler's data.
 */
export function route<N extends EndpointName>(app: Hono<AppEnv>, deps: Deps, name: N, handler: Handler<N>): void;
export function route<N extends EndpointName>(
  app: Hono<AppEnv>,
  deps: Deps,
  name: N,
  scope: IdScope,
  handler: Handler<N>,
): void;
export function route<N extends EndpointName>(
  app: Hono<AppEnv>,
  deps: Deps,
  name: N,
  ...[first, second]: [Handler<N>] | [IdScope, Handler<N>]
): void {
  const [scope, handler] = second ? [first as IdScope, second] : [undefined, first as Handler<N>];
  const endpoint: Endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  app[method](toHonoPath(endpoint.path), async (c) => {
    let caller: Caller | undefined;
    let operatorId: string | undefined;
    if (endpoint.auth === 'user') {
      caller = await authenticateUser(c, deps, endpoint.module);
      operatorId = caller.operatorId;
    } else if (endpoint.auth === 'operator') {
      operatorId = await requireOperatorHeader(c, deps);
    } else if (endpoint.auth === 'client') {
      await authenticateClient(c, deps);
    } else if (endpoint.auth === 'app') {
      operatorId = await authenticateApp(c, deps);
    }
    c.set('caller', caller);
    c.set('operatorId', operatorId);

    if (scope) {
      // A NUL or lone surrogate in the id is the 422 it is everywhere, before the id's 404.
      rejectMalformedText(c.req.param());
      const [id = ''] = Object.values<string>(c.req.param());
      if (!isUuid(id)) throw notFound(scope.notFound);
      if (scope.exists && (endpoint.body || endpoint.multipart))
        await scope.exists(deps.database.db, operatorId as string, id, caller);
    }
    const rawBody = endpoint.body && !endpoint.multipart ? await readJsonBody(c) : undefined;
    // Every value of a repeated query parameter counts, keyed by the parameter's name.
    const queries = Object.fromEntries(Object.entries(c.req.queries()).map(([k, values]) => [k, values.join('\n')]));
    rejectMalformedText(c.req.param(), queries, rawBody);
    const input = {
      params: endpoint.params ? parseOr422(endpoint.params, c.req.param()) : undefined,
      query: endpoint.query ? parseOr422(endpoint.query, c.req.query()) : undefined,
      body: endpoint.body && !endpoint.multipart ? parseOr422(endpoint.body, rawBody) : undefined,
    } as EndpointParsed<N>;

    // Mutations with an Idempotency-Key: the first result is stored and replayed for 24 h. Keys belong to
    // the admin who sent them, or to the marketplace apps (auth `app`) of the operator.
    const key = c.req.header('idempotency-key');
    const keyOwner = caller ? caller.adminId : endpoint.auth === 'app' ? null : undefined;
    const claim =
      key !== undefined && endpoint.method !== 'GET' && operatorId && keyOwner !== undefined
        ? await claimIdempotencyKey(
            deps.database.db,
            {
              operatorId,
              adminId: keyOwner,
              key,
              method: endpoint.method,
              path: c.req.path,
              hash: requestHash(
                endpoint.method,
                c.req.path,
                endpoint.multipart ? await multipartFingerprint(c) : rawBody,
              ),
            },
            deps.env.idempotencyClaimTimeoutSeconds * 1000,
          )
        : null;
    if (claim?.kind === 'replay') {
      c.header('Idempotent-Replayed', 'true');
      return c.json(claim.body as object, claim.status as 200);
    }

    let status = 200;
    let body: unknown;
    const run = async () => {
      const result = await handler({ c, input, caller: caller as Caller, operatorId: operatorId as string, deps });
      if (result instanceof Response) return result;
      const envelope = result instanceof Reply ? result : new Reply(result);
      status = envelope.status;
      const { notice } = envelope;
      body = { status: true, message: notice.message, code: notice.code, params: notice.params, data: envelope.data };
      // In the handler's transaction: the change and its stored result commit together, or neither does.
      if (claim && !(await completeIdempotencyKey(deps.database.db, claim.id, status, body))) {
        throw conflict('request.idempotency_in_progress');
      }
      return null;
    };
    try {
      const response = claim
        ? await deps.database.db.transaction((tx) => withTransaction(tx as unknown as Db, run))
        : await run();
      if (response) {
        if (claim) await releaseIdempotencyKey(deps.database.db, claim.id);
        return response;
      }
    } catch (error) {
      if (claim) {
        if (error instanceof HttpError && error.status < 500) {
          await completeIdempotencyKey(deps.database.db, claim.id, error.status, errorEnvelope(error));
        } else {
          await releaseIdempotencyKey(deps.database.db, claim.id);
        }
      }
      throw error;
    }
    return c.json(body as object, status as 200);
  });
}
