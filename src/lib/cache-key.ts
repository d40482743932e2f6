/** One persisted cache per operator and user, so a shared device never mixes two people's data. */
export function cacheKey(operatorId: string, userId: string): string {
  return `cache:${operatorId}:${userId}`;
}
