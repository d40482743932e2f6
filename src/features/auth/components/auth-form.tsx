import { useLingui } from '@lingui/react/macro';
import { Alert, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type * as v from 'valibot';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';

type Values = Record<string, unknown>;

type Options<V extends Values> = {
  initialValues: V;
  schema: v.GenericSchema;
  /** Controlled when the form shows what is typed elsewhere (a picked channel, a code). */
  mode?: 'controlled' | 'uncontrolled';
  /** The call; after it the form is left (the next step, or another page). */
  send: (values: V) => Promise<unknown>;
  /** The alert's words for a failure that names no field (each page words its rate limit and such). */
  failure: (error: unknown) => string;
  /** The form's field of a server's field, when their names differ (e.g. `email` → `username`). */
  rename?: Record<string, string>;
  /** The alert's message when the form opens (e.g. why the page started over). */
  initialError?: string | null;
  /** Field errors the page handles itself (e.g. an expired step starts again): true when handled. */
  refused?: (fields: Record<string, string>) => boolean;
};

export type AuthForm<V extends Values> = {
  form: UseFormReturnType<V>;
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  loading: boolean;
  formError: string | null;
  setFormError: (message: string | null) => void;
};

/**
 * A form of the signed-out pages (sign in, register, password recovery): checks its values with its schema,
 * sends them, stays busy until the page moves on, puts a 422's field errors under their fields and shows any
 * other failure in the form's alert. No Idempotency-Key: a repeated call of these changes nothing twice.
 */
export function useAuthForm<V extends Values>(options: Options<V>): AuthForm<V> {
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string | null>(options.initialError ?? null);
  const form = useForm<V>({
    mode: options.mode ?? 'uncontrolled',
    initialValues: options.initialValues,
    validate: valibotResolver(options.schema),
  });
  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    setFormError(null);
    try {
      await options.send(values);
    } catch (error) {
      const fields = fieldErrorsFrom(error, options.rename) ?? {};
      if (Object.keys(fields).length === 0) setFormError(options.failure(error));
      else if (!options.refused?.(fields)) form.setErrors(fields);
      setLoading(false);
    }
  });
  return { form, submit, loading, formError, setFormError };
}

type FrameProps = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  auth: AuthForm<any>;
  title: ReactNode;
  /** What comes under the title (a note, the domain picker). */
  intro?: ReactNode;
  submitLabel: ReactNode;
  /** Links under the submit button. */
  footer?: ReactNode;
  children: ReactNode;
};

/** A signed-out page's form: its title, the failure's alert, its fields, the full-width submit button. */
export function AuthFormFrame({ auth, title, intro, submitLabel, footer, children }: FrameProps) {
  return (
    <form onSubmit={auth.submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro}
        {auth.formError && (
          <Alert color="red" role="alert">
            {auth.formError}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={auth.loading} disabled={auth.loading} fullWidth>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** A new password and its confirmation (`password`, `confirmPassword`), each with its show / hide toggle. */
export function NewPasswordFields<V extends { password: string; confirmPassword: string }>({
  form,
  confirmLabel,
}: {
  form: UseFormReturnType<V>;
  confirmLabel: string;
}) {
  const { t } = useLingui();
  const fields = [
    ['password', t`Password`],
    ['confirmPassword', confirmLabel],
  ] as const;
  return fields.map(([name, label]) => (
    <PasswordInput
      key={form.key(name)}
      label={label}
      withAsterisk
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
      {...form.getInputProps(name)}
    />
  ));
}
