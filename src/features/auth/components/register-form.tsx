import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { valibotResolver } from '@/lib/form';

/**
 * Register (spec part 1 §2): username, password, confirm password, agree, link to login. Console
 * accounts are created by an operator's administrator, so a valid form explains how to get one.
 */
export function RegisterForm() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`This field is required`)),
          password: v.pipe(v.string(), v.nonEmpty(t`This field is required`)),
          confirmPassword: v.pipe(v.string(), v.nonEmpty(t`This field is required`)),
          agree: v.literal(true, t`Please accept the terms to continue`),
        }),
        v.forward(
          v.partialCheck(
            [['password'], ['confirmPassword']],
            (input) => input.password === input.confirmPassword,
            t`The two passwords do not match`,
          ),
          ['confirmPassword'],
        ),
      ),
    [t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '', confirmPassword: '', agree: false },
    validate: valibotResolver(schema),
  });
  return (
    <form onSubmit={form.onSubmit(() => setDone(true))} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Register</Trans>
        </Title>
        {done && (
          <Alert color="blue" role="status">
            <Trans>
              Console accounts are created by your marketplace administrator. Ask them to invite you, then sign in.
            </Trans>
          </Alert>
        )}
        <TextInput
          label={t`Username`}
          withAsterisk
          autoComplete="username"
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t`Password`}
          withAsterisk
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          withAsterisk
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={t`I agree to the terms of use`}
          key={form.key('agree')}
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth>
          <Trans>Register</Trans>
        </Button>
        <Text size="sm" ta="center">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor component={Link} to="/auth/login">
            <Trans>Login</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
