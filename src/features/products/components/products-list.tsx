import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DisplayId, ImageCell } from '@/components/list/cells';
import { actionsColumn, editAction } from '@/components/list/row-actions';
import { useDeleteAction } from '@/components/list/delete-action';
import type { ListUrl } from '@/components/list/list-route';
import { idColumn } from '@/components/list/columns';
import { ListScreen } from '@/components/list/list-screen';
import { exportOf } from '@/components/list/list-source';
import { statusToggleColumn } from '@/components/list/status-toggle-column';
import type { ListColumn } from '@/components/list/types';
import { PlainButton } from '@/components/plain-button';
import { productEndpoints } from '@/shared/api/endpoints/products';
import { truncate } from '@/shared/format';
import type { ProductRow } from '@/shared/schemas/products';
import { useDeleteProduct, useProductStatus } from '../api/products.mutations';
import { productsListSource } from '../api/products.queries';
import { productsList } from '../lib/products-list';
import { hrefOf, paths } from '@/shared/paths';

/**
 * Products (spec part 2 §2 "Product list") on the list kit: PROD_ + 8 characters uppercased (the whole id in a
 * tooltip) and the name (cut at 50) open the detail; the display image; buffer time in minutes; a status toggle
 * saved at once; Edit (the form with ?id=) and Delete ("Delete Product", refused by the server while bookings
 * use the product, its reason shown). Add opens the form; export writes products.csv of the current search and
 * order.
 */
export function ProductsList(url: ListUrl) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useProductStatus();
  const deleteProduct = useDeleteProduct();
  const remove = useDeleteAction<ProductRow>({
    texts: {
      title: t`Delete Product`,
      message: t`Are you sure you want to delete this product?`,
      failed: t`The product was not deleted.`,
    },
    remove: (row) => deleteProduct.mutateAsync(row.id),
    deleted: ({ name }) => t`Product ${name} deleted.`,
  });

  const columns = useMemo((): ListColumn<ProductRow>[] => {
    const detailLink = (row: ProductRow, text: string, mono: boolean) => (
      <Anchor
        renderRoot={(props) => <Link {...paths.product(row.id)} {...props} />}
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
        render: (row) => <DisplayId prefix="PROD_" id={row.id} renderLink={(text) => detailLink(row, text, true)} />,
      }),
      {
        id: 'image',
        title: t`Image`,
        card: 'media',
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
      statusToggleColumn<ProductRow, { isActive: boolean }>({
        width: 90,
        checked: (row) => row.isActive,
        name: (row) => row.name,
        // The server flips the flag (no body) and answers with the state it saved.
        save: (row) => status.mutateAsync(row.id),
        saved: ({ name }, _next, saved) =>
          saved.isActive ? t`Product ${name} activated.` : t`Product ${name} deactivated.`,
      }),
      actionsColumn(
        t`Action`,
        (row) => row.name,
        (row) => [
          editAction(() => void navigate(paths.productEdit(row.id)), hrefOf(paths.productEdit(row.id))),
          remove.action(row),
        ],
      ),
    ];
  }, [t, navigate, status.mutateAsync, remove.action]);

  return (
    <ListScreen
      {...url}
      definition={productsList}
      source={productsListSource}
      columns={columns}
      texts={{ title: t`Products`, loadError: t`The products could not be loaded.` }}
      actions={
        <PlainButton
          leftSection={<IconPlus size={16} aria-hidden />}
          renderRoot={(props) => <Link {...paths.productAdd()} {...props} />}
        >
          {t`Add Product`}
        </PlainButton>
      }
      exportSpec={exportOf(productEndpoints.productsExport, 'products.csv')}
      testIds={{ list: 'products', row: 'product' }}
    >
      {remove.dialog}
    </ListScreen>
  );
}
