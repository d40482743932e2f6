import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { paths } from '@/shared/paths';
import { RegisterBodySchema } from '@/shared/schemas/register';
import { requestAccount } from '../api/register';
import { useFailureText } from '../lib/failure-text';
import { AuthFormFrame, NewPasswordFields, useAuthForm } from './auth-form';

/**
 * Register (spec part 1 §2, §5): username (the email address to sign in with), password, confirm password,
 * agree, link to login. Submitting asks the operator for an account; an administrator approves it in the
 * sub-admins list's Requests. The answer is the same for a new and a taken address.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const auth = useAuthForm({
    initialValues: { username: '', password: '', confirmPassword: '', agree: false },
    schema: RegisterBodySchema,
    send: async (values) => {
      await requestAccount({ ...values, agree: values.agree as true });
      setDone(true);
    },
    failure: useFailureText('register'),
  });
  const { form } = auth;
  if (done) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Register</Trans>
        </Title>
        <Alert color="green" role="status" data-testid="register-sent">
          <Trans>Your request was sent. You can sign in once an administrator of the marketplace approves it.</Trans>
        </Alert>
        <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />}>
          <Trans>Back to login</Trans>
        </Anchor>
      </Stack>
    );
  }
  return (
    <AuthFormFrame
      auth={auth}
      title={<Trans>Register</Trans>}
      submitLabel={<Trans>Register</Trans>}
      footer={
        <Text size="sm" ta="center">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />}>
            <Trans>Login</Trans>
          </Anchor>
        </Text>
      }
    >
      <TextInput
        label={t`Username`}
        description={t`The email address you will sign in with`}
        withAsterisk
        type="email"
        autoComplete="username"
        key={form.key('username')}
        {...form.getInputProps('username')}
      />
      <NewPasswordFields form={form} confirmLabel={t`Confirm password`} />
      <Checkbox
        label={t`I agree to the terms of use`}
        key={form.key('agree')}
        {...form.getInputProps('agree', { type: 'checkbox' })}
      />
    </AuthFormFrame>
  );
}
