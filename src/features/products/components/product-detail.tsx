import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Breadcrumbs, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DetailPage, DetailSection, Field } from '@/components/detail/detail-page';
import { relatedBookingColumns } from '@/components/detail/related-bookings';
import { relatedBookings } from '@/components/detail/related-bookings-list';
import { RelatedList } from '@/components/detail/related-list';
import { DisplayId } from '@/components/list/cells';
import { useOperator } from '@/lib/operator-context';
import { formatCurrency } from '@/shared/format';
import { paths } from '@/shared/paths';
import type { OrdersListQuery } from '@/shared/schemas/orders';
import type { Product } from '@/shared/schemas/products';
import { productBookingsQueryOptions, productQueryOptions } from '../api/products.queries';

/**
 * A product's detail (`/product/view-product-Details/{id}`): its images (the default marked), price and buffer
 * time, category path, variants with their priced options, and its bookings (GET /orders?productId=, each
 * opening the booking).
 */
export function ProductDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const detail = useQuery(productQueryOptions(id));
  return (
    <DetailPage
      query={detail}
      back={{ label: <Trans>Products</Trans>, link: paths.products() }}
      notFound={{
        testId: 'product-not-found',
        title: <Trans>Product not found</Trans>,
        text: <Trans>This product does not exist or was removed.</Trans>,
        back: { label: <Trans>Back to products</Trans>, link: paths.products() },
      }}
      loadError={t`The product could not be loaded.`}
    >
      {(product, asOf) => <ProductView product={product} asOf={asOf} />}
    </DetailPage>
  );
}

function ProductView({ product, asOf }: { product: Product; asOf: ReactNode }) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const money = (minor: number) => formatCurrency(minor / 100, config.currency, i18n.locale);
  const path = [product.categoryPath.category, product.categoryPath.subCategory, product.categoryPath.subSubCategory]
    .filter((step) => step !== null)
    .map((step) => step.name);
  const minutes = product.bufferTime;
  return (
    <Stack maw={1100} gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Title>
          <Group gap="xs">
            <DisplayId prefix="PROD_" id={product.id} />
            {asOf}
          </Group>
        </Stack>
        <Group>
          <Badge color={product.isActive ? 'green' : 'gray'} variant="light">
            {product.isActive ? t`Active` : t`Inactive`}
          </Badge>
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            renderRoot={(props) => <Link {...paths.productEdit(product.id)} {...props} />}
          >
            <Trans>Edit</Trans>
          </Button>
        </Group>
      </Group>

      <DetailSection>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label={t`Service type`}>{product.serviceTypeName}</Field>
          <Field label={t`Base price`}>{money(product.basePrice)}</Field>
          <Field label={t`Buffer time`}>{t`${minutes} min`}</Field>
          <Field label={t`Category`}>
            {path.length > 0 && (
              <Breadcrumbs separator="›" data-testid="category-path">
                {path.map((name) => (
                  <Text key={name} size="sm" fw={500}>
                    {name}
                  </Text>
                ))}
              </Breadcrumbs>
            )}
          </Field>
        </SimpleGrid>
        {product.description && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description}
          </Text>
        )}
      </DetailSection>

      <DetailSection title={<Trans>Images</Trans>}>
        {product.media.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No images.</Trans>
          </Text>
        ) : (
          <Group gap="md">
            {product.media.map((m, index) => (
              <Stack key={m.id} gap={4} align="center" data-testid="detail-image">
                <Image
                  src={m.thumbnail}
                  alt={t`Image ${index + 1} of ${product.name}`}
                  w={120}
                  h={120}
                  radius="sm"
                  fit="cover"
                />
                {m.isDefault && (
                  <Badge variant="light" data-testid="default-image">
                    {t`Default`}
                  </Badge>
                )}
              </Stack>
            ))}
          </Group>
        )}
      </DetailSection>

      <DetailSection title={<Trans>Variants</Trans>}>
        {product.variants.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No variants: the product has one price.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {product.variants.map((variant) => (
              <Stack key={variant.id} gap={4} data-testid="detail-variant">
                <Text fw={600}>{variant.name}</Text>
                {variant.options.map((option) => (
                  <Group key={option.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">{option.name}</Text>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(option.price)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </DetailSection>

      <ProductBookings id={product.id} />
    </Stack>
  );
}

/** The product's bookings, newest first, a page at a time; each opens the booking. */
function ProductBookings({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  return (
    <RelatedList
      title={t`Bookings`}
      testIds={{ list: 'product-bookings', row: 'product-booking' }}
      definition={relatedBookings}
      columns={relatedBookingColumns(i18n, 'product')}
      queryOptions={(query) => productBookingsQueryOptions({ ...query, productId: id } as OrdersListQuery)}
      texts={{ empty: t`No bookings of this product yet.`, loadError: t`The bookings could not be loaded.` }}
    />
  );
}
