import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, NativeSelect, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/shared/paths';
import type { LoginData } from '@/shared/schemas/auth';
import { signIn } from '../api/auth.mutations';
import { AuthFormFrame, useAuthForm } from './auth-form';

type Props = {
  /** Domains for the selector (shown on local and development hosts only). */
  domains?: string[];
  domain?: string;
  onDomainChange?: (domain: string) => Promise<void>;
  /** Asks for push permission and a device token; resolves undefined when not granted. */
  getDeviceToken?: () => Promise<string | undefined>;
  /** `permissionFailed`: the push permission request threw, so this is the fallback sign-in path. */
  onSignedIn: (data: LoginData, permissionFailed: boolean) => void;
};

export function LoginForm({ domains, domain, onDomainChange, getDeviceToken, onSignedIn }: Props) {
  const { t } = useLingui();
  const [switching, setSwitching] = useState(false);
  const schema = useMemo(
    () =>
      v.object({
        username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`please enter username`)),
        password: v.pipe(v.string(), v.nonEmpty(t`please enter password`)),
      }),
    [t],
  );
  const auth = useAuthForm({
    initialValues: { username: '', password: '' },
    schema,
    send: async (values) => {
      let deviceToken: string | undefined;
      let permissionFailed = false;
      try {
        deviceToken = await getDeviceToken?.();
      } catch (error) {
        permissionFailed = true;
        console.warn('push permission request failed; signing in without a device token', error);
      }
      const data = await signIn({ username: values.username.trim(), password: values.password, deviceToken });
      onSignedIn(data, permissionFailed);
    },
    rename: { email: 'username' },
    failure: (error) => {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = error.retryAfter ?? 60;
        return t`Too many sign-in attempts. Please wait ${seconds} seconds and try again.`;
      }
      if (error instanceof ApiError && error.isNetwork)
        return t`The server cannot be reached. Check your connection and try again.`;
      console.error('sign-in failed', error);
      return t`Sign-in failed. Please try again.`;
    },
  });
  const { form } = auth;

  return (
    <AuthFormFrame
      auth={auth}
      title={<Trans>Sign in</Trans>}
      footer={
        <Text size="sm" ta="center">
          <Trans>No account yet?</Trans>{' '}
          <Anchor renderRoot={(props) => <Link {...props} {...paths.register()} />}>
            <Trans>Register</Trans>
          </Anchor>
        </Text>
      }
      intro={
        domains &&
        domains.length > 0 && (
          // A native select: this demo-only control should not bring the combobox code to the login page.
          <NativeSelect
            label={t`Domain`}
            data={domains}
            value={domain ?? domains[0]}
            disabled={switching || auth.loading}
            onChange={async (event) => {
              const next = event.currentTarget.value;
              if (!next || !onDomainChange) return;
              setSwitching(true);
              try {
                await onDomainChange(next);
              } catch (error) {
                console.error('operator lookup failed', error);
                auth.setFormError(t`This domain could not be loaded. Please try again.`);
              } finally {
                setSwitching(false);
              }
            }}
          />
        )
      }
      submitLabel={<Trans>Login</Trans>}
    >
      <TextInput
        label={t`Email or username`}
        autoComplete="username"
        withAsterisk
        key={form.key('username')}
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t`Password`}
        autoComplete="current-password"
        withAsterisk
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <Group justify="flex-end">
        <Anchor renderRoot={(props) => <Link {...props} {...paths.forgotPassword()} />} size="sm">
          <Trans>Forgot Password?</Trans>
        </Anchor>
      </Group>
    </AuthFormFrame>
  );
}
