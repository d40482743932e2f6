import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savedViewEndpoints } from '@/shared/api/endpoints/saved-views';
import type { ListScreen } from '@/shared/schemas/list';
import type { SavedView, SavedViewCreateBody, SavedViewUpdateBody } from '@/shared/schemas/saved-views';

/** A user's saved views of one screen (they follow the user to another device: stored on the server). */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  screen: (screen: ListScreen) => [...savedViewKeys.all, screen] as const,
};

export const savedViewsQueryOptions = (screen: ListScreen) =>
  queryOptions({
    queryKey: savedViewKeys.screen(screen),
    queryFn: ({ signal }) =>
      api(savedViewEndpoints.savedViewsList, { query: { screen } }, { signal, background: true }),
    staleTime: 60_000,
  });

/** Create, change and delete a view; the screen's list of views is refreshed after each. */
export function useSavedViewMutations(screen: ListScreen) {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: savedViewKeys.screen(screen) });
  const put = (view: SavedView) =>
    client.setQueryData<SavedView[]>(savedViewKeys.screen(screen), (views = []) => {
      const others = views.filter((other) => other.id !== view.id);
      const demoted = view.isDefault ? others.map((other) => ({ ...other, isDefault: false })) : others;
      return [...demoted, view].sort((a, b) => a.name.localeCompare(b.name));
    });
  return {
    create: useMutation({
      mutationFn: (body: SavedViewCreateBody) => api(savedViewEndpoints.savedViewCreate, { body }),
      onSuccess: put,
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: SavedViewUpdateBody }) =>
        api(savedViewEndpoints.savedViewUpdate, { params: { id }, body }),
      onSuccess: put,
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(savedViewEndpoints.savedViewDelete, { params: { id } }),
      onSuccess: (_data, id) =>
        client.setQueryData<SavedView[]>(savedViewKeys.screen(screen), (views = []) =>
          views.filter((v) => v.id !== id),
        ),
      onSettled: settle,
    }),
  };
}
