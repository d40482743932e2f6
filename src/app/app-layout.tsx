import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Group, ScrollArea, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Deferred } from '@/components/deferred';
import { useOnline } from '@/hooks/use-online';
import { useOperator } from '@/lib/operator-context';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { FirstPaintDone } from '@/lib/first-paint';
import { FullscreenToggle, NotificationsButton } from './header-actions';
import { LanguageMenu } from './language-menu';
import { loadedOfflineBanner, loadOfflineBanner } from './offline-banner-ahead';
import { NavMenu } from './navigation/nav-menu';
import { OperatorLogo, ShellBurger } from './shell-brand';
import { ShellRoot } from './shell-root';
import { SyncStatus } from './sync-status';
import { UserMenu } from './user-menu';
import { paths } from '@/shared/paths';

// The drawer (its tabs, feed and scroll lock) loads when first opened, not with every page.
// Live notifications start after the first paint (their code is not needed to draw the page).
const LiveNotifications = lazy(() =>
  import('@/features/notifications/live/live-notifications').then((m) => ({ default: m.LiveNotifications })),
);
// Only while offline; asked for ahead when the console starts offline (offline-banner-ahead.ts).
const OfflineBanner = lazy(loadOfflineBanner);
const NotificationDrawer = lazy(() =>
  import('@/features/notifications/components/notification-drawer').then((m) => ({ default: m.NotificationDrawer })),
);

type Settings = { navCollapsed?: boolean };

/**
 * The signed-in shell (spec part 1 §2): phones (≤599 px) get an overlay menu that closes on every
 * navigation, tablets (600–959 px) a collapsed rail, desktops (≥960 px) a menu the user may collapse;
 * a collapsed rail expands while hovered.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { config } = useOperator();
  const operatorName = config.name;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isMobile = useMediaQuery('(max-width: 37.4375em)', false, { getInitialValueInEffect: false });
  const isTablet = useMediaQuery('(min-width: 37.5em) and (max-width: 59.9375em)', false, {
    getInitialValueInEffect: false,
  });
  const [mobileOpened, setMobileOpened] = useState(false);
  const [tabletExpanded, setTabletExpanded] = useState(false);
  const [desktopCollapsed, setDesktopCollapsed] = useState(
    () => readJson<Settings>(STORAGE_KEYS.settings)?.navCollapsed ?? false,
  );
  const [drawerOpened, setDrawerOpened] = useState(false);
  const online = useOnline();
  const LoadedOfflineBanner = loadedOfflineBanner();
  const [drawerUsed, setDrawerUsed] = useState(false);
  const rail = !isMobile && (isTablet ? !tabletExpanded : desktopCollapsed);
  // A phone's menu is closed (off-screen) at start: its links are drawn when it is first opened, not in the work that
  // follows the first screen (issue 22); they stay once drawn, so closing it slides them out.
  const [navOpenedOnce, setNavOpenedOnce] = useState(false);
  if (mobileOpened && !navOpenedOnce) setNavOpenedOnce(true);
  const showNav = !isMobile || mobileOpened || navOpenedOnce;

  // Every route change: close the phone menu and the tablet's expanded menu, scroll to the top. Not on the
  // first render: the page opens at the top, and scrolling then would force a layout before the first paint.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMobileOpened(false);
    setTabletExpanded(false);
    window.scrollTo({ top: 0 });
  }, [pathname]);

  const toggle = () => {
    if (isMobile) setMobileOpened((o) => !o);
    else if (isTablet) setTabletExpanded((o) => !o);
    else {
      const next = !desktopCollapsed;
      setDesktopCollapsed(next);
      writeJson(STORAGE_KEYS.settings, { ...readJson<Settings>(STORAGE_KEYS.settings), navCollapsed: next });
    }
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 280, sm: rail ? 72 : 260 }, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
      className={classes.shell}
      renderRoot={ShellRoot}
    >
      {/* The first stop of the keyboard: past the header and the menu to the screen (shown when focused). */}
      <a href="#main-content" className={classes.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ShellBurger
              opened={isMobile && mobileOpened}
              onClick={toggle}
              aria-label={t`Toggle navigation`}
              aria-expanded={isMobile ? mobileOpened : !rail}
            />
            {config.logoUrl && <OperatorLogo src={config.logoUrl} alt={t`${operatorName} logo`} />}
            <Text fw={700} truncate visibleFrom="xs">
              {config.name}
            </Text>
          </Group>
          <Deferred>
            <Group gap={2} wrap="nowrap">
              <SyncStatus />
              <LanguageMenu />
              <ColorSchemeToggle />
              <FullscreenToggle />
              <NotificationsButton
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpened(true);
                }}
              />
              <UserMenu />
            </Group>
          </Deferred>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        data-rail={rail || undefined}
        aria-label={t`Main navigation`}
        data-testid="side-nav"
      >
        {/* A phone's closed menu draws no scroll area either (its scrollbars and observers) until it is needed. */}
        {showNav ? (
          <AppShell.Section grow component={ScrollArea} p="xs" className={classes.menu}>
            <NavMenu compact={rail} onNavigate={() => setMobileOpened(false)} />
          </AppShell.Section>
        ) : (
          <AppShell.Section grow p="xs" />
        )}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main} id="main-content" tabIndex={-1}>
        {!online &&
          (LoadedOfflineBanner ? (
            <LoadedOfflineBanner />
          ) : (
            <Suspense fallback={null}>
              <OfflineBanner />
            </Suspense>
          ))}
        {/* The page mounts in a background pass React slices. Router updates reach React through a store
            (useSyncExternalStore), which renders in one blocking piece: the page would be part of it. */}
        <Deferred onReopen="now">
          <Outlet />
          <FirstPaintDone />
        </Deferred>
      </AppShell.Main>
      {drawerUsed && (
        <Suspense fallback={null}>
          <NotificationDrawer
            opened={drawerOpened}
            onClose={() => setDrawerOpened(false)}
            onShowAll={() => {
              setDrawerOpened(false);
              void navigate(paths.notifications());
            }}
            onOpenItem={(_item, to) => {
              setDrawerOpened(false);
              if (to) void navigate({ href: to });
            }}
          />
        </Suspense>
      )}
      {/* After the first paint: its import would otherwise start (and its chunk evaluate) before the figure. */}
      <Deferred>
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      </Deferred>
    </AppShell>
  );
}
