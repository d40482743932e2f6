import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { failureMessage } from '@/components/list/cells';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { notify } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/offline-queue';
import { type Category, type CategoryLevel, categoryFormSchema, offeredServiceTypes } from '@/shared/schemas/catalogue';
import { uploadImage } from '@/lib/upload';
import { useSaveCategory } from '../api/catalogues.mutations';
import {
  categoryQueryOptions,
  parentOptionsQueryOptions,
  serviceTypeOptionsQueryOptions,
} from '../api/catalogues.queries';

type Props = {
  level: CategoryLevel;
  /** The category to edit; null adds one. */
  id: string | null;
  onClose: () => void;
};

type Values = {
  serviceTypeId: string | null;
  parentId: string | null;
  name: string;
  description: string;
  image: string;
};

const valuesOf = (category: Category | null): Values => ({
  serviceTypeId: category?.level === 1 ? category.serviceTypeId : null,
  parentId: category?.parentId ?? null,
  name: category?.name ?? '',
  description: category?.description ?? '',
  image: category?.image ?? '',
});

/**
 * The category dialogs (spec part 2 §2, §5): Add Category with the service type (a searchable select of up to
 * 50, its name shown, its id sent), name, description and an image uploaded at once with a preview (at most
 * 100 × 200 px); the sub category and sub sub category dialogs choose their parent instead of the service
 * type. Every field is required (validations.required under each, shown once the field is left); an invalid
 * submit marks all and sends nothing. The button reads Add, or Save when editing.
 */
export default function CategoryFormDialog({ level, id, onClose }: Props) {
  const { t } = useLingui();
  const detail = useQuery({ ...categoryQueryOptions(id ?? ''), enabled: id !== null });
  const titles = {
    1: id ? t`Edit Category` : t`Add Category`,
    2: id ? t`Edit Sub Category` : t`Add Sub Category`,
    3: id ? t`Edit Sub Sub Category` : t`Add Sub Sub Category`,
  } as const;
  return (
    <Modal
      opened
      onClose={onClose}
      title={titles[level]}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {id !== null && !detail.data ? (
        detail.isError ? (
          <Text c="red">{failureMessage(detail.error, t`The category could not be loaded.`)}</Text>
        ) : (
          <Center py="xl" role="status" aria-label={t`Loading…`}>
            <Loader size="sm" />
          </Center>
        )
      ) : (
        <CategoryForm level={level} category={detail.data ?? null} onClose={onClose} />
      )}
    </Modal>
  );
}

