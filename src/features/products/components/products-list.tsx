import { useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { DisplayId, failureMessage, ImageCell, RowActions, StatusToggle } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import type { ListSearch } from '@/components/list/define-list';
import { idColumn } from '@/components/list/id-column';
import { ListScreen } from '@/components/list/list-screen';
import type { ListColumn } from '@/components/list/types';
import { notify } from '@/lib/notify';
import { truncate } from '@/shared/format';
import type { ProductRow, ProductsListData, ProductsListQuery } from '@/shared/schemas/products';
import { useDeleteProduct, useProductStatus } from '../api/products.mutations';
import { productsListQueryOptions } from '../api/products.queries';
import { productsList } from '../lib/products-list';

type Props = {
  search: ListSearch;
  onSearchChange: (search: ListSearch, options?: { replace?: boolean }) => void;
};

/**
 * Products (spec part 2 §2 "Product list") on the list kit: PROD_ + 8 characters uppercased (the whole id in a
 * tooltip) and the name (cut at 50) open the detail; the display image; buffer time in minutes; a status toggle
 * saved at once; Edit (the form with ?id=) and Delete ("Delete Product", refused by the server while bookings
 * use the product, its reason shown). Add opens the form.
 */
export function ProductsList({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useProductStatus();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<ProductRow | null>(null);

  const columns = useMemo((): ListColumn<ProductRow>[] => {
    const detailLink = (row: ProductRow, text: string, mono: boolean) => (
      <Anchor
        renderRoot={(props) => <Link to="/product/view-product-Details/$id" params={{ id: row.id }} {...props} />}
        ff={mono ? 'monospace' : undefined}
        size="sm"
        fw={mono ? 600 : 500}
        title={!mono && text !== row.name ? row.name : undefined}
      >
        {text}
      </Anchor>
    );
    return [
      idColumn<ProductRow>({
        title: t`Id`,
        sortField: 'createdAt',
        sortLabel: t`Date added`,
        render: (row) => <DisplayId prefix="PROD_" id={row.id} renderLink={(text) => detailLink(row, text, true)} />,
      }),
      {
        id: 'image',
        title: t`Image`,
        card: 'media',
        width: 64,
        render: (row) => {
          const name = row.name;
          return <ImageCell src={row.thumbnail ?? row.displayImage} alt={t`Image of ${name}`} />;
        },
      },
      {
        id: 'name',
        title: t`Name`,
        sortable: true,
        card: 'main',
        render: (row) => detailLink(row, truncate(row.name, 50), false),
      },
      {
        id: 'bufferTime',
        title: t`Buffer time`,
        sortable: true,
        noWrap: true,
        align: 'right',
        card: 'sub',
        render: (row) => {
          const minutes = row.bufferTime;
          return t`${minutes} min`;
        },
      },
      {
        id: 'isActive',
        title: t`Status`,
        card: 'status',
        width: 90,
        render: (row) => {
          const name = row.name;
          return (
            <StatusToggle
              checked={row.isActive}
              label={t`Active: ${name}`}
              onChange={() =>
                status.mutateAsync(row.id).then((saved) =>
                  notify({
                    color: 'green',
                    message: saved.isActive ? t`Product ${name} activated.` : t`Product ${name} deactivated.`,
                  }),
                )
              }
            />
          );
        },
      },
      {
        id: 'actions',
        title: t`Action`,
        titleHidden: true,
        hideable: false,
        card: 'actions',
        width: 48,
        render: (row) => {
          const name = row.name;
          return (
            <RowActions
              label={t`Actions for ${name}`}
              actions={[
                {
                  label: t`Edit`,
                  icon: <IconPencil size={14} aria-hidden />,
                  href: `/product/add-product?id=${row.id}`,
                  onClick: () => void navigate({ to: '/product/add-product', search: { id: row.id } }),
                },
                {
                  label: t`Delete`,
                  icon: <IconTrash size={14} aria-hidden />,
                  color: 'red',
                  onClick: () => setDeleting(row),
                },
              ]}
            />
          );
        },
      },
    ];
  }, [t, navigate, status.mutateAsync]);

  return (
    <ListScreen
      definition={productsList}
      search={search}
      onSearchChange={onSearchChange}
      queryOptions={(query) => productsListQueryOptions(query as ProductsListQuery)}
      pageOf={(data: ProductsListData) => ({ rows: data.products, total: data.count, totalCapped: data.countCapped })}
      columns={columns}
      texts={{ title: t`Products`, empty: t`no data found`, loadError: t`The products could not be loaded.` }}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/product/add-product" {...props} />}
        >
          {t`Add Product`}
        </Button>
      }
      testIds={{ list: 'products', row: 'product' }}
    >
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete Product`}
        message={t`Are you sure you want to delete this product?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        color="red"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return undefined;
          const { id, name } = deleting;
          return remove.mutateAsync(id).then(
            () => notify({ color: 'green', message: t`Product ${name} deleted.` }),
            (error: unknown) => {
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The product was not deleted.`),
              });
              throw error;
            },
          );
        }}
      />
    </ListScreen>
  );
}
