import { queryOptions } from '@tanstack/react-query';
import type { EntityOption } from '@/components/list/define-list';
import { type ListSource, listSource, resourceKeys } from '@/components/list/list-source';
import { api } from '@/lib/api-client';
import { supportEndpoints } from '@/shared/api/endpoints/support';
import type { SupportTicketRow } from '@/shared/schemas/support';
import type { SupportAudience } from '@/shared/support';

/** Keys: every list under ['support','list'], a ticket under ['support','detail',id], the desk's settings apart. */
export const supportKeys = {
  ...resourceKeys('support'),
  deskList: (desk: SupportAudience) => ['support', 'list', desk] as const,
  canned: () => ['support', 'canned'] as const,
  agents: (desk: SupportAudience) => ['support', 'agents', desk] as const,
  categories: () => ['support', 'categories'] as const,
};

export const customerTicketsSource: ListSource<SupportTicketRow> = listSource(
  supportEndpoints.supportCustomerTickets,
  supportKeys.deskList('customer'),
);
export const providerTicketsSource: ListSource<SupportTicketRow> = listSource(
  supportEndpoints.supportProviderTickets,
  supportKeys.deskList('provider'),
);

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => api(supportEndpoints.supportTicketDetail, { params: { id } }, { signal }),
  });

export const cannedRepliesQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.canned(),
    queryFn: ({ signal }) => api(supportEndpoints.supportCannedReplies, {}, { signal, background: true }),
    staleTime: 5 * 60_000,
  });

export const agentsQueryOptions = (desk: SupportAudience) =>
  queryOptions({
    queryKey: supportKeys.agents(desk),
    queryFn: ({ signal }) => api(supportEndpoints.supportAgents, { query: { desk } }, { signal, background: true }),
    staleTime: 60_000,
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.categories(),
    queryFn: ({ signal }) => api(supportEndpoints.supportCategories, {}, { signal, background: true }),
    staleTime: 5 * 60_000,
  });

/** The category filter's options: those whose name holds `search`, or the one of `id`. */
export async function loadCategoryOptions(
  query: { search?: string; id?: string },
  signal: AbortSignal,
): Promise<EntityOption[]> {
  const data = await api(supportEndpoints.supportCategories, {}, { signal });
  const term = query.search?.trim().toLocaleLowerCase() ?? '';
  return data
    .filter((c) => (query.id ? c.id === query.id : c.name.toLocaleLowerCase().includes(term)))
    .slice(0, 50)
    .map((c) => ({ id: c.id, name: c.name }));
}
