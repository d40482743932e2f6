import type { Endpoint } from '../endpoint';
import { OkSchema } from '../endpoint';
import {
  SavedViewCreateBodySchema,
  SavedViewIdParamsSchema,
  SavedViewSchema,
  SavedViewsDataSchema,
  SavedViewsQuerySchema,
  SavedViewUpdateBodySchema,
} from '../../schemas/saved-views';

/**
 * Saved list views (any signed-in user, no module): the caller's own views only. Another user's or
 * operator's view answers 404, like an unknown one.
 */
export const savedViewEndpoints = {
  savedViewsList: {
    method: 'GET',
    path: '/saved-views',
    summary: "The caller's saved views of one list screen, by name",
    tag: 'saved-views',
    auth: 'user',
    query: SavedViewsQuerySchema,
    data: SavedViewsDataSchema,
  },
  savedViewCreate: {
    method: 'POST',
    path: '/saved-views',
    summary:
      'Save the current filters, sort, page size and columns of a screen under a name; isDefault makes it the screen’s default (the previous default stops being one); answers 201',
    tag: 'saved-views',
    auth: 'user',
    body: SavedViewCreateBodySchema,
    data: SavedViewSchema,
    errors: { 409: 'A view of this screen already has that name, or the screen has 50 views' },
  },
  savedViewUpdate: {
    method: 'PATCH',
    path: '/saved-views/{id}',
    summary: 'Rename a saved view, replace its query or columns, or make it (or stop it being) the default',
    tag: 'saved-views',
    auth: 'user',
    params: SavedViewIdParamsSchema,
    body: SavedViewUpdateBodySchema,
    data: SavedViewSchema,
    errors: { 404: 'No such view of the caller', 409: 'A view of this screen already has that name' },
  },
  savedViewDelete: {
    method: 'DELETE',
    path: '/saved-views/{id}',
    summary: 'Delete a saved view',
    tag: 'saved-views',
    auth: 'user',
    params: SavedViewIdParamsSchema,
    data: OkSchema,
    errors: { 404: 'No such view of the caller' },
  },
} as const satisfies Record<string, Endpoint>;