function CategoryForm({
  level,
  category,
  onClose,
}: {
  level: CategoryLevel;
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveCategory();
  const initial = useMemo(() => valuesOf(category), [category]);
  // One key per dialog: a double click or a retry of the same add is applied once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [uploading, setUploading] = useState(false);
  const schema = useMemo(() => categoryFormSchema(level), [level]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnBlur: true,
    validate: valibotResolver(schema),
  });
  useUnsavedChanges(() => form.isDirty());
  const values = form.getValues();
  const editing = category !== null;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (submitted) => {
        const body = {
          level,
          name: submitted.name,
          description: submitted.description,
          image: submitted.image,
          ...(level === 1 ? { serviceTypeId: submitted.serviceTypeId } : { parentId: submitted.parentId }),
        };
        try {
          await save.mutateAsync({ id: category?.id ?? null, body, idempotencyKey });
          const { name } = submitted;
          notify({ color: 'green', message: editing ? t`Category ${name} saved.` : t`Category ${name} added.` });
          form.resetDirty();
          onClose();
        } catch (error) {
          const fields = fieldErrorsFrom(error);
          if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
          else
            notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The category was not saved.`) });
        }
      })}
    >
      <Stack>
        {level === 1 ? (
          <ServiceTypeSelect
            value={values.serviceTypeId}
            error={form.errors.serviceTypeId}
            onChange={(next) => form.setFieldValue('serviceTypeId', next)}
            onBlur={() => form.validateField('serviceTypeId')}
          />
        ) : (
          <ParentSelect
            level={level === 2 ? 1 : 2}
            initial={
              category?.parentId ? { id: category.parentId, name: category.parentName ?? '', parentName: null } : null
            }
            value={values.parentId}
            error={form.errors.parentId}
            onChange={(next) => form.setFieldValue('parentId', next)}
            onBlur={() => form.validateField('parentId')}
          />
        )}
        <TextInput
          label={level === 1 ? t`Category name` : level === 2 ? t`Sub category name` : t`Sub sub category name`}
          withAsterisk
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t`Description`}
          withAsterisk
          rows={3}
          maxLength={1000}
          {...form.getInputProps('description')}
        />
        <Input.Wrapper label={t`Category image`} withAsterisk error={form.errors.image}>
          <Group mt={4} align="flex-start">
            {values.image ? (
              <Image
                src={values.image}
                alt={t`Category image preview`}
                // The spec's preview box: at most 100 px high and 200 px wide (px, not the theme's scaled rem).
                style={{ maxHeight: 100, maxWidth: 200, width: 'auto' }}
                fit="contain"
                radius="sm"
                data-testid="category-image-preview"
              />
            ) : (
              <Center w={100} h={100} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
                <IconPhoto size={32} aria-hidden />
              </Center>
            )}
            <Stack gap={4}>
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={async (file) => {
                  if (!file) return;
                  setUploading(true);
                  try {
                    form.setFieldValue('image', (await uploadImage(file, 'category')).image);
                    form.clearFieldError('image');
                  } catch (error) {
                    form.setFieldError('image', failureMessage(error, t`The image was not uploaded.`));
                  } finally {
                    setUploading(false);
                  }
                }}
              >
                {(props) => (
                  <Button variant="light" size="xs" loading={uploading} data-testid="category-image" {...props}>
                    {values.image ? <Trans>Change image</Trans> : <Trans>Choose image</Trans>}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                <Trans>PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
              </Text>
            </Stack>
          </Group>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {editing ? t`Save` : t`Add`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The operator's service types (up to 50), searchable from the first character typed (minimum length 0). */
function ServiceTypeSelect({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string | null;
  error: React.ReactNode;
  onChange: (id: string | null) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const types = useQuery(serviceTypeOptionsQueryOptions());
  return (
    <Select
      label={t`Service type name`}
      placeholder={t`Choose a service type`}
      withAsterisk
      searchable
      limit={50}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
      data={offeredServiceTypes(types.data ?? [], value).map((type) => ({ value: type.id, label: type.name }))}
      nothingFoundMessage={types.isFetching ? t`Loading…` : t`Nothing found`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type ParentOption = { id: string; name: string; parentName: string | null };

/** The parent of a sub (sub) category: the operator's categories of the level above, searched on the server. */
function ParentSelect({
  level,
  initial,
  value,
  error,
  onChange,
  onBlur,
}: {
  level: 1 | 2;
  initial: ParentOption | null;
  value: string | null;
  error: React.ReactNode;
  onChange: (id: string | null) => void;
  onBlur: () => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ParentOption | null>(initial);
  const [debounced] = useDebouncedValue(search, 300);
  // Once a parent is chosen the box shows its name: list everyone again rather than that one name.
  const term = selected && debounced === selected.name ? '' : debounced.trim();
  const query = useQuery(parentOptionsQueryOptions(level, term));
  const options = useMemo(() => {
    const list = query.data ?? [];
    return selected && !list.some((o) => o.id === selected.id) ? [selected, ...list] : list;
  }, [query.data, selected]);
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  return (
    <Select
      label={level === 1 ? t`Category` : t`Sub category`}
      placeholder={level === 1 ? t`Search categories` : t`Search sub categories`}
      withAsterisk
      searchable
      value={value}
      error={error}
      onChange={(id) => {
        setSelected(id ? (byId.get(id) ?? null) : null);
        onChange(id);
      }}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filters; show what it answered.
      filter={({ options: all }) => all}
      data={options.map((o) => ({ value: o.id, label: o.name }))}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
