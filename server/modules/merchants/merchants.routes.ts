import type { Hono } from 'hono';
import { MERCHANT_IMPORT_MAX_BYTES } from '../../../src/shared/schemas/merchants';
import type { AppEnv, Deps } from '../../context';
import { fieldError, httpError, unprocessable } from '../../lib/errors';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as merchants from './merchants.service';

const { merchant } = merchants;
import { readMultipartForm } from '../../lib/multipart';

/** Merchants (module `merchants`): the operator's providers; every query is scoped to the caller's operator. */
export function merchantRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'merchantsList', async ({ c, input, operatorId }) => {
    const { data, total, totalCapped } = await merchant.page(db, operatorId, input.query);
    c.header('X-Total-Count', String(total));
    if (totalCapped) c.header('X-Total-Capped', 'true');
    return data;
  });

  route(app, deps, 'merchantsExport', async ({ input, operatorId }) =>
    csvResponse(
      csvFile(await merchants.allMerchants(db, operatorId, input.query), merchants.MERCHANT_CSV),
      'merchants.csv',
    ),
  );

  route(app, deps, 'merchantsImport', async ({ c, input, operatorId }) => {
    const form = await readMultipartForm(c);
    const file = form.file;
    if (!(file instanceof File)) throw unprocessable({ file: fieldError('import.file_required') });
    if (file.size > MERCHANT_IMPORT_MAX_BYTES)
      throw httpError(413, 'request.too_large', { max: MERCHANT_IMPORT_MAX_BYTES / (1024 * 1024) });
    // Judged by content, whatever the file's name or declared type.
    const text = merchants.decodeCsvFile(new Uint8Array(await file.arrayBuffer()));
    const { preview, previewToken } = input.query;
    const result = await merchants.importMerchants(db, operatorId, text, { preview, previewToken });
    return reply(result, preview ? 'import.previewed' : 'import.done', 200, {
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
      skipped: result.skipped.length,
    });
  });

  // After /merchants/export, so that path is not read as an id.
  route(app, deps, 'merchantDetail', merchant, async ({ input, operatorId }) =>
    merchants.merchantDetail(db, operatorId, input.params.id),
  );

  route(app, deps, 'merchantCreate', async ({ input, operatorId }) => {
    const { id } = await merchant.create(db, operatorId, merchants.valuesOf(input.body));
    return reply(await merchants.merchantDetail(db, operatorId, id), 'merchant.created', 201);
  });

  route(app, deps, 'merchantUpdate', merchant, async ({ input: { params, body }, operatorId }) => {
    await merchant.update(db, operatorId, params.id, merchants.valuesOf(body));
    return reply(await merchants.merchantDetail(db, operatorId, params.id), 'merchant.updated');
  });

  route(app, deps, 'merchantStatus', merchant, async ({ input, operatorId }) => {
    const row = await merchant.update(db, operatorId, input.params.id, { isActive: input.body.status });
    return reply(row, row.status ? 'merchant.activated' : 'merchant.deactivated');
  });

  // Its bookings, payouts, products and agents keep their rows without it (set null).
  route(app, deps, 'merchantDelete', merchant, async ({ input, operatorId }) =>
    reply(await merchant.remove(db, operatorId, input.params.id), 'merchant.deleted'),
  );
}
