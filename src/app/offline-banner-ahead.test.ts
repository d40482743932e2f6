import { afterEach, describe, expect, it, vi } from 'vitest';

const startOnline = async (onLine: boolean) => {
  vi.resetModules();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
  const ahead = await import('./offline-banner-ahead');
  ahead.loadOfflineBannerAhead();
  return ahead;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the offline banner's code, asked for ahead", () => {
  it('is here when the start-up stops waiting, if the console started offline', async () => {
    const ahead = await startOnline(false);
    expect(ahead.loadedOfflineBanner()).toBeNull();
    await ahead.offlineBannerAhead();
    const { OfflineBanner } = await import('./offline-banner');
    expect(ahead.loadedOfflineBanner()).toBe(OfflineBanner);
  });

  it('is not asked for, and nothing is waited for, if the console started online', async () => {
    const ahead = await startOnline(true);
    await ahead.offlineBannerAhead();
    expect(ahead.loadedOfflineBanner()).toBeNull();
  });
});
