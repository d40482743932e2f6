import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeFirstPaint } from '@/lib/first-paint';
import { useOperator } from '@/lib/operator-context';
import type { OperatorConfig } from '@/shared/schemas/operators';
import { SAMPLE_OPERATOR_CONFIG } from '@/test/operator-config';
import { AppProviders } from './providers';

const fetchConfig = vi.fn<(operatorId: string) => Promise<OperatorConfig>>();
vi.mock('@/features/operator/api/operator.queries', () => ({
  fetchConfig: (operatorId: string) => fetchConfig(operatorId),
  lookupAndStore: vi.fn(),
}));
vi.mock('./update-prompt', () => ({ UpdatePrompt: () => null }));

const CONFIG = SAMPLE_OPERATOR_CONFIG;

let renders = 0;
function OperatorName() {
  renders += 1;
  return <p data-testid="name">{useOperator().config.name}</p>;
}

async function start() {
  render(
    <AppProviders queryClient={new QueryClient()} initialConfig={CONFIG} initialLocale="en-US" configFromCache>
      <OperatorName />
    </AppProviders>,
  );
  // Nothing is asked before the first screen is drawn.
  expect(fetchConfig).not.toHaveBeenCalled();
  // The screen is drawn; the refresh runs after the next frame and resolves.
  await act(async () => {
    removeFirstPaint();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('AppProviders: the start-up refresh of a cached config', () => {
  beforeEach(() => {
    renders = 0;
    fetchConfig.mockReset();
  });

  it('re-renders nothing when it brings the config the console started with (offline: the cached one again)', async () => {
    fetchConfig.mockResolvedValue(structuredClone(CONFIG));
    await start();
    expect(fetchConfig).toHaveBeenCalledWith(CONFIG.operatorId);
    expect(renders).toBe(1);
  });

  it('adopts a changed config', async () => {
    fetchConfig.mockResolvedValue({ ...CONFIG, name: 'Onda Serviços Lda' });
    await start();
    expect(screen.getByTestId('name')).toHaveTextContent('Onda Serviços Lda');
    expect(renders).toBe(2);
  });
});
