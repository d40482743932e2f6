import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import * as products from './products.service';

const { product, variantScope, mediaScope } = products;

/**
 * Products (issue 17; module `services`): list and its CSV export, status, delete, create / detail / update, variants and
 * images. Every query is scoped to the caller's operator.
 */
export function productRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'productsList', async ({ input, operatorId }) => products.listProducts(db, operatorId, input.query));
  route(app, deps, 'productsExport', async ({ input, operatorId }) =>
    csvResponse(await products.exportProducts(db, operatorId, input.query), 'products.csv'),
  );
  route(app, deps, 'productStatus', product, async ({ input, operatorId }) => {
    const row = await products.toggleProductStatus(db, operatorId, input.params.id);
    return reply(row, row.isActive ? 'product.activated' : 'product.deactivated');
  });
  route(app, deps, 'productDelete', product, async ({ input, operatorId }) =>
    reply(await products.deleteProduct(db, operatorId, input.params.id), 'product.deleted'),
  );
  route(app, deps, 'productCreate', async ({ input, operatorId }) =>
    reply(await products.createProduct(db, operatorId, input.body), 'product.created', 201),
  );
  // The fixed paths before /product/{id}, which would otherwise take "variant-names" as an id.
  route(app, deps, 'productVariantNames', async ({ input, operatorId }) =>
    products.variantNames(db, operatorId, input.query.search),
  );
  route(app, deps, 'productVariantOptions', variantScope, async ({ input, operatorId }) =>
    products.variantOptions(db, operatorId, input.params.variantId),
  );
  route(app, deps, 'productDetail', product, async ({ input, operatorId }) =>
    products.getProduct(db, operatorId, input.params.id),
  );
  route(app, deps, 'productVariantsUpdate', product, async ({ input, operatorId }) =>
    reply(await products.replaceVariants(db, operatorId, input.params.productId, input.body), 'product.variants_saved'),
  );
  route(app, deps, 'productMediaUpdate', product, async ({ input, operatorId }) =>
    reply(await products.replaceMedia(db, operatorId, input.params.productId, input.body), 'product.media_saved'),
  );
  route(app, deps, 'productMediaDefault', mediaScope, async ({ input, operatorId }) =>
    reply(await products.chooseDefaultMedia(db, operatorId, input.params.mediaId), 'product.default_chosen'),
  );
  route(app, deps, 'productUpdate', product, async ({ input, operatorId }) =>
    reply(await products.updateProduct(db, operatorId, input.params.id, input.body), 'product.updated'),
  );
}
