import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Button,
  FileButton,
  Group,
  Input,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { failureMessage } from '@/components/list/cells';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { notify } from '@/lib/notify';
import { newIdempotencyKey } from '@/lib/offline-queue';
import { SubAdminCreateBodySchema, SubAdminUpdateBodySchema } from '@/shared/schemas/sub-admin-body';
import type { SubAdminRow } from '@/shared/schemas/sub-admins';
import { uploadImage } from '@/lib/upload';
import { useSaveSubAdmin } from '../api/sub-admin-form.mutations';
import { countryOf, countryOptions } from '../lib/countries';

type Props = {
  /** The account to edit; null adds one. */
  subAdmin: SubAdminRow | null;
  onClose: () => void;
  /** After an add: the new account (its permissions page opens next). */
  onAdded?: (row: SubAdminRow) => void;
};

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  countryCodeIso: string;
  countryCode: string;
  phoneNumber: string;
  profileImage: string;
  password: string;
  confirmPassword: string;
};

/** The country a new account's phone starts with: India (the marketplace's default). */
const DEFAULT_COUNTRY = { iso: 'IN', dialCode: '+91' };

function valuesOf(row: SubAdminRow | null): Values {
  const iso = row ? countryOf(row.countryCodeIso, row.countryCode) : DEFAULT_COUNTRY.iso;
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    email: row?.email ?? '',
    countryCodeIso: iso ?? '',
    countryCode: row ? (row.countryCode ?? '') : DEFAULT_COUNTRY.dialCode,
    phoneNumber: row?.phoneNumber ?? '',
    profileImage: row?.profileImage ?? '',
    password: '',
    confirmPassword: '',
  };
}

/** A 422's or a 409's field errors (the email already taken), for the fields they name. */
function serverFieldErrors(error: unknown): Record<string, string> | null {
  const fields = fieldErrorsFrom(error);
  if (fields && Object.keys(fields).length > 0) return fields;
  if (error instanceof ApiError && error.status === 409) {
    const out: Record<string, string> = {};
    for (const [key, messages] of Object.entries(error.errors)) if (messages[0]) out[key] = messages[0];
    return Object.keys(out).length > 0 ? out : null;
  }
  return null;
}

/**
 * The add / edit sub admin dialog (spec part 2 §2, §5): first and last name, email, phone with its country
 * (India and the US first; checked for that country with libphonenumber-js, spaces dropped), the profile
 * image (required, images only, uploaded at once and previewed) and, on add only, the password and its
 * confirmation. The server's own schema validates in the browser; the server's 422 and 409 field errors land
 * under the same fields. Each attempt carries one Idempotency-Key, so a retry applies once.
 */
export default function SubAdminFormDialog({ subAdmin, onClose, onAdded }: Props) {
  const { t, i18n } = useLingui();
  const save = useSaveSubAdmin();
  const editing = subAdmin !== null;
  const initialValues = useMemo(() => valuesOf(subAdmin), [subAdmin]);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const [uploading, setUploading] = useState(false);
  // One key per attempt at the same values: a double click or a retry after a lost answer applies once.
  const key = useRef<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const { password: _p, confirmPassword: _c, ...details } = values;
      return editing
        ? valibotResolver(SubAdminUpdateBodySchema)(details)
        : valibotResolver(SubAdminCreateBodySchema)(values);
    },
    // The phone's error shows once the field is left (touched), then follows the typing.
    validateInputOnBlur: ['phoneNumber', 'email'],
    onValuesChange: () => {
      key.current = null;
    },
  });
  useUnsavedChanges(() => form.isDirty() && !save.isSuccess);
  const values = form.getValues();

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t`Edit sub admin` : t`Add sub admin`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        data-testid="sub-admin-form"
        onSubmit={form.onSubmit(async (submitted) => {
          key.current ??= newIdempotencyKey();
          const { password, confirmPassword, ...details } = submitted;
          const body = { ...details, phoneNumber: details.phoneNumber.replace(/\s+/g, '') };
          try {
            const row = await save.mutateAsync(
              subAdmin
                ? { id: subAdmin.id, body, idempotencyKey: key.current }
                : { id: null, body: { ...body, password, confirmPassword }, idempotencyKey: key.current },
            );
            const name = `${row.firstName} ${row.lastName}`.trim();
            notify(
              subAdmin
                ? { color: 'green', title: t`Updated`, message: t`Sub-admin ${name} saved.` }
                : {
                    color: 'green',
                    title: t`Success`,
                    message: t`Sub-admin ${name} added. Choose what it may open.`,
                  },
            );
            form.resetDirty();
            onClose();
            if (!subAdmin) onAdded?.(row);
          } catch (error) {
            const fields = serverFieldErrors(error);
            if (fields) form.setErrors(fields);
            else
              notify({
                color: 'red',
                title: t`Error`,
                message: failureMessage(error, t`The sub-admin was not saved.`),
              });
          }
        })}
      >
        <Stack>
          <Input.Wrapper label={t`Profile image`} withAsterisk error={form.errors.profileImage}>
            <Group mt={4}>
              <Avatar src={values.profileImage || null} size={72} radius="xl" alt={t`Profile image preview`}>
                <IconUser size={32} aria-hidden />
              </Avatar>
              <Stack gap={4}>
                <FileButton
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  onChange={async (file) => {
                    if (!file) return;
                    setUploading(true);
                    try {
                      form.setFieldValue('profileImage', (await uploadImage(file, 'profile')).image);
                      form.clearFieldError('profileImage');
                    } catch (error) {
                      form.setFieldError('profileImage', failureMessage(error, t`The image was not uploaded.`));
                    } finally {
                      setUploading(false);
                    }
                  }}
                >
                  {(props) => (
                    <Button variant="light" size="xs" loading={uploading} data-testid="sub-admin-image" {...props}>
                      {values.profileImage ? <Trans>Change image</Trans> : <Trans>Choose image</Trans>}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="dimmed">
                  <Trans>PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
                </Text>
              </Stack>
            </Group>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`First name`}
              withAsterisk
              maxLength={80}
              autoComplete="off"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last name`}
              withAsterisk
              maxLength={80}
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Email`}
            type="email"
            withAsterisk
            maxLength={254}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t`Country`}
              withAsterisk
              searchable
              data={countries.map((c) => ({ value: c.iso, label: `${c.name} (${c.dialCode})` }))}
              value={values.countryCodeIso || null}
              error={form.errors.countryCode}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(iso) => {
                const country = countries.find((c) => c.iso === iso);
                if (!country) return;
                form.setFieldValue('countryCodeIso', country.iso);
                form.setFieldValue('countryCode', country.dialCode);
                if (form.isTouched('phoneNumber')) form.validateField('phoneNumber');
              }}
            />
            <TextInput
              label={t`Phone number`}
              withAsterisk
              type="tel"
              maxLength={20}
              autoComplete="off"
              leftSection={
                <Text size="sm" c="dimmed">
                  {values.countryCode}
                </Text>
              }
              leftSectionWidth={56}
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          {!editing && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t`Password`}
                withAsterisk
                maxLength={128}
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t`Confirm password`}
                withAsterisk
                maxLength={128}
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the confirmation` }}
                {...form.getInputProps('confirmPassword')}
              />
            </SimpleGrid>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploading}>
              {editing ? <Trans>Save</Trans> : <Trans>Add</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
