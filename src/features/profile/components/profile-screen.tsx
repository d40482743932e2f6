import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '@/lib/notify';
import { useMemo, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { session } from '@/lib/session';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/profile';
import { uploadImage } from '@/lib/upload';
import { changePassword, saveProfile } from '../api/profile.mutations';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';

function useFailure() {
  const { t } = useLingui();
  return (error: unknown) => {
    console.error(error);
    notify({
      color: 'red',
      title: t`Error`,
      message: error instanceof ApiError ? error.message : t`Something went wrong. Please try again.`,
    });
  };
}

function DetailsForm() {
  const { t } = useLingui();
  const current = useSyncExternalStore(session.subscribe, session.get);
  const user = current?.user;
  const fail = useFailure();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      countryCode: user?.countryCode ?? '',
      phoneNumber: user?.phoneNumber ?? '',
    },
    validate: valibotResolver(schema),
  });
  useUnsavedChanges(() => form.isDirty());
  const [image, setImage] = useState<string | null>(user?.profileImage ?? null);

  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setSaving(true);
          try {
            await saveProfile({
              firstName: values.firstName,
              lastName: values.lastName,
              countryCode: values.countryCode || null,
              phoneNumber: values.phoneNumber ? values.phoneNumber.replace(/[\s-]/g, '') : null,
              profileImage: image,
            });
            form.setInitialValues(values);
            form.resetDirty(values);
            notify({ color: 'green', title: t`Saved`, message: t`Your profile is up to date.` });
          } catch (error) {
            const fields = fieldErrorsFrom(error);
            if (fields) form.setErrors(fields);
            else fail(error);
          } finally {
            setSaving(false);
          }
        })}
      >
        <Stack>
          <Title order={2} size="h4">
            <Trans>Your details</Trans>
          </Title>
          <Group>
            <Avatar src={image} size={72} radius="xl" alt={t`Profile picture`} />
            <Stack gap={4}>
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={async (file) => {
                  if (!file) return;
                  setUploading(true);
                  try {
                    setImage((await uploadImage(file, 'profile')).image);
                  } catch (error) {
                    fail(error);
                  } finally {
                    setUploading(false);
                  }
                }}
              >
                {(props) => (
                  <Button variant="light" size="xs" loading={uploading} {...props}>
                    <Trans>Change picture</Trans>
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                <Trans>PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`First name`}
              withAsterisk
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput label={t`Last name`} key={form.key('lastName')} {...form.getInputProps('lastName')} />
            <TextInput
              label={t`Dial code`}
              placeholder="+91"
              key={form.key('countryCode')}
              {...form.getInputProps('countryCode')}
            />
            <TextInput
              label={t`Phone number`}
              inputMode="tel"
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          <TextInput label={t`Email`} value={user?.email ?? ''} readOnly disabled />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const fail = useFailure();
  const [saving, setSaving] = useState(false);
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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: valibotResolver(schema),
  });
  useUnsavedChanges(() => form.isDirty());
  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setSaving(true);
          try {
            await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
            form.reset();
            notify({
              color: 'green',
              title: t`Password changed`,
              message: t`Other devices signed in to your account have been signed out.`,
            });
          } catch (error) {
            const fields = fieldErrorsFrom(error);
            if (fields) form.setErrors(fields);
            else fail(error);
          } finally {
            setSaving(false);
          }
        })}
      >
        <Stack>
          <Title order={2} size="h4">
            <Trans>Change password</Trans>
          </Title>
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            withAsterisk
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            withAsterisk
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              <Trans>Change password</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
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
