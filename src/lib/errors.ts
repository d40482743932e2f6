/** Thrown by a route guard when the user lacks the module of the page (shown as the 403 page). */
export class ForbiddenError extends Error {
  constructor(readonly module: string) {
    super(`missing module ${module}`);
    this.name = 'ForbiddenError';
  }
}
