import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Select, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FormBody, FormDialog } from '@/components/form/form-frames';
import { ImageField } from '@/components/form/image-field';
import { SearchSelect } from '@/components/form/search-select';
import { useEntityForm } from '@/components/form/use-entity-form';
import { failureMessage } from '@/components/list/cells';
import { catalogueEndpoints } from '@/shared/api/endpoints/catalogue';
import { type Category, type CategoryLevel, categoryFormSchema, offeredServiceTypes } from '@/shared/schemas/catalogue';
import { catalogueKeys, categoryQueryOptions, serviceTypeOptionsQueryOptions } from '../api/catalogues.queries';
import { parentOptionsQueryOptions } from '../api/parent-options.queries';

type Props = {
  level: CategoryLevel;
  /** The category to edit; null adds one. */
  id: string | null;
  onClose: () => void;
};

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
    <FormDialog title={titles[level]} onClose={onClose}>
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
    </FormDialog>
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
  const entity = useEntityForm({
    endpoint: category ? catalogueEndpoints.categoryUpdate : catalogueEndpoints.categoryCreate,
    params: category ? { id: category.id } : undefined,
    schema: categoryFormSchema(level),
    initialValues: {
      serviceTypeId: category?.level === 1 ? category.serviceTypeId : (null as string | null),
      parentId: category?.parentId ?? (null as string | null),
      name: category?.name ?? '',
      description: category?.description ?? '',
      image: category?.image ?? '',
    },
    body: ({ serviceTypeId, parentId, name, description, image }) => ({
      level,
      name,
      description,
      image,
      ...(level === 1 ? { serviceTypeId } : { parentId }),
    }),
    // Every tab's list: names of parents show on the children's tabs.
    invalidate: [catalogueKeys.all],
    validateInputOnBlur: true,
    saved: (_, { name }) => (category ? t`Category ${name} saved.` : t`Category ${name} added.`),
    failed: t`The category was not saved.`,
    onSaved: onClose,
  });
  const { form, field } = entity;

  return (
    <FormBody entity={entity} submitLabel={category ? t`Save` : t`Add`} cancel={onClose}>
      {level === 1 ? (
        <ServiceTypeSelect {...form.getInputProps('serviceTypeId')} />
      ) : (
        <SearchSelect
          label={level === 2 ? t`Category` : t`Sub category`}
          placeholder={level === 2 ? t`Search categories` : t`Search sub categories`}
          options={parentOptionsQueryOptions(level === 2 ? 1 : 2)}
          initial={category?.parentId ? { id: category.parentId, name: category.parentName ?? '' } : null}
          {...field('parentId')}
        />
      )}
      <TextInput
        label={level === 1 ? t`Category name` : level === 2 ? t`Sub category name` : t`Sub sub category name`}
        autoComplete="off"
        {...field('name')}
      />
      <Textarea label={t`Description`} rows={3} {...field('description')} />
      <ImageField
        entity={entity}
        field="image"
        label={level === 1 ? t`Category image` : level === 2 ? t`Sub category image` : t`Sub sub category image`}
        alt={
          level === 1
            ? t`Category image preview`
            : level === 2
              ? t`Sub category image preview`
              : t`Sub sub category image preview`
        }
        flag="category"
        required
        testId="category-image"
      />
    </FormBody>
  );
}

/** The operator's service types (up to 50), searchable from the first character typed (minimum length 0). */
function ServiceTypeSelect(input: GetInputPropsReturnType) {
  const { t } = useLingui();
  const types = useQuery(serviceTypeOptionsQueryOptions());
  return (
    <Select
      label={t`Service type name`}
      placeholder={t`Choose a service type`}
      withAsterisk
      searchable
      limit={50}
      {...input}
      data={offeredServiceTypes(types.data ?? [], input.value).map((type) => ({ value: type.id, label: type.name }))}
      nothingFoundMessage={types.isFetching ? t`Loading…` : t`Nothing found`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
