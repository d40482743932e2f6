import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api-client';
import { operatorEndpoints } from '@/shared/api/endpoints/operators';
import { operatorStore } from '@/lib/operator';
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage';
import { OperatorConfigSchema, type OperatorConfig } from '@/shared/schemas/operators';

export const operatorKeys = {
  all: ['operator'] as const,
  config: (operatorId: string) => [...operatorKeys.all, 'config', operatorId] as const,
};

/** The last config seen for an operator, kept for offline starts and config failures (spec part 1 §8). */
export function cachedConfig(operatorId: string): OperatorConfig | null {
  const parsed = v.safeParse(OperatorConfigSchema, readJson(STORAGE_KEYS.operatorConfig));
  return parsed.success && parsed.output.operatorId === operatorId ? parsed.output : null;
}

export async function fetchConfig(operatorId: string): Promise<OperatorConfig> {
  try {
    const config = await api(operatorEndpoints.config, {}, { background: true });
    writeJson(STORAGE_KEYS.operatorConfig, config);
    return config;
  } catch (error) {
    const cached = cachedConfig(operatorId);
    if (cached) {
      console.warn('config call failed; using the cached configuration', error);
      return cached;
    }
    throw error;
  }
}

export const configQueryOptions = (operatorId: string) =>
  queryOptions({
    queryKey: operatorKeys.config(operatorId),
    queryFn: () => fetchConfig(operatorId),
    staleTime: 5 * 60_000,
  });

/** The stored operator, or the one serving this host (looked up and stored). */
export async function resolveOperatorId(hostname: string): Promise<string> {
  const stored = operatorStore.get();
  if (stored) return stored;
  return lookupAndStore(hostname);
}

/** Domain → operator; stores it when it changed. Returns the operator id. */
export async function lookupAndStore(domain: string): Promise<string> {
  const { operatorId } = await api(operatorEndpoints.operatorLookup, { query: { domain } }, { background: true });
  if (operatorStore.get() !== operatorId) operatorStore.set(operatorId);
  return operatorId;
}
