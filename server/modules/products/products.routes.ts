import type { Hono } from 'hono';
import { productEndpoints } from '../../../src/shared/api/endpoints/products';
import type { AppEnv, Deps } from '../../context';
import { csvResponse } from '../../lib/csv-export';
import { reply, route, toHonoPath } from '../../lib/route';
import { authenticateUser } from '../../middleware/auth';
import * as products from './products.service';

/**
 * Products (issue 17; module `services`): list and its CSV export, status, delete, create / detail / update, variants and
 * images. Every query is scoped to the caller's operator.
 */
export function productRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  /**
   * An unknown id (or another operator's) is 404 whatever the body holds, as on the other routes of the
   * resource: checked after sign-in and the module, before the body is validated.
   */
  const unknownFirst = (name: 'productUpdate' | 'productVariantsUpdate' | 'productMediaUpdate') => {
    const endpoint = productEndpoints[name];
    app.put(toHonoPath(endpoint.path), async (c, next) => {
      const caller = await authenticateUser(c, deps, endpoint.module);
      await products.assertProduct(db, caller.operatorId, c.req.param('productId') ?? c.req.param('id') ?? '');
      await next();
    });
  };

  route(app, deps, 'productsList', async ({ input, operatorId }) => products.listProducts(db, operatorId, input.query));
  route(app, deps, 'productsExport', async ({ input, operatorId }) =>
    csvResponse(await products.exportProducts(db, operatorId, input.query), 'products.csv'),
  );
  route(app, deps, 'productStatus', async ({ input, operatorId }) => {
    const row = await products.toggleProductStatus(db, operatorId, input.params.id);
    return reply(row, row.isActive ? 'product.activated' : 'product.deactivated');
  });
  route(app, deps, 'productDelete', async ({ input, operatorId }) =>
    reply(await products.deleteProduct(db, operatorId, input.params.id), 'product.deleted'),
  );
  route(app, deps, 'productCreate', async ({ input, operatorId }) =>
    reply(await products.createProduct(db, operatorId, input.body), 'product.created', 201),
  );
  // The fixed paths before /product/{id}, which would otherwise take "variant-names" as an id.
  route(app, deps, 'productVariantNames', async ({ input, operatorId }) =>
    products.variantNames(db, operatorId, input.query.search),
  );
  route(app, deps, 'productVariantOptions', async ({ input, operatorId }) =>
    products.variantOptions(db, operatorId, input.params.variantId),
  );
  route(app, deps, 'productDetail', async ({ input, operatorId }) =>
    products.getProduct(db, operatorId, input.params.id),
  );
  unknownFirst('productVariantsUpdate');
  route(app, deps, 'productVariantsUpdate', async ({ input, operatorId }) =>
    reply(await products.replaceVariants(db, operatorId, input.params.productId, input.body), 'product.variants_saved'),
  );
  unknownFirst('productMediaUpdate');
  route(app, deps, 'productMediaUpdate', async ({ input, operatorId }) =>
    reply(await products.replaceMedia(db, operatorId, input.params.productId, input.body), 'product.media_saved'),
  );
  route(app, deps, 'productMediaDefault', async ({ input, operatorId }) =>
    reply(await products.chooseDefaultMedia(db, operatorId, input.params.mediaId), 'product.default_chosen'),
  );
  unknownFirst('productUpdate');
  route(app, deps, 'productUpdate', async ({ input, operatorId }) =>
    reply(await products.updateProduct(db, operatorId, input.params.id, input.body), 'product.updated'),
  );
}
