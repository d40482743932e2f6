// First: the persisted cache and the stored language's catalogue are read from the device while the rest of the
// start-up code is evaluated.
import './start-early';
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
// Every CSS module of the console in the start-up style sheet (~8 KB; the bundler puts these imports first, and the
// modules' rules, unlayered, win over Mantine's and global.css's layers in any order). A route whose chunk brought a
// small sheet of its own made the start-up add a <link> for each and wait for it to load before the route's code
// ran, on every reopen (issue 22, docs/performance.md). The libraries' large sheets (tables, dates, charts) still
// load with the code that uses them.
import.meta.glob('./**/*.module.css', { eager: true });
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBranding, showConsoleIcon } from './app/branding';
import { BootError } from './app/boot-error';
import { offlineBannerAhead } from './app/offline-banner-ahead';
import { connectProgress } from './app/progress';
import { warmUpFormatsInWorker, warmUpFormatsWhenSignedIn } from './app/warm-up-formats';
import { AppProviders } from './app/providers';
import { createAppRouter, loadMatchedRouteChunks } from './app/router';
import { colorSchemeManager, operatorTheme } from './app/theme';
import {
  bootConfig,
  cachedConfig,
  fetchConfig,
  operatorKeys,
  resolveOperatorId,
} from './features/operator/api/operator.queries';
import { registerNotificationMutations } from './features/notifications/api/notifications.mutations';
import { registerOrderMutations } from './features/orders/api/orders.mutations';
import { registerSupportMutations } from './features/support/api/support-queue';
import { onSignedOut, startRequestsInTasksOfTheirOwn } from './lib/api-client';
import { afterFirstScreen, markStartup, removeFirstPaint, rendersInSlices } from './lib/first-paint';
import { activateLocale, i18n, startupLocale } from './lib/i18n';
import { operatorStore } from './lib/operator';
import { restoreCacheAhead } from './lib/persisted-cache';
import { bindCacheToSession, cacheKey, createQueryClient, loadingActivity } from './lib/query-client';
import { session } from './lib/session';
import { whenSettled } from './lib/when-settled';
import { listenToWorker } from './lib/worker-messages';
import { STORAGE_KEYS } from './lib/storage';
import { warmUpFormatSteps } from './shared/format';
import type { OperatorConfig } from './shared/schemas/operators';
import { paths } from '@/shared/paths';

markStartup('boot');
/** How long a reopen waits for its route (guards, loaders, scripts) before rendering anyway (issue 22). */
const ROUTE_WAIT_BEFORE_RENDER_MS = 400;
const root = createRoot(document.getElementById('root') as HTMLElement);

/** Ends the current task: what follows runs in a new one (scheduler.yield where the browser has it). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The cached config of the stored operator starts the console at once, else the one the page came with
 * (the host's operator, when no other operator is stored); either refreshes in the background.
 */
async function loadConfig(): Promise<{ config: OperatorConfig; fromCache: boolean } | null> {
  const stored = operatorStore.get();
  const cached = stored ? cachedConfig(stored) : null;
  if (cached) return { config: cached, fromCache: true };
  const boot = bootConfig();
  if (boot && (!stored || stored === boot.operatorId)) {
    if (!stored) operatorStore.set(boot.operatorId);
    return { config: boot, fromCache: true };
  }
  try {
    const operatorId = await resolveOperatorId(window.location.hostname);
    return { config: await fetchConfig(operatorId), fromCache: false };
  } catch (error) {
    console.error('operator start-up failed', error);
    return null;
  }
}

