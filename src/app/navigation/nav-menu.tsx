import { useLingui } from '@lingui/react/macro';
import { Badge, NavLink } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { session } from '@/lib/session';
import { MENU, type MenuItem } from './menu';
import { buildLink, filterMenu, isActive, openSubmenuFor } from './menu-utils';
import classes from './nav-menu.module.css';

const RailTooltip = lazy(() => import('./rail-tooltip'));

type Props = {
  /** Icons only (the collapsed rail); labels show while the rail is hovered. */
  compact?: boolean;
  onNavigate?: () => void;
};

/** The side menu: permission-filtered, accordion submenus, the current page's submenu open. */
export function NavMenu({ compact = false, onNavigate }: Props) {
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = useSyncExternalStore(session.subscribe, session.get);
  const items = useMemo(() => filterMenu(MENU, current?.modules ?? []), [current?.modules]);
  const [openId, setOpenId] = useState<string | null>(() => openSubmenuFor(items, pathname));

  // After navigation, the submenu holding the page opens by itself (and the others close).
  useEffect(() => {
    const id = openSubmenuFor(items, pathname);
    if (id) setOpenId(id);
  }, [items, pathname]);

  const render = (item: MenuItem, parents: MenuItem[]) => {
    const label = i18n._(item.label);
    const Icon = item.icon;
    const icon = Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : undefined;
    const badge = item.badge ? (
      <Badge size="xs" color={item.badge.color} variant="filled">
        {i18n._(item.badge.label)}
      </Badge>
    ) : undefined;
    const common = {
      label,
      leftSection: icon,
      classNames: { label: classes.label, root: classes.link },
      // In the icon-only rail the label is hidden visually; the name stays for assistive technology.
      'aria-label': compact ? label : undefined,
    };

    if (item.type === 'sub') {
      const opened = openId === item.id;
      return (
        <NavLink
          key={item.id}
          {...common}
          component="button"
          type="button"
          aria-expanded={opened}
          opened={opened}
          onChange={(next) => setOpenId(next ? item.id : null)}
          childrenOffset={compact ? 0 : 28}
          data-menu-id={item.id}
        >
          {(item.children ?? []).map((child) => render(child, [...parents, item]))}
        </NavLink>
      );
    }
    const href = buildLink(parents, item);
    if (item.type === 'extLink' || item.type === 'extTabLink') {
      const newTab = item.type === 'extTabLink';
      return (
        <NavLink
          key={item.id}
          {...common}
          href={href}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          rightSection={badge ?? (newTab ? <IconExternalLink size={14} aria-hidden /> : undefined)}
          component="a"
        />
      );
    }
    const link = (
      <NavLink
        key={item.id}
        {...common}
        component={Link}
        to={href}
        active={isActive(href, pathname)}
        rightSection={badge}
        onClick={onNavigate}
        data-menu-id={item.id}
      />
    );
    return compact && parents.length === 0 ? (
      <Suspense key={item.id} fallback={link}>
        <RailTooltip label={label}>{link}</RailTooltip>
      </Suspense>
    ) : (
      link
    );
  };

  return <nav className={classes.menu}>{items.map((item) => render(item, []))}</nav>;
}
