import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './app/global.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBranding } from './app/branding';
import { BootError } from './app/boot-error';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { colorSchemeManager, operatorTheme } from './app/theme';
import { cachedConfig, fetchConfig, operatorKeys, resolveOperatorId } from './features/operator/api/operator.queries';
import { onSignedOut } from './lib/api-client';
import { activateLocale, i18n, startupLocale } from './lib/i18n';
import { operatorStore } from './lib/operator';
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient } from './lib/query-client';
import { session } from './lib/session';
import { STORAGE_KEYS } from './lib/storage';
import type { OperatorConfig } from './shared/schemas/operators';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function loadConfig(): Promise<OperatorConfig | null> {
  try {
    const operatorId = await resolveOperatorId(window.location.hostname);
    return await fetchConfig(operatorId);
  } catch (error) {
    console.error('operator start-up failed', error);
    const stored = operatorStore.get();
    return stored ? cachedConfig(stored) : null;
  }
}

async function boot() {
  const config = await loadConfig();
  if (!config) {
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
  const locale = startupLocale(config.languages);
  await activateLocale(locale, false);
  applyBranding(config);

  const queryClient = createQueryClient();
  queryClient.setQueryData(operatorKeys.config(config.operatorId), config);
  const router = createAppRouter(queryClient);
  onSignedOut(() => void router.navigate({ to: '/auth/login', replace: true }));
  // Sign-in or sign-out in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.currentUser) {
      session.reloadFromStorage();
      void router.invalidate();
    }
  });

  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} initialConfig={config} initialLocale={locale}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
