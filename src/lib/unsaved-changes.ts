/**
 * Forms with input not yet saved. A form registers a check while it is open; the update prompt asks
 * before a reload would throw such input away.
 */
const checks = new Set<() => boolean>();

export function registerUnsavedCheck(isDirty: () => boolean): () => void {
  checks.add(isDirty);
  return () => checks.delete(isDirty);
}

export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}
