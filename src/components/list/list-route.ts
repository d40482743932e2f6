import type { QueryClient } from '@tanstack/react-query';
import { loadScreenWords } from '@/lib/screen-words';
import type { FilterSpec, ListDefinition, ListSearch } from './define-list';
import type { ListSource } from './list-source';

/** A list source, or the loading of the module that holds it (the call's schemas load with the screen). */
// biome-ignore lint/suspicious/noExplicitAny: any list's rows
type SourceLoader = () => ListSource<any> | Promise<ListSource<any>>;

/**
 * A list route's `validateSearch`, `loaderDeps` and `loader`, from the list's declaration: the URL is read with the
 * declaration's lenient schema, and the loader starts the page the URL describes (the screen shows the cache while
 * it loads). `words`: the screen's words are a catalogue of their own (src/lib/screen-words.ts), loaded before it
 * renders.
 */
export function listRoute<F extends Record<string, FilterSpec>, S extends string>(
  definition: ListDefinition<F, S>,
  source: SourceLoader,
  options: { words?: boolean } = {},
) {
  return {
    validateSearch: definition.searchSchema,
    loaderDeps: ({ search }: { search: ListSearch }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: ListSearch }) => {
      const words = options.words ? loadScreenWords() : undefined;
      const query = definition.apiQuery(definition.viewFrom(deps));
      // biome-ignore lint/suspicious/noExplicitAny: any list's rows
      const prefetch = (list: ListSource<any>) => void context.queryClient.prefetchQuery(list(query));
      const list = source();
      if (list instanceof Promise) void list.then(prefetch);
      else prefetch(list);
      return words;
    },
  };
}

type ListRouteApi = {
  useSearch: () => ListSearch;
  useNavigate: () => (options: { search: ListSearch; replace: boolean }) => Promise<void>;
};

/** A list screen's URL state and its change, its props: a new state is pushed, so back and forward step through
 * changes and a link reproduces it (`replace` for a correction). */
export type ListUrl = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

/** A list screen's URL state and its change (pushed, so back and forward step through changes). */
export function useListUrl(route: ListRouteApi): ListUrl {
  const navigate = route.useNavigate();
  return {
    search: route.useSearch(),
    onSearchChange: (next: ListSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
  };
}
