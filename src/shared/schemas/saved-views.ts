import * as v from 'valibot';
import { idParams, UuidSchema } from './common';
import { LIST_SCREENS } from './list';

/**
 * Saved list views: a user's named filters, sort, page size and visible columns for one list screen.
 * Stored per user on the server (they follow the user to another device); nobody else sees them.
 */

export const SAVED_VIEW_NAME_MAX = 60;
/** How many views one user may keep for one screen. */
export const SAVED_VIEWS_PER_SCREEN = 50;

const screen = v.picklist(LIST_SCREENS, `screen must be one of: ${LIST_SCREENS.join(', ')}`);

const name = v.pipe(
  v.string('name must be text'),
  v.trim(),
  v.minLength(1, 'name is required'),
  v.maxLength(SAVED_VIEW_NAME_MAX, `name must be at most ${SAVED_VIEW_NAME_MAX} characters`),
);

/** The list's URL search parameters (filters, sort, page size): at most 20 short keys with plain values. */
const query = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'query keys must be parameter names')),
    v.union(
      [
        v.pipe(v.string(), v.maxLength(200, 'a query value must be at most 200 characters')),
        v.pipe(v.number(), v.finite()),
        v.boolean(),
      ],
      'query values must be text, numbers or booleans',
    ),
    'query must be an object',
  ),
  v.check((q) => Object.keys(q).length <= 20, 'query may have at most 20 parameters'),
  v.description('The list’s search parameters (filters, sortBy, sortDir, pageSize) as in its URL'),
);

/** The visible columns in order; null = the screen's default columns. */
const columns = v.nullable(
  v.pipe(
    v.array(
      v.pipe(v.string('columns must be column names'), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'unknown column')),
    ),
    v.maxLength(50, 'at most 50 columns'),
  ),
);

export const SavedViewSchema = v.object({
  id: UuidSchema,
  screen: v.string(),
  name: v.string(),
  query: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  columns: v.nullable(v.array(v.string())),
  /** Opened when the user comes to the screen without search parameters (one per screen at most). */
  isDefault: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SavedView = v.InferOutput<typeof SavedViewSchema>;

export const SavedViewsQuerySchema = v.object({ screen });
export const SavedViewsDataSchema = v.array(SavedViewSchema);

export const SavedViewCreateBodySchema = v.object({
  screen,
  name,
  query,
  columns: v.optional(columns, null),
  isDefault: v.optional(v.boolean('isDefault must be true or false'), false),
});
export type SavedViewCreateBody = v.InferInput<typeof SavedViewCreateBodySchema>;

export const SavedViewUpdateBodySchema = v.pipe(
  v.object({
    name: v.optional(name),
    query: v.optional(query),
    columns: v.optional(columns),
    isDefault: v.optional(v.boolean('isDefault must be true or false')),
  }),
  v.check((b) => Object.values(b).some((value) => value !== undefined), 'change at least one field'),
);
export type SavedViewUpdateBody = v.InferInput<typeof SavedViewUpdateBodySchema>;

export const SavedViewIdParamsSchema = idParams(
  'Saved view id (uuid); a malformed, unknown or other user’s id answers 404',
);
