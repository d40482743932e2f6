import type { MenuItem } from './menu';

/** Only the items the user may see; a submenu without visible children disappears. */
export function filterMenu(items: readonly MenuItem[], modules: readonly string[]): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of items) {
    if (item.permission && !modules.includes(item.permission)) continue;
    if (item.type === 'sub') {
      const children = filterMenu(item.children ?? [], modules);
      if (children.length > 0) result.push({ ...item, children });
    } else {
      result.push(item);
    }
  }
  return result;
}

/** The URL of an item: the chain of its parents' routes plus its own (external links as they are). */
export function buildLink(parents: readonly MenuItem[], item: MenuItem): string {
  if (item.type === 'extLink' || item.type === 'extTabLink') return item.route;
  const segments = [...parents, item].map((p) => p.route.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${segments.join('/')}`;
}

/** True when `pathname` is the link or below it. */
export function isActive(link: string, pathname: string): boolean {
  return pathname === link || pathname.startsWith(`${link}/`);
}

/** The id of the submenu holding the item that matches `pathname`, if any (it opens by itself). */
export function openSubmenuFor(items: readonly MenuItem[], pathname: string, parents: MenuItem[] = []): string | null {
  for (const item of items) {
    if (item.type === 'sub') {
      const found = openSubmenuFor(item.children ?? [], pathname, [...parents, item]);
      if (found !== null) return parents[0]?.id ?? item.id;
    } else if (item.type === 'link' && isActive(buildLink(parents, item), pathname) && parents.length > 0) {
      return parents[0]?.id ?? null;
    }
  }
  return null;
}

/** The console's screens (internal links) of `items` in menu order, each with its URL; submenus are walked. */
export function screensOf(items: readonly MenuItem[], parents: MenuItem[] = []): { item: MenuItem; link: string }[] {
  return items.flatMap((item) =>
    item.type === 'sub'
      ? screensOf(item.children ?? [], [...parents, item])
      : item.type === 'link'
        ? [{ item, link: buildLink(parents, item) }]
        : [],
  );
}

/** The first screen of the menu a user with `modules` may open (the dashboard when they may), or null. */
export function firstScreen(items: readonly MenuItem[], modules: readonly string[]): string | null {
  return screensOf(filterMenu(items, modules))[0]?.link ?? null;
}
