import { ForbiddenError } from '@/lib/errors';
import { session } from '@/lib/session';
import type { ModuleKey } from '@/shared/modules';

/** True when the signed-in user has any of `modules`. */
export function hasAnyModule(modules: readonly ModuleKey[]): boolean {
  const granted = session.get()?.modules ?? [];
  return modules.some((m) => granted.includes(m));
}

/** beforeLoad guard: a user without any of the modules gets the 403 page inside the shell. */
export function requireModule(...modules: ModuleKey[]) {
  return () => {
    if (!hasAnyModule(modules)) throw new ForbiddenError(modules.join(', '));
  };
}
