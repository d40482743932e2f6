import { type SQL, sql } from 'drizzle-orm';
import {
  CATEGORY_PATH_SEPARATOR,
  REPORT_OPTIONS_LIMIT,
  type ReportOption,
  type ReportOptionsData,
  type ReportOptionsQuery,
} from '../../../src/shared/schemas/reports';
import type { Db } from '../../db/client';
import { containsPattern, rowsOf } from '../../lib/list';

/**
 * The report tabs' filter dropdowns (docs/api/reports.md "Filter options"): the caller's operator's suppliers and
 * categories, named as the reports show them. Open to the `reports` module alone, so a sub-admin who reads reports
 * but not merchants or catalogues can still filter. Another operator's id matches nothing.
 */

async function optionsOf(db: Db, query: SQL): Promise<ReportOptionsData> {
  const rows = rowsOf<{ id: string; name: string; detail: string | null }>(await db.execute(query));
  return {
    options: rows.map(
      (r): ReportOption => ({ id: String(r.id), name: String(r.name), detail: r.detail ? String(r.detail) : null }),
    ),
  };
}

/**
 * The providers (the reports' suppliers), active or not — the Supplier report lists them all. A deleted provider is
 * not offered: its bookings and agents keep no id of it (set null), so no filter could find them. Names repeat (two
 * "Green Leaf Painters"): the email, else the phone, tells them apart.
 */
export function supplierOptions(db: Db, operatorId: string, q: ReportOptionsQuery) {
  const where: SQL[] = [sql`p.operator_id = ${operatorId}`];
  const pattern = containsPattern(q.search);
  if (pattern) where.push(sql`p.name ilike ${pattern}`);
  if (q.id) where.push(sql`p.id = ${q.id}`);
  return optionsOf(
    db,
    sql`select p.id, p.name,
        coalesce(nullif(p.email, ''), nullif(concat_ws(' ', p.country_code, p.phone_number), '')) as detail
      from providers p where ${sql.join(where, sql` and `)}
      order by lower(p.name), p.id limit ${REPORT_OPTIONS_LIMIT}`,
  );
}

/**
 * Categories of all three levels (the Product report's categoryId takes any level), each named by its path from
 * the top, e.g. "Cleaning › Deep clean"; the search matches anywhere in that path.
 */
export function categoryOptions(db: Db, operatorId: string, q: ReportOptionsQuery) {
  const path = sql`concat_ws(${CATEGORY_PATH_SEPARATOR}, c3.name, c2.name, c1.name)`;
  const where: SQL[] = [sql`c1.operator_id = ${operatorId}`];
  const pattern = containsPattern(q.search);
  if (pattern) where.push(sql`${path} ilike ${pattern}`);
  if (q.id) where.push(sql`c1.id = ${q.id}`);
  return optionsOf(
    db,
    sql`select c1.id, ${path} as name, null as detail
      from categories c1
      left join categories c2 on c2.id = c1.parent_id
      left join categories c3 on c3.id = c2.parent_id
      where ${sql.join(where, sql` and `)}
      order by lower(${path}), c1.id limit ${REPORT_OPTIONS_LIMIT}`,
  );
}
