import { t } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fetchConfig, lookupAndStore } from '@/features/operator/api/operator.queries';
import { afterFirstScreen } from '@/lib/first-paint';
import { i18n, activateLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { operatorStore } from '@/lib/operator';
import { OperatorContext, type OperatorContextValue } from '@/lib/operator-context';
import { type CacheRestore, restoreCache, takeRestoreAhead } from '@/lib/persisted-cache';
import { CACHE_BUSTER, cacheKey } from '@/lib/query-client';
import { session } from '@/lib/session';
import { STORAGE_KEYS, readString, writeString } from '@/lib/storage';
import { disabledLanguage, LANGUAGE_NAMES, type Locale, pickLocale } from '@/shared/locales';
import type { OperatorConfig } from '@/shared/schemas/operators';
import { applyBranding } from './branding';
import { CssVariables, useKeptCssVariables } from './css-variables';
import { AppDatesProvider } from './dates-provider';
import { NotificationsHost } from './notifications-host';
import { colorSchemeManager, operatorTheme } from './theme';
import { UpdatePrompt } from './update-prompt';

/**
 * Dimmed text and field errors with WCAG AA contrast on the page, card and dialog backgrounds of both schemes
 * (Mantine's red 6 error text on white is 3.6:1; red 9 is 5.4:1, red 4 on the dark dialog 6:1).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/**
 * The language chosen on this device is no longer offered by the operator (Settings → Languages): the console reads
 * `now` instead, says so once, and keeps `now` as the device's choice (so the notice does not come back).
 */
function noticeDisabledLanguage(offered: readonly string[], now: Locale): void {
  const gone = disabledLanguage(readString(STORAGE_KEYS.language), offered);
  if (!gone || gone === now) return;
  writeString(STORAGE_KEYS.language, now);
  const was = LANGUAGE_NAMES[gone];
  const shown = LANGUAGE_NAMES[now];
  notify({
    id: 'language-disabled',
    color: 'yellow',
    autoClose: 10_000,
    message: t`${was} is no longer offered: the console is shown in ${shown}.`,
  });
}

type Props = {
  queryClient: QueryClient;
  initialConfig: OperatorConfig;
  initialLocale: Locale;
  /** The initial config came from this device's cache: refresh it from the server. */
  configFromCache: boolean;
  children: ReactNode;
};

export function AppProviders({ queryClient, initialConfig, initialLocale, configFromCache, children }: Props) {
  const [config, setConfig] = useState(initialConfig);
  const [locale, setLocaleState] = useState(initialLocale);
  const current = useSyncExternalStore(session.subscribe, session.get);

  const shown = useRef(config);
  shown.current = config;
  const adopt = useCallback(
    async (next: OperatorConfig) => {
      // The start-up refresh usually brings the config the console started with (offline, the cached one again):
      // then nothing re-renders (a new object re-rendered the whole app and Mantine's theme variables).
      const previous = shown.current;
      if (JSON.stringify(next) === JSON.stringify(previous)) return;
      setConfig(next);
      applyBranding(next);
      const nextLocale = pickLocale(locale, next.languages);
      if (nextLocale !== locale) {
        await activateLocale(nextLocale, false);
        setLocaleState(nextLocale);
      }
      // The same operator changed its languages (a language menu of another operator is no such news).
      if (next.operatorId === previous.operatorId) noticeDisabledLanguage(next.languages, nextLocale);
    },
    [locale],
  );

  // Started in the default language because the one chosen here was disabled: say so (once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once at start
  useEffect(() => {
    afterFirstScreen(() => noticeDisabledLanguage(initialConfig.languages, initialLocale));
  }, []);

  // The console may have started from the cached config: refresh it once in the background, after the first screen
  // is drawn (on a reopen from the device nothing but the screen runs before it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per operator at start
  useEffect(() => {
    if (!configFromCache) return;
    afterFirstScreen(() => {
      fetchConfig(initialConfig.operatorId)
        .then((fresh) => adopt(fresh))
        .catch((error: unknown) => console.warn('config refresh failed; using the cached configuration', error));
    });
  }, [initialConfig.operatorId]);

  const value = useMemo<OperatorContextValue>(
    () => ({
      config,
      locale,
      async setLocale(next) {
        await activateLocale(next);
        setLocaleState(next);
      },
      async switchDomain(domain) {
        const operatorId = await lookupAndStore(domain);
        await adopt(await fetchConfig(operatorId));
      },
      async switchOperator(operatorId) {
        if (operatorId === config.operatorId) return;
        operatorStore.set(operatorId);
        await adopt(await fetchConfig(operatorId));
      },
      async refreshConfig() {
        await adopt(await fetchConfig(config.operatorId));
      },
    }),
    [config, locale, adopt],
  );

  const theme = useMemo(() => operatorTheme(config.primaryColor), [config.primaryColor]);
  // The theme's CSS variables depend on the app's code and the operator's colour only.
  const cssVariablesKey = `${CACHE_BUSTER}|${config.primaryColor}`;
  const keptCssVariables = useKeptCssVariables(cssVariablesKey);
  const persistKey = current ? cacheKey(current.user.operatorId, current.user.id) : null;

  const app = (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={keptCssVariables === null}
      >
        <CssVariables cacheKey={cssVariablesKey} kept={keptCssVariables} />
        <NotificationsHost />
        <UpdatePrompt />
        <AppDatesProvider>
          <OperatorContext.Provider value={value}>{children}</OperatorContext.Provider>
        </AppDatesProvider>
      </MantineProvider>
    </I18nProvider>
  );

  // Nobody signed in: nothing is persisted.
  if (persistKey === null) {
    return (
      <QueryClientProvider key="anonymous" client={queryClient}>
        {app}
      </QueryClientProvider>
    );
  }
  return (
    <PersistingClientProvider key={persistKey} client={queryClient} persistKey={persistKey}>
      {app}
    </PersistingClientProvider>
  );
}

/**
 * Provides the client with the signed-in user's cache from the device, as TanStack's `PersistQueryClientProvider`
 * does: while the cache is read, `useIsRestoring` is true and queries wait for it; once it is in memory, every change
 * is saved. A reopen has read it before the first render (main.tsx): the provider takes that restore, and the first
 * render already has the data.
 */
function PersistingClientProvider({
  client,
  persistKey,
  children,
}: {
  client: QueryClient;
  persistKey: string;
  children: ReactNode;
}) {
  const [ahead] = useState(() => takeRestoreAhead(persistKey));
  const restore = useRef<CacheRestore | null>(ahead);
  const [restoring, setRestoring] = useState(() => !ahead?.settled);
  useEffect(() => {
    restore.current ??= restoreCache(client, persistKey);
    const { done, options } = restore.current;
    if (!restoring) return persistQueryClientSubscribe({ ...options, queryClient: client });
    let mounted = true;
    void done.then(() => {
      if (mounted) setRestoring(false);
    });
    return () => {
      mounted = false;
    };
  }, [client, persistKey, restoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
