import { Trans, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Pagination, Select, Text } from '@mantine/core';
import { formatNumber } from '@/shared/format';
import { formatTotal } from './selection';

type Props = {
  view: { pageNumber: number; pageSize: number };
  total: number;
  /** More than `total` rows match: shown as "10,000+". */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  isPhone: boolean;
  testIds: { list: string };
  onPage: (pageNumber: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** "1–10 of 5,000" ("of 10,000+" past the server's count cap), the page-size menu and the pages. */
export function ListPaging({
  view,
  total,
  totalCapped = false,
  pageSizes,
  isPhone,
  testIds,
  onPage,
  onPageSize,
}: Props) {
  const { t, i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const first = total === 0 ? 0 : (view.pageNumber - 1) * view.pageSize + 1;
  const last = Math.min(total, view.pageNumber * view.pageSize);
  const shownFrom = formatNumber(first, i18n.locale);
  const shownTo = formatNumber(last, i18n.locale);
  const shownTotal = formatTotal(total, totalCapped, i18n.locale);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid={`${testIds.list}-paging`}>
      <Text size="sm" c="dimmed" data-testid={`${testIds.list}-range`}>
        <Trans>
          {shownFrom}–{shownTo} of {shownTotal}
        </Trans>
      </Text>
      <Group gap="sm" wrap="wrap">
        {/* A phone gets its own picker: no Popover or Portal mounted with the paging (see MenuOnFirstUse). */}
        {isPhone ? (
          <NativeSelect
            aria-label={t`Rows per page`}
            data={pageSizes.map(String)}
            value={String(view.pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
            w={80}
          />
        ) : (
          <Select
            aria-label={t`Rows per page`}
            data={pageSizes.map(String)}
            value={String(view.pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
            w={80}
            comboboxProps={{ withinPortal: true, keepMounted: false }}
          />
        )}
        <Pagination
          total={pages}
          value={Math.min(view.pageNumber, pages)}
          onChange={onPage}
          siblings={isPhone ? 0 : 1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
          })}
          getItemProps={(page) => ({
            'aria-label': t`Page ${page}`,
            'aria-current': page === view.pageNumber ? 'page' : undefined,
          })}
        />
      </Group>
    </Group>
  );
}
