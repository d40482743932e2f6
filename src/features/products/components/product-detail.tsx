import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DateCell, DisplayId, failureMessage, Money } from '@/components/list/cells';
import { ListPaging } from '@/components/list/list-paging';
import { BookingStatusBadge } from '@/components/status-badge';
import { useOperator } from '@/lib/operator-context';
import { formatCurrency } from '@/shared/format';
import type { Product } from '@/shared/schemas/products';
import { productBookingsQueryOptions, productQueryOptions } from '../api/products.queries';

/**
 * A product's detail (`/product/view-product-Details/{id}`): its images (the default marked), price and buffer
 * time, category path, variants with their priced options, and its bookings (GET /orders?productId=, 10 a
 * page, each opening the booking).
 */
export function ProductDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const detail = useQuery(productQueryOptions(id));
  if (detail.isPending)
    return (
      <Center mih={200}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  if (detail.isError)
    return (
      <Stack>
        <Text c="red" role="alert">
          {failureMessage(detail.error, t`The product could not be loaded.`)}
        </Text>
        <Anchor renderRoot={(props) => <Link to="/product" {...props} />}>{t`Back to products`}</Anchor>
      </Stack>
    );
  return <ProductView product={detail.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const money = (minor: number) => formatCurrency(minor / 100, config.currency, i18n.locale);
  const path = [product.categoryPath.category, product.categoryPath.subCategory, product.categoryPath.subSubCategory]
    .filter((step) => step !== null)
    .map((step) => step.name);
  const minutes = product.bufferTime;
  return (
    <Stack maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Title>
          <DisplayId prefix="PROD_" id={product.id} />
        </Stack>
        <Group>
          <Badge color={product.isActive ? 'green' : 'gray'} variant="light">
            {product.isActive ? t`Active` : t`Inactive`}
          </Badge>
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            renderRoot={(props) => <Link to="/product/add-product" search={{ id: product.id }} {...props} />}
          >
            <Trans>Edit</Trans>
          </Button>
        </Group>
      </Group>

      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Fact label={t`Service type`} value={product.serviceTypeName ?? '—'} />
          <Fact label={t`Base price`} value={money(product.basePrice)} />
          <Fact label={t`Buffer time`} value={t`${minutes} min`} />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              <Trans>Category</Trans>
            </Text>
            {path.length > 0 ? (
              <Breadcrumbs separator="›" data-testid="category-path">
                {path.map((name) => (
                  <Text key={name} size="sm" fw={500}>
                    {name}
                  </Text>
                ))}
              </Breadcrumbs>
            ) : (
              <Text size="sm">—</Text>
            )}
          </Stack>
        </SimpleGrid>
        {product.description && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {product.description}
          </Text>
        )}
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          <Trans>Images</Trans>
        </Title>
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
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          <Trans>Variants</Trans>
        </Title>
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
      </Card>

      <ProductBookings id={product.id} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/** The product's bookings, newest first, 10 a page. */
function ProductBookings({ id }: { id: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const bookings = useQuery(productBookingsQueryOptions(id, page));
  const total = bookings.data?.total ?? 0;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Bookings</Trans>
      </Title>
      {bookings.isPending ? (
        <Loader size="sm" aria-label={t`Loading`} />
      ) : bookings.isError ? (
        <Text c="red" size="sm" role="alert">
          {failureMessage(bookings.error, t`The bookings could not be loaded.`)}
        </Text>
      ) : bookings.data.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No bookings of this product yet.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" data-testid="product-bookings">
          {bookings.data.data.map((row) => {
            const customer = [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ') || '-';
            return (
              <Group key={row.id} justify="space-between" wrap="wrap" gap="xs">
                <DisplayId
                  prefix="ORD_"
                  id={row.id}
                  renderLink={(text) => (
                    <Anchor
                      renderRoot={(props) => <Link to="/orders/order_details/$id" params={{ id: row.id }} {...props} />}
                      ff="monospace"
                      size="sm"
                      fw={600}
                    >
                      {text}
                    </Anchor>
                  )}
                />
                <Text size="sm">{customer}</Text>
                <Money amount={row.orderPrice} />
                <BookingStatusBadge status={row.status} />
                <Text size="sm" c="dimmed">
                  <DateCell value={row.orderDate} format="dd/MM/yy" />
                </Text>
              </Group>
            );
          })}
          {total > 10 && (
            <ListPaging
              view={{ pageNumber: page, pageSize: 10 }}
              total={total}
              pageSizes={[10]}
              isPhone={false}
              testIds={{ list: 'product-bookings' }}
              onPage={setPage}
              onPageSize={() => undefined}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
