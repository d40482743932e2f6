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

/** The id of the JSON block in which the server puts its host's operator configuration (server/modules/branding/shell.ts). */
export const BOOT_ELEMENT_ID = 'mpa-boot';

/**
 * The configuration of this host's operator, as the page came with it (null when absent or malformed).
 * A first visit starts from it instead of calling lookup and config before the first paint.
 */
export function bootConfig(doc: Document = document): OperatorConfig | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(OperatorConfigSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

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
