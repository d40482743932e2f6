import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { configurationEndpoints, settingsEndpoints } from '@/shared/api/endpoints/settings';

export const settingsKeys = {
  all: ['settings'] as const,
  general: () => [...settingsKeys.all, 'general'] as const,
  languages: () => [...settingsKeys.all, 'languages'] as const,
  credentials: () => [...settingsKeys.all, 'credentials'] as const,
};

/** Settings → General: always read fresh (another admin may have changed it). */
export const generalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.general(),
    queryFn: () => api(settingsEndpoints.generalSettings, {}),
    staleTime: 0,
  });

export const languageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.languages(),
    queryFn: () => api(settingsEndpoints.languageSettings, {}),
    staleTime: 0,
  });

/** Settings → Configuration's integrations: each secret masked by the server. */
export const credentialsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.credentials(),
    queryFn: () => api(configurationEndpoints.credentials, {}),
    staleTime: 0,
  });
