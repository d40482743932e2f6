import { I18nProvider } from '@lingui/react';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fetchConfig, lookupAndStore } from '@/features/operator/api/operator.queries';
import { afterFirstScreen } from '@/lib/first-paint';
import { i18n, activateLocale } from '@/lib/i18n';
import { operatorStore } from '@/lib/operator';
import { OperatorContext, type OperatorContextValue } from '@/lib/operator-context';
import { shouldPersistMutation } from '@/lib/offline-queue';
import { CACHE_BUSTER, CACHE_MAX_AGE, cacheKey, createPersister, markCacheRestored } from '@/lib/query-client';
import { shouldPersistQuery } from '@/lib/query-persister';
import { session } from '@/lib/session';
import { type Locale, pickLocale } from '@/shared/locales';
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
      if (JSON.stringify(next) === JSON.stringify(shown.current)) return;
      setConfig(next);
      applyBranding(next);
      const nextLocale = pickLocale(locale, next.languages);
      if (nextLocale !== locale) {
        await activateLocale(nextLocale, false);
        setLocaleState(nextLocale);
      }
    },
    [locale],
  );

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
    }),
    [config, locale, adopt],
  );

  const theme = useMemo(() => operatorTheme(config.primaryColor), [config.primaryColor]);
  // The theme's CSS variables depend on the app's code and the operator's colour only.
  const cssVariablesKey = `${CACHE_BUSTER}|${config.primaryColor}`;
  const keptCssVariables = useKeptCssVariables(cssVariablesKey);
  const persistKey = current ? cacheKey(current.user.operatorId, current.user.id) : null;
  const persistOptions = useMemo(
    () =>
      persistKey === null
        ? null
        : {
            persister: createPersister(persistKey),
            maxAge: CACHE_MAX_AGE,
            buster: CACHE_BUSTER,
            dehydrateOptions: {
              shouldDehydrateMutation: shouldPersistMutation,
              shouldDehydrateQuery: shouldPersistQuery,
            },
          },
    [persistKey],
  );

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
  if (!persistOptions) {
    return (
      <QueryClientProvider key="anonymous" client={queryClient}>
        {app}
      </QueryClientProvider>
    );
  }
  return (
    <PersistQueryClientProvider
      key={persistKey ?? 'anonymous'}
      client={queryClient}
      persistOptions={persistOptions}
      // Cached data shows at once. Queued edits are sent first (in order), then everything on screen
      // revalidates: the snapshot may predate the last change. On a reopen the requests wait for the first
      // screen (lib/refresh-after-first-screen.ts).
      onSuccess={() => {
        markCacheRestored();
        void queryClient.resumePausedMutations().then(() => queryClient.invalidateQueries());
      }}
      onError={markCacheRestored}
    >
      {app}
    </PersistQueryClientProvider>
  );
}
