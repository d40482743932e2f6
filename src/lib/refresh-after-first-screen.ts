import {
  type DefaultedQueryObserverOptions,
  type DefaultError,
  QueryClient,
  type QueryClientConfig,
  type QueryFunctionContext,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

/**
 * A query client that, on a reopen from the device, sends the refreshes of the data it has only once the first screen
 * is drawn (issue 22). A refresh starts as usual (the screen knows it is fetching, exactly as before), but its request
 * waits for `firstScreenDrawn()`: on a reopen each request is main-thread work (the request, the worker's event, and
 * on a bad connection a failure to handle) that only delayed the figures the user opened the console for. A query
 * without data sends its request at once: the screen waits for it anyway.
 */
export class RefreshAfterFirstScreenClient extends QueryClient {
  #holding: boolean;
  #drawn: () => void = () => undefined;
  readonly #firstScreen = new Promise<void>((resolve) => {
    this.#drawn = resolve;
  });

  constructor(config: QueryClientConfig & { holdUntilFirstScreen: boolean }) {
    const { holdUntilFirstScreen, ...rest } = config;
    super(rest);
    this.#holding = holdUntilFirstScreen;
  }

  /** Whether the requests of refreshes wait for the first screen (until `firstScreenDrawn()`). */
  get holding(): boolean {
    return this.#holding;
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const queryFn = defaulted.queryFn;
    if (!this.#holding || typeof queryFn !== 'function') return defaulted;
    const held = (context: QueryFunctionContext<TQueryKey, never>) => {
      if (!this.#holding || this.getQueryData(context.queryKey) === undefined) return queryFn(context);
      return this.#firstScreen.then(() => {
        context.signal.throwIfAborted();
        return queryFn(context);
      });
    };
    return { ...defaulted, queryFn: held };
  }

  /** The first screen is drawn: the refreshes that waited send their requests, and later ones at once. */
  firstScreenDrawn(): void {
    this.#holding = false;
    this.#drawn();
  }
}
