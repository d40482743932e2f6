import { session } from '@/lib/session';
import { paths } from '@/shared/paths';
import { MENU } from './menu';
import { firstScreen } from './menu-utils';

/**
 * Where the signed-in user lands ('', an unknown path, the login page while signed in): the first screen of the
 * menu they may open — the dashboard for whoever may open it (new sub-admins get it by default, spec part 2 §6),
 * else e.g. Transactions for a sub-admin of money only. Nobody lands on a refusal while a screen is theirs.
 * Signed out: the login page, which leads here again once signed in.
 */
export function homeHref(): string {
  const current = session.get();
  if (!current) return paths.login().to;
  return firstScreen(MENU, current.modules ?? []) ?? paths.dashboard().to;
}
