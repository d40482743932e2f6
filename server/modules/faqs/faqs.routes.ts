import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { csvFile, csvResponse } from '../../lib/csv-export';
import { reply, route } from '../../lib/route';
import {
  appFaqs,
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  FAQ_CSV,
  faq,
  faqCategoriesOf,
  faqCategory,
  faqExportRows,
  faqOne,
  faqPage,
  matchesEtag,
  orderFaqCategories,
  orderFaqs,
  updateFaq,
  updateFaqCategory,
} from './faqs.service';

/** How long an app may use its FAQs before asking again (with If-None-Match). */
const APP_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

/** FAQs (module `faqs`) and what the customer and provider apps read of them (auth `app`). */
export function faqRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps.database;

  route(app, deps, 'faqsList', ({ input, operatorId }) => faqPage(db, operatorId, input.query));

  // Before /faqs/{id}, so that "export" is not read as an id.
  route(app, deps, 'faqsExport', async ({ input, operatorId }) =>
    csvResponse(csvFile(await faqExportRows(db, operatorId, input.query), FAQ_CSV), 'faqs.csv'),
  );

  route(app, deps, 'faqDetail', faq, ({ input, operatorId }) =>
    faqOne(db, operatorId, input.params.id, input.query.lang),
  );

  route(app, deps, 'faqCreate', async ({ input, operatorId }) =>
    reply(await createFaq(db, operatorId, input.body), 'faq.created', 201),
  );

  route(app, deps, 'faqUpdate', faq, async ({ input: { params, body }, operatorId }) =>
    reply(await updateFaq(db, operatorId, params.id, body), 'faq.updated'),
  );

  route(app, deps, 'faqDelete', faq, async ({ input, operatorId }) =>
    reply(await deleteFaq(db, operatorId, input.params.id), 'faq.deleted'),
  );

  route(app, deps, 'faqCategoriesList', ({ input, operatorId }) => faqCategoriesOf(db, operatorId, input.query.lang));

  // Before /faq-categories/{id}, so that "order" is not read as an id.
  route(app, deps, 'faqCategoriesOrder', async ({ input, operatorId }) =>
    reply(await orderFaqCategories(db, operatorId, input.body.ids), 'faq.reordered'),
  );

  route(app, deps, 'faqCategoryCreate', async ({ input, operatorId }) =>
    reply(await createFaqCategory(db, operatorId, input.body), 'faq.category_created', 201),
  );

  route(app, deps, 'faqCategoryUpdate', faqCategory, async ({ input: { params, body }, operatorId }) =>
    reply(await updateFaqCategory(db, operatorId, params.id, body), 'faq.category_updated'),
  );

  route(app, deps, 'faqCategoryDelete', faqCategory, async ({ input, operatorId }) =>
    reply(await deleteFaqCategory(db, operatorId, input.params.id), 'faq.category_deleted'),
  );

  route(app, deps, 'faqsOrder', faqCategory, async ({ input: { params, body }, operatorId }) =>
    reply(await orderFaqs(db, operatorId, params.id, body.ids), 'faq.reordered'),
  );

  route(app, deps, 'appFaqs', async ({ c, input, operatorId }) => {
    const answer = await appFaqs(db, operatorId, input.query);
    c.header('ETag', answer.etag);
    c.header('Cache-Control', APP_CACHE_CONTROL);
    c.header('Vary', 'X-Operator-Id');
    if (matchesEtag(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304);
    return answer.data;
  });
}
