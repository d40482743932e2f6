import type { Hono } from 'hono';
import { MERCHANT_IMPORT_MAX_BYTES } from '../../../src/shared/schemas/merchants';
import type { AppEnv, Deps } from '../../context';
import { fieldError, httpError, unprocessable } from '../../lib/errors';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as merchants from './merchants.service';
import { readMultipartForm } from '../../lib/multipart';

/** Merchants (module `merchants`): the operator's providers; every query is scoped to the caller's operator. */
export function merchantRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'merchantsList', async ({ c, input, operatorId }) => {
    const { rows, total, totalCapped } = await merchants.listMerchants(db, operatorId, input.query);
    c.header('X-Total-Count', String(total));
    if (totalCapped) c.header('X-Total-Capped', 'true');
    return rows;
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
  route(app, deps, 'merchantDetail', merchants.merchant, async ({ input, operatorId }) =>
    merchants.merchantDetail(db, operatorId, input.params.id),
  );

  route(app, deps, 'merchantCreate', async ({ input, operatorId }) =>
    reply(await merchants.createMerchant(db, operatorId, input.body), 'merchant.created', 201),
  );

  route(app, deps, 'merchantUpdate', merchants.merchant, async ({ input, operatorId }) =>
    reply(await merchants.updateMerchant(db, operatorId, input.params.id, input.body), 'merchant.updated'),
  );

  route(app, deps, 'merchantStatus', merchants.merchant, async ({ input, operatorId }) => {
    const row = await merchants.setMerchantStatus(db, operatorId, input.params.id, input.body.status);
    return reply(row, row.status ? 'merchant.activated' : 'merchant.deactivated');
  });

  route(app, deps, 'merchantDelete', merchants.merchant, async ({ input, operatorId }) =>
    reply(await merchants.deleteMerchant(db, operatorId, input.params.id), 'merchant.deleted'),
  );
}
