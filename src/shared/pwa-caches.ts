/**
 * Names of the service worker's runtime caches, shared by the worker (which fills them) and the console
 * (which empties the ones holding user data at logout and account switch).
 */
export const RUNTIME_CACHES = {
  /** Uploaded images, demo images and the operator's icons and logo (stale-while-revalidate). */
  images: 'mpa-images-v1',
  /** `GET /api/v1/config` per operator: public branding and settings, never user data. */
  config: 'mpa-config-v1',
} as const;

/** The message that asks the worker to drop the user-data caches and their expiration records. */
export const CLEAR_USER_DATA = 'CLEAR_USER_DATA';

/** Runtime caches that may hold a signed-in user's data (profile pictures, uploads they opened). */
export const USER_DATA_CACHES: readonly string[] = [RUNTIME_CACHES.images];