async function boot() {
  const loaded = await loadConfig();
  if (!loaded) {
    removeFirstPaint();
    showConsoleIcon();
    await activateLocale('en-US', false);
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider theme={operatorTheme('#1B86FE')} colorSchemeManager={colorSchemeManager}>
          <BootError onRetry={() => void boot()} />
        </MantineProvider>
      </I18nProvider>,
    );
    return;
  }
  const { config, fromCache } = loaded;
  const locale = startupLocale(config.languages);
  const localeActive = activateLocale(locale, false);
  // A first visit runs each step of the start-up in a task of its own, so the browser may paint and take input in
  // between (Lighthouse's blocking time). A reopen runs them in one go: from the device they are short, and every
  // task is one more turn of the browser's loop before the first screen (issue 22).
  const inSlices = rendersInSlices();
  // Requests start in tasks of their own, not in the React commit whose effects ask for them (lib/api-client.ts).
  if (inSlices) startRequestsInTasksOfTheirOwn();
  if (inSlices) await localeActive;

  // A reopen shows the data on the device as it is and refreshes it once the first screen is drawn.
  const queryClient = createQueryClient({ holdUntilFirstScreen: !inSlices });
  afterFirstScreen(() => queryClient.firstScreenDrawn());
  queryClient.setQueryData(operatorKeys.config(config.operatorId), config);
  // Queued (offline) mutations: registered before the persisted cache is restored, so they can resume.
  registerOrderMutations(queryClient);
  registerNotificationMutations(queryClient);
  registerSupportMutations(queryClient);
  bindCacheToSession(queryClient);
  // Signed in, the user's cache is read from the device now, while the language's messages and the page's scripts
  // load, instead of once the first render has mounted the provider (lib/persisted-cache.ts): the shell's guard waits
  // for it. A first visit too: there the provider's restore began only after the router's guard, after the first
  // commit.
  const signedIn = session.get();
  if (signedIn) void restoreCacheAhead(queryClient, cacheKey(signedIn.user.operatorId, signedIn.user.id));
  if (inSlices) await yieldToBrowser();
  const router = createAppRouter(queryClient);
  // On a reopen, the scripts of the page are asked for while the language's messages load and the persisted cache
  // is read: the router would only ask for them once its guards have waited for that cache. A first visit leaves
  // that to the router as before (the scripts come over the network there).
  if (!inSlices) loadMatchedRouteChunks(router);
  // Started offline, the first screen has the offline banner (its code was asked for first, in start-early.ts).
  await Promise.all([localeActive, offlineBannerAhead()]);
  markStartup('locale');
  applyBranding(config);
  listenToWorker();
  if (inSlices) await yieldToBrowser();
  connectProgress(router);
  onSignedOut(() => void router.navigate({ ...paths.login(), replace: true }));
  // Sign-in or sign-out in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.currentUser) {
      session.reloadFromStorage();
      void router.invalidate();
    }
  });

  if (inSlices) await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialConfig={config} initialLocale={locale} configFromCache={fromCache}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (inSlices && !session.get()) {
    // A first visit signed out (the sign-in page): the route is matched and its code loaded before the first
    // render, so the screen is part of that sliced render. Rendered first, the router would publish the screen
    // through its store once its code arrived, a synchronous update that drew it in one long task. Signed in, the
    // shell defers its layout to a sliced pass of its own instead (routes/_shell.tsx). Issue 22, docs/performance.md.
    await router.load().catch((error: unknown) => console.error('first route load failed', error));
  }
  if (!inSlices && signedIn) {
    // A reopen: the guards find the cache in memory and the page's scripts are on the device, so the route is loaded
    // before the first render, which then draws the providers, the shell and the page in one pass (one commit instead
    // of three). A route that waits for the network (online, nothing cached) renders its pending state as before.
    let waited: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      router.load().catch((error: unknown) => console.error('first route load failed', error)),
      new Promise((resolve) => {
        waited = setTimeout(resolve, ROUTE_WAIT_BEFORE_RENDER_MS);
      }),
    ]);
    clearTimeout(waited);
  }
  markStartup('render');
  if (inSlices) {
    // A first visit: a transition, so React renders the first screen in slices and lets the browser breathe
    // between them instead of one long task (the page stays responsive while the console starts from the network).
    startTransition(() => root.render(app));
  } else {
    // A reopen of the installed console (its worker serves every script): one pass, without yielding every few
    // milliseconds; slices here only stretched the offline reopen (issue 22, docs/performance.md).
    root.render(app);
  }
  // The screens take the server's first paint away when they are drawn; never leave it longer than this.
  setTimeout(removeFirstPaint, 10_000);
  // The number formats of the first figures, built before the data arrives (signed in: the sign-in page shows no
  // figures); on a first visit by a worker (else each step in a task of its own), on a reopen in one task.
  warmUpFormatsWhenSignedIn(session, () => warmUpFormatSteps(i18n.locale || locale, config.currency), {
    taskEach: inSlices,
    inWorker: inSlices
      ? (onFailure) =>
          void warmUpFormatsInWorker({ locale: i18n.locale || locale, currency: config.currency }, onFailure)
      : undefined,
  });
  // workbox-window is not needed for the first screen (on a reopen its fetch and evaluation were part of the work
  // before the figure). The worker is registered once the page has settled: the first screen drawn, the load event,
  // the first data loaded and drawn (lib/when-settled.ts). Its install fetches and stores every file of the console;
  // started with the first screen, it took the server and the browser ~0.3-0.5 s of CPU while the page was still
  // drawing its data, on a first visit (issue 22, docs/performance.md).
  afterFirstScreen(() =>
    whenSettled(() => void import('./lib/pwa').then((m) => m.registerServiceWorker()), loadingActivity(queryClient)),
  );
}

void boot();
