/**
 * The number formats' first use, made on a thread of its own (warm-up-formats.ts). The first `Intl` object a page
 * builds pays for ICU's locale data: 47-76 ms on Debian's Chromium 150 here, a locale resolved and a list of the
 * locales a service supports (16-43 ms each) before the formatters themselves. Those data are the renderer
 * process's, not the thread's: after this worker has built them, the page's first formatters cost ~1 ms. No
 * imports, so that this file is the whole worker (a few hundred bytes).
 */
export type WarmUpRequest = { locale: string; currency: string };

/** Builds what the console's first screens format with; a step that throws (not a locale, not a currency) is skipped. */
export function warmUpIntl({ locale, currency }: WarmUpRequest): void {
  const steps = [
    () => new Intl.Locale(locale).maximize(),
    () => Intl.Collator.supportedLocalesOf([locale]),
    () => new Intl.NumberFormat(locale).format(0),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0),
    () => new Intl.PluralRules(locale).select(1),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0),
  ];
  for (const step of steps) {
    try {
      step();
    } catch {
      // nothing to load ahead for this one
    }
  }
}

type WorkerScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<WarmUpRequest>) => void): void;
  postMessage(message: unknown): void;
};
// Only in a worker (a test imports this file for `warmUpIntl`).
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  const scope = globalThis as unknown as WorkerScope;
  scope.addEventListener('message', (event) => {
    warmUpIntl(event.data);
    scope.postMessage('done');
  });
}
