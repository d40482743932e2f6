import { msg } from '@lingui/core/macro';
import type { StatusMap } from '@/components/list/cells';
import type { PageAudience, PageStatus } from '@/shared/schemas/pages';

/** A page's status: never published, the last version as is, or edited since the last publish. */
export const PAGE_STATUS: Record<PageStatus, StatusMap[string]> = {
  draft: { label: msg({ message: 'Draft', context: 'page status' }), color: 'gray' },
  published: { label: msg({ message: 'Published', context: 'page status' }), color: 'green' },
  changed: { label: msg({ message: 'Changed since publish', context: 'page status' }), color: 'yellow' },
};

/** Which apps show a page. */
export const AUDIENCE: Record<PageAudience, ReturnType<typeof msg>> = {
  customers: msg({ message: 'Customers', context: 'page audience' }),
  providers: msg({ message: 'Providers', context: 'page audience' }),
  both: msg({ message: 'Both apps', context: 'page audience' }),
};
