import { Trans, useLingui } from '@lingui/react/macro';
import { Card, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { FormBody } from '@/components/form/form-body';
import { ImageField } from '@/components/form/image-field';
import { useEntityForm } from '@/components/form/use-entity-form';
import { session } from '@/lib/session';
import { profileEndpoints } from '@/shared/api/endpoints/profile';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/profile';
import { saveProfile } from '../api/profile.mutations';

function DetailsForm() {
  const { t } = useLingui();
  const user = useSyncExternalStore(session.subscribe, session.get)?.user;
  const schema = useMemo(
    () =>
      v.object({
        firstName: v.pipe(v.string(), v.trim(), v.nonEmpty(t`This field is required`), v.maxLength(80, t`Too long`)),
        lastName: v.pipe(v.string(), v.trim(), v.maxLength(80, t`Too long`)),
        countryCode: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, t`Use a dial code like +91`))]),
        phoneNumber: v.union([
          v.literal(''),
          v.pipe(
            v.string(),
            v.transform((s) => s.replace(/[\s-]/g, '')),
            v.regex(/^\d{6,15}$/, t`Enter 6 to 15 digits`),
          ),
        ]),
      }),
    [t],
  );
  const entity = useEntityForm({
    endpoint: profileEndpoints.updateProfile,
    schema,
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      countryCode: user?.countryCode ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      profileImage: user?.profileImage ?? '',
    },
    body: (values) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      countryCode: values.countryCode || null,
      phoneNumber: values.phoneNumber ? values.phoneNumber.replace(/[\s-]/g, '') : null,
      profileImage: values.profileImage || null,
    }),
    send: saveProfile,
    saved: () => ({ title: t`Saved`, message: t`Your profile is up to date.` }),
    failed: t`Something went wrong. Please try again.`,
  });
  const { form } = entity;

  return (
    <Card withBorder padding="lg">
      <FormBody entity={entity} submitLabel={t`Save`} cancel={null}>
        <Title order={2} size="h4">
          <Trans>Your details</Trans>
        </Title>
        <ImageField
          entity={entity}
          field="profileImage"
          label={t`Profile picture`}
          alt={t`Profile picture`}
          pickLabel={t`Change picture`}
          flag="profile"
          avatar
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`First name`} withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={t`Last name`} {...form.getInputProps('lastName')} />
          <TextInput label={t`Dial code`} placeholder="+91" {...form.getInputProps('countryCode')} />
          <TextInput label={t`Phone number`} inputMode="tel" {...form.getInputProps('phoneNumber')} />
        </SimpleGrid>
        <TextInput label={t`Email`} value={user?.email ?? ''} readOnly disabled />
      </FormBody>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          currentPassword: v.pipe(v.string(), v.nonEmpty(t`This field is required`)),
          newPassword: v.pipe(
            v.string(),
            v.minLength(PASSWORD_MIN_LENGTH, t`Use at least ${PASSWORD_MIN_LENGTH} characters`),
            v.regex(/[A-Za-z]/, t`Include a letter`),
            v.regex(/\d/, t`Include a digit`),
          ),
          confirmPassword: v.string(),
        }),
        v.forward(
          v.partialCheck(
            [['newPassword'], ['confirmPassword']],
            (input) => input.newPassword === input.confirmPassword,
            t`The two passwords do not match`,
          ),
          ['confirmPassword'],
        ),
      ),
    [t],
  );
  const entity = useEntityForm({
    endpoint: profileEndpoints.changePassword,
    schema,
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    body: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    saved: () => ({
      title: t`Password changed`,
      message: t`Other devices signed in to your account have been signed out.`,
    }),
    failed: t`Something went wrong. Please try again.`,
    onSaved: () => entity.form.reset(),
  });
  const { form } = entity;
  return (
    <Card withBorder padding="lg">
      <FormBody entity={entity} submitLabel={t`Change password`} cancel={null}>
        <Title order={2} size="h4">
          <Trans>Change password</Trans>
        </Title>
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
      </FormBody>
    </Card>
  );
}

/** Profile: the user's own name, phone and picture, and a password change. */
export function ProfileScreen() {
  return (
    <Stack maw={760}>
      <Title order={1} size="h2">
        <Trans>Profile</Trans>
      </Title>
      <DetailsForm />
      <PasswordForm />
    </Stack>
  );
}
