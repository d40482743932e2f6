import { useLingui } from '@lingui/react/macro';
import { PasswordInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FormDialog } from '@/components/form/form-frames';
import { ImageField } from '@/components/form/image-field';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { subAdminFormEndpoints } from '@/shared/api/endpoints/sub-admin-form';
import { SubAdminCreateBodySchema, SubAdminUpdateBodySchema } from '@/shared/schemas/sub-admin-body';
import type { SubAdminRow } from '@/shared/schemas/sub-admins';
import { subAdminKeys } from '../api/sub-admins.queries';
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

/**
 * The add / edit sub admin dialog (spec part 2 §2, §5): first and last name, email, phone with its country
 * (India and the US first; checked for that country with libphonenumber-js, spaces dropped), the profile
 * image (required, images only, uploaded at once and previewed) and, on add only, the password and its
 * confirmation. The server's own schema validates in the browser; the server's 422 and 409 field errors land
 * under the same fields. Each attempt carries one Idempotency-Key, so a retry applies once.
 */
export default function SubAdminFormDialog({ subAdmin, onClose, onAdded }: Props) {
  const { t, i18n } = useLingui();
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const entity = useEntityForm({
    endpoint: subAdmin ? subAdminFormEndpoints.subAdminUpdate : subAdminFormEndpoints.subAdminCreate,
    params: subAdmin ? { id: subAdmin.id } : undefined,
    schema: subAdmin ? SubAdminUpdateBodySchema : SubAdminCreateBodySchema,
    initialValues: valuesOf(subAdmin),
    body: ({ password, confirmPassword, ...details }) => ({
      ...details,
      phoneNumber: details.phoneNumber.replace(/\s+/g, ''),
      ...(subAdmin ? {} : { password, confirmPassword }),
    }),
    // The phone's error shows once the field is left (touched), then follows the typing.
    validateInputOnBlur: ['phoneNumber', 'email'],
    invalidate: [subAdminKeys.all],
    saved: (row) => {
      const name = `${row.firstName} ${row.lastName}`.trim();
      return subAdmin
        ? { title: t`Updated`, message: t`Sub-admin ${name} saved.` }
        : { title: t`Success`, message: t`Sub-admin ${name} added. Choose what it may open.` };
    },
    failed: t`The sub-admin was not saved.`,
    onSaved: (row) => {
      onClose();
      if (!subAdmin && row !== QUEUED) onAdded?.(row);
    },
  });
  const { form, field } = entity;
  const values = form.getValues();

  return (
    <FormDialog
      entity={entity}
      title={subAdmin ? t`Edit sub admin` : t`Add sub admin`}
      submitLabel={subAdmin ? t`Save` : t`Add`}
      onClose={onClose}
      testId="sub-admin-form"
    >
      <ImageField
        entity={entity}
        field="profileImage"
        label={t`Profile image`}
        alt={t`Profile image preview`}
        flag="profile"
        avatar
        required
        testId="sub-admin-image"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`First name`} autoComplete="off" {...field('firstName')} />
        <TextInput label={t`Last name`} autoComplete="off" {...field('lastName')} />
      </SimpleGrid>
      <TextInput label={t`Email`} type="email" autoComplete="off" {...field('email')} />
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
          type="tel"
          autoComplete="off"
          leftSection={
            <Text size="sm" c="dimmed">
              {values.countryCode}
            </Text>
          }
          leftSectionWidth={56}
          {...field('phoneNumber')}
        />
      </SimpleGrid>
      {!subAdmin && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t`Password`}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
            {...field('password')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the confirmation` }}
            {...field('confirmPassword')}
          />
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
