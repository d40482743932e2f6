import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { FormBody } from '@/components/form/form-body';
import { type EntityForm, QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { DetailSection } from '@/components/detail/detail-page';
import { failureMessage } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOperator } from '@/lib/operator-context';
import { uploadImage } from '@/lib/upload';
import { productEndpoints } from '@/shared/api/endpoints/products';
import { MAX_BUFFER_MINUTES, MAX_MEDIA, type Product } from '@/shared/schemas/products';
import { offeredServiceTypes } from '@/shared/schemas/catalogue';
import { useSaveProduct } from '../api/products.mutations';
import {
  categoryChoicesQueryOptions,
  productQueryOptions,
  serviceTypeChoicesQueryOptions,
  variantNamesQueryOptions,
} from '../api/products.queries';
import {
  bodiesFrom,
  EMPTY_PRODUCT,
  formFieldOf,
  fromMinor,
  newKey,
  ProductFormSchema,
  type ProductFormValues,
  valuesFrom,
} from '../lib/product-form';

type Props = {
  /** The product to edit; empty adds one. */
  id: string;
  onSaved: (id: string) => void;
};

/** Add or edit a product (`/product/add-product`, `?id=` edits): waits for the product when editing. */
export function ProductFormScreen({ id, onSaved }: Props) {
  const { t } = useLingui();
  const detail = useQuery({ ...productQueryOptions(id), enabled: id !== '' });
  if (id !== '' && detail.isPending)
    return (
      <Center mih={200}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  if (id !== '' && detail.isError)
    return (
      <Text c="red" role="alert">
        {failureMessage(detail.error, 'Error')}
      </Text>
    );
  return <ProductForm key={id} product={id ? (detail.data ?? null) : null} onSaved={onSaved} />;
}

/**
 * The product form: name, service type, category path (three dependent selects: a category of the service
 * type, then its sub category and sub sub category), description, base price in the operator's currency
 * (sent as integer minor units), buffer time in minutes, variants (names with a typeahead of the operator's
 * names, options each with its price) and images (uploaded at once, reordered, one default). Leaving with
 * unsaved changes asks first; the server's field errors show under their fields.
 */
function ProductForm({ product, onSaved }: { product: Product | null; onSaved: (id: string) => void }) {
  const { t } = useLingui();
  const { config } = useOperator();
  const save = useSaveProduct();
  // A product added by an attempt whose variants or images were refused: the next attempt edits it.
  const added = useRef<string | null>(null);
  const entity = useEntityForm({
    endpoint: product ? productEndpoints.productUpdate : productEndpoints.productCreate,
    schema: ProductFormSchema,
    initialValues: product ? valuesFrom(product) : EMPTY_PRODUCT,
    body: (submitted) => bodiesFrom(submitted).body,
    // The product, then its variants and its images.
    send: (body, idempotencyKey): Promise<Product> =>
      save.mutateAsync({
        ...bodiesFrom(form.getValues()),
        body,
        id: product?.id ?? added.current,
        idempotencyKey,
        onProduct: (id) => {
          added.current = id;
        },
      }),
    saved: () => (product ? t`Product saved.` : t`Product added.`),
    failed: t`The product was not saved.`,
    fieldOf: formFieldOf,
    onSaved: (result) => {
      if (result !== QUEUED) onSaved(result.id);
    },
  });
  const { form, setUploading } = entity;
  const values = form.getValues();
  // A save resets the form's dirty state first: the route then leaves without the unsaved-changes question.
  const isDirty = () => form.isDirty();
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: isDirty, withResolver: true });

  const types = useQuery(serviceTypeChoicesQueryOptions());
  const level1 = useQuery(categoryChoicesQueryOptions(1, null));
  const level2 = useQuery({ ...categoryChoicesQueryOptions(2, values.l1), enabled: values.l1 !== null });
  const level3 = useQuery({ ...categoryChoicesQueryOptions(3, values.l2), enabled: values.l2 !== null });
  const level1Choices = (level1.data ?? []).filter(
    (c) => values.serviceTypeId === null || c.serviceTypeId === values.serviceTypeId,
  );
  const choices = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

  const upload = async (files: File[]) => {
    const room = MAX_MEDIA - values.media.length;
    if (files.length > room) {
      notify({ color: 'red', title: t`Error`, message: t`A product has at most ${MAX_MEDIA} images.` });
    }
    setUploading(true);
    // Each file on its own: a refused one is named with its reason, the others are still uploaded.
    const refused: string[] = [];
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        try {
          const uploaded = await uploadImage(file, 'product');
          form.insertListItem('media', { image: uploaded.image, thumbnail: uploaded.thumbnail });
        } catch (error) {
          const name = file.name;
          const reason = failureMessage(error, t`The image was not uploaded.`);
          refused.push(t`${name}: ${reason}`);
        }
      }
    } finally {
      setUploading(false);
    }
    if (refused.length > 0) form.setFieldError('media', refused.join('\n'));
    else form.clearFieldError('media');
  };

  const moveImage = (from: number, to: number) => {
    form.reorderListItem('media', { from, to });
    const d = values.defaultIndex;
    form.setFieldValue('defaultIndex', d === from ? to : d === to ? from : d);
  };
  const removeImage = (index: number) => {
    form.removeListItem('media', index);
    const d = values.defaultIndex;
    form.setFieldValue('defaultIndex', d === index ? 0 : d > index ? d - 1 : d);
  };

  const currency = config.currency;
  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {product ? t`Edit Product` : t`Add Product`}
      </Title>
      <FormBody
        entity={entity}
        submitLabel={product ? t`Save` : t`Add`}
        cancel={
          <Button variant="default" renderRoot={(props) => <Link to="/product" {...props} />}>
            <Trans>Cancel</Trans>
          </Button>
        }
      >
        <Card withBorder padding="lg">
          <Stack>
            <TextInput label={t`Name`} withAsterisk maxLength={200} {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t`Service type`}
                withAsterisk
                searchable
                data={choices(offeredServiceTypes(types.data ?? [], values.serviceTypeId))}
                nothingFoundMessage={t`No service types`}
                {...form.getInputProps('serviceTypeId')}
                onChange={(value) => {
                  form.setFieldValue('serviceTypeId', value);
                  form.setValues({ l1: null, l2: null, l3: null });
                }}
              />
              <Select
                label={t`Category`}
                withAsterisk
                searchable
                data={choices(level1Choices)}
                nothingFoundMessage={t`No categories`}
                {...form.getInputProps('l1')}
                onChange={(value) => form.setValues({ l1: value, l2: null, l3: null })}
              />
              <Select
                label={t`Sub category`}
                searchable
                clearable
                disabled={values.l1 === null}
                data={choices(level2.data)}
                nothingFoundMessage={t`No sub categories`}
                {...form.getInputProps('l2')}
                onChange={(value) => form.setValues({ l2: value, l3: null })}
              />
              <Select
                label={t`Sub sub category`}
                searchable
                clearable
                disabled={values.l2 === null}
                data={choices(level3.data)}
                nothingFoundMessage={t`No sub sub categories`}
                {...form.getInputProps('l3')}
              />
            </SimpleGrid>
            <Textarea
              label={t`Description`}
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t`Base price (${currency})`}
                withAsterisk
                min={0}
                clampBehavior="none"
                thousandSeparator
                {...form.getInputProps('basePrice')}
              />
              <NumberInput
                label={t`Buffer time (minutes)`}
                withAsterisk
                min={0}
                max={MAX_BUFFER_MINUTES}
                clampBehavior="none"
                {...form.getInputProps('bufferTime')}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <VariantsCard form={form} currency={currency} />

        <DetailSection
          title={t`Images`}
          aside={
            <FileButton
              onChange={(files) => void upload(files)}
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={entity.uploading}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  disabled={values.media.length >= MAX_MEDIA}
                >
                  <Trans>Upload images</Trans>
                </Button>
              )}
            </FileButton>
          }
        >
          <Stack>
            {form.errors.media && (
              <Input.Error role="alert" data-testid="media-error" style={{ whiteSpace: 'pre-line' }}>
                {form.errors.media}
              </Input.Error>
            )}
            {values.media.length === 0 ? (
              <Text c="dimmed" size="sm">
                <Trans>No images yet. The default image is the product's display image.</Trans>
              </Text>
            ) : (
              <Radio.Group
                value={String(values.defaultIndex)}
                onChange={(value) => form.setFieldValue('defaultIndex', Number(value))}
                label={t`Default image`}
              >
                <Stack gap="xs" mt="xs">
                  {values.media.map((item, index) => (
                    <Group key={item.image} gap="sm" wrap="nowrap" data-testid="product-image">
                      <Image src={item.thumbnail} alt={t`Image ${index + 1}`} w={64} h={64} fit="cover" radius="sm" />
                      <Radio value={String(index)} label={t`Default`} />
                      {index === values.defaultIndex && <Badge variant="light">{t`Display image`}</Badge>}
                      <Group gap={4} ml="auto" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move image ${index + 1} up`}
                          disabled={index === 0}
                          onClick={() => moveImage(index, index - 1)}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move image ${index + 1} down`}
                          disabled={index === values.media.length - 1}
                          onClick={() => moveImage(index, index + 1)}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove image ${index + 1}`}
                          onClick={() => removeImage(index)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              </Radio.Group>
            )}
          </Stack>
        </DetailSection>
      </FormBody>
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title={t`Leave without saving?`}
        message={t`The changes to this product are not saved.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        color="red"
        onClose={() => blocker.reset?.()}
        onConfirm={() => {
          blocker.proceed?.();
          return undefined;
        }}
      />
    </Stack>
  );
}

type Form = EntityForm<ProductFormValues>['form'];

/** Variant names (with a typeahead of the operator's names; a known name brings its options) and options. */
function VariantsCard({ form, currency }: { form: Form; currency: string }) {
  const { t } = useLingui();
  const values = form.getValues();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, 300);
  const names = useQuery(variantNamesQueryOptions(search));
  const known = useMemo(() => new Map((names.data?.data ?? []).map((n) => [n.name, n.id])), [names.data]);
  const filling = useRef(false);

  /** A known name chosen for a variant without options brings that variant's options. */
  const fillOptions = async (index: number, name: string) => {
    const id = known.get(name);
    const variant = form.getValues().variants[index];
    if (!id || !variant || variant.options.some((o) => o.name.trim() !== '') || filling.current) return;
    filling.current = true;
    try {
      const options = await api(productEndpoints.productVariantOptions, { params: { variantId: id } });
      form.setFieldValue(
        `variants.${index}.options`,
        options.data.map((o) => ({ key: newKey(), name: o.name, price: fromMinor(o.price) })),
      );
    } catch {
      // The typeahead is a convenience: the options can be typed.
    } finally {
      filling.current = false;
    }
  };

  return (
    <DetailSection
      title={t`Variants`}
      aside={
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() =>
            form.insertListItem('variants', {
              key: newKey(),
              name: '',
              options: [{ key: newKey(), name: '', price: '' }],
            })
          }
        >
          <Trans>Add variant</Trans>
        </Button>
      }
    >
      <Stack>
        {form.errors.variants && <Input.Error>{form.errors.variants}</Input.Error>}
        {values.variants.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>No variants: the product has one price.</Trans>
          </Text>
        )}
        {values.variants.map((variant, i) => (
          <Card key={variant.key} withBorder padding="sm" data-testid="product-variant">
            <Stack gap="xs">
              <Group align="flex-end" wrap="nowrap">
                <Autocomplete
                  style={{ flex: 1 }}
                  label={t`Variant name`}
                  placeholder={t`e.g. Size`}
                  withAsterisk
                  data={[...known.keys()]}
                  maxLength={60}
                  {...form.getInputProps(`variants.${i}.name`)}
                  onChange={(value) => {
                    form.setFieldValue(`variants.${i}.name`, value);
                    setTyped(value);
                  }}
                  onOptionSubmit={(value) => void fillOptions(i, value)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t`Remove variant ${i + 1}`}
                  onClick={() => form.removeListItem('variants', i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {form.errors[`variants.${i}.options`] && (
                <Input.Error>{form.errors[`variants.${i}.options`]}</Input.Error>
              )}
              {variant.options.map((option, j) => (
                <Group key={option.key} align="flex-start" wrap="nowrap" pl="md">
                  <TextInput
                    style={{ flex: 2 }}
                    label={t`Option`}
                    placeholder={t`e.g. Small`}
                    withAsterisk
                    maxLength={60}
                    {...form.getInputProps(`variants.${i}.options.${j}.name`)}
                  />
                  <NumberInput
                    style={{ flex: 1 }}
                    label={t`Price (${currency})`}
                    withAsterisk
                    min={0}
                    clampBehavior="none"
                    {...form.getInputProps(`variants.${i}.options.${j}.price`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={t`Remove option ${j + 1} of variant ${i + 1}`}
                    onClick={() => form.removeListItem(`variants.${i}.options`, j)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <Group pl="md">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => form.insertListItem(`variants.${i}.options`, { key: newKey(), name: '', price: '' })}
                >
                  <Trans>Add option</Trans>
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </DetailSection>
  );
}
