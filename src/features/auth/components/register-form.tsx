import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { paths } from '@/shared/paths';
import { RegisterBodySchema } from '@/shared/schemas/register';
import { requestAccount } from '../api/register';
import { useFailureText } from '../lib/failure-text';

/**
 * Register (spec part 1 §2, §5): username (the email address to sign in with), password, confirm password,
 * agree, link to login. Submitting asks the operator for an account; an administrator approves it in the
 * sub-admins list's Requests. The answer is the same for a new and a taken address.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const failure = useFailureText('register');
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', confirmPassword: '', agree: false },
    validate: valibotResolver(RegisterBodySchema),
  });
  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    setFormError(null);
    try {
      await requestAccount({ ...values, agree: values.agree as true });
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (fields) form.setErrors(fields);
      else setFormError(failure(error));
    } finally {
      setLoading(false);
    }
  });
  const toggle = { 'aria-label': t`Show or hide password` };
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Register</Trans>
        </Title>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t`Username`}
          description={t`The email address you will sign in with`}
          withAsterisk
          type="email"
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t`Password`}
          withAsterisk
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          withAsterisk
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={t`I agree to the terms of use`}
          key={form.key('agree')}
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={loading}>
          <Trans>Register</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />}>
            <Trans>Login</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
