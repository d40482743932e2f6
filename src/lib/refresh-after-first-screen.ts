import {
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type Query,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

type StaleTime<Q> = number | 'static' | ((query: Q) => number | 'static') | undefined;

const ownStaleTime = <Q>(staleTime: StaleTime<Q>, query: Q): number | 'static' =>
  (typeof staleTime === 'function' ? staleTime(query) : staleTime) ?? 0;

/**
 * A query client that, on a reopen from the device, shows the data it has as it is until the first screen is drawn
 * and refreshes it right after (issue 22). Until `firstScreenDrawn()` every query with data counts as fresh, so no
 * loader's prefetch and no mounting screen starts a request before the first screen: on a reopen each request is
 * main-thread work (the request, the worker's event, and offline a failure to handle) that only delayed the figures
 * the user opened the console for. A query without data still fetches at once. An invalidation meanwhile (the
 * restore's "everything revalidates", app/providers.tsx) marks the data outdated without a request either.
 * `firstScreenDrawn()` refetches the queries that would have been refreshed and are on screen.
 */
export class RefreshAfterFirstScreenClient extends QueryClient {
  #holding: boolean;
  readonly #held = new Set<unknown>();

  constructor(config: QueryClientConfig & { holdUntilFirstScreen: boolean }) {
    const { holdUntilFirstScreen, ...rest } = config;
    super(rest);
    this.#holding = holdUntilFirstScreen;
  }

  /** Whether refreshes wait for the first screen (until `firstScreenDrawn()`). */
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
    if (!this.#holding) return defaulted;
    const staleTime = defaulted.staleTime;
    // Resolved whenever a query's freshness is checked: after the first screen it is the query's own again.
    const heldStaleTime = (query: Query<TQueryFnData, TError, TQueryData, TQueryKey>) => {
      const own = ownStaleTime(staleTime, query);
      if (!this.#holding || query.state.data === undefined) return own;
      if (query.state.isInvalidated || query.isStaleByTime(own)) this.#held.add(query);
      return 'static' as const;
    };
    return { ...defaulted, staleTime: heldStaleTime };
  }

  /** The first screen is drawn: freshness is the queries' own again, and the held refreshes of the screen run. */
  firstScreenDrawn(): Promise<void> {
    if (!this.#holding) return Promise.resolve();
    this.#holding = false;
    const held = new Set(this.#held);
    this.#held.clear();
    if (held.size === 0) return Promise.resolve();
    return this.refetchQueries({ type: 'active', predicate: (query) => held.has(query) }, { cancelRefetch: false });
  }
}
