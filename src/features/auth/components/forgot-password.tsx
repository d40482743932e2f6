import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  PasswordInput,
  PinInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { fieldErrorsFrom, valibotResolver } from '@/lib/form';
import { paths } from '@/shared/paths';
import { notify } from '@/lib/notify';
import { isValidPhone } from '@/shared/phone';
import type { ForgotPasswordBody } from '@/shared/schemas/password-recovery';
import { OTP_LENGTH, RECOVERY_PHONE_MAX } from '@/shared/schemas/password-recovery';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/profile';
import { useFailureText } from '../lib/failure-text';
import { requestRecoveryCode, resetPassword, verifyRecoveryCode } from '../api/password-recovery.mutations';
import { CountrySelect, DEFAULT_COUNTRY, dialCodeOf } from './country-select';

type Contact = ForgotPasswordBody;
type Step = { at: 'contact' } | { at: 'otp'; contact: Contact } | { at: 'password'; resetToken: string };

/**
 * Forgot password (spec part 2 "Forgot-password", issue 19): 1. email or phone number, 2. the 4-digit code
 * sent there, 3. the new password twice. The server answers step 1 the same whether or not an account
 * matches; its 422 field errors land on the fields (`email` on `username`).
 */
export function ForgotPassword() {
  const [step, setStep] = useState<Step>({ at: 'contact' });
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="md">
      {step.at === 'contact' && (
        <ContactStep
          notice={notice}
          onSent={(contact) => {
            setNotice(null);
            setStep({ at: 'otp', contact });
          }}
        />
      )}
      {step.at === 'otp' && (
        <OtpStep
          contact={step.contact}
          onVerified={(resetToken) => setStep({ at: 'password', resetToken })}
          onRestart={(message) => {
            setNotice(message);
            setStep({ at: 'contact' });
          }}
        />
      )}
      {step.at === 'password' && (
        <PasswordStep
          resetToken={step.resetToken}
          onRestart={(message) => {
            setNotice(message);
            setStep({ at: 'contact' });
          }}
        />
      )}
    </Stack>
  );
}

type ContactValues = { channel: 'email' | 'phone'; username: string; country: string; phone: string };

function ContactStep({ notice, onSent }: { notice: string | null; onSent: (contact: Contact) => void }) {
  const { t } = useLingui();
  const failure = useFailureText('password recovery call');
  const [formError, setFormError] = useState<string | null>(notice);
  const [loading, setLoading] = useState(false);
  const schema = useMemo(
    () =>
      v.variant('channel', [
        v.object({
          channel: v.literal('email'),
          username: v.pipe(v.string(), v.trim(), v.nonEmpty(t`please enter username`), v.maxLength(320)),
        }),
        v.pipe(
          v.object({
            channel: v.literal('phone'),
            country: v.string(),
            phone: v.pipe(
              v.string(),
              v.trim(),
              v.nonEmpty(t`please enter phone number`),
              v.maxLength(RECOVERY_PHONE_MAX),
              v.regex(/^[\d\s-]+$/, 'invalid_phone'),
            ),
          }),
          v.forward(
            v.check((input) => isValidPhone(dialCodeOf(input.country), input.phone), 'invalid_phone'),
            ['phone'],
          ),
        ),
      ]),
    [t],
  );
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { channel: 'email', username: '', country: DEFAULT_COUNTRY, phone: '' },
    validate: valibotResolver(schema),
  });
  const { channel, country } = form.getValues();

  const submit = form.onSubmit(async (values) => {
    const contact: Contact =
      values.channel === 'email'
        ? { channel: 'email', username: values.username.trim() }
        : { channel: 'phone', countryCode: dialCodeOf(values.country), phone: values.phone.trim() };
    setLoading(true);
    setFormError(null);
    try {
      await requestRecoveryCode(contact);
      onSent(contact);
    } catch (error) {
      const fields = fieldErrorsFrom(error, { email: 'username', countryCode: 'country' });
      if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
      else setFormError(failure(error));
      setLoading(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Forgot Password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>We will send a 4-digit code to the email address or phone number of your account.</Trans>
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Radio.Group
          label={t`Send the code to`}
          value={channel}
          onChange={(value) => {
            form.setFieldValue('channel', value as ContactValues['channel']);
            form.clearErrors();
          }}
        >
          <Group gap="lg" mt={6}>
            <Radio value="email" label={t`Email`} />
            <Radio value="phone" label={t`Phone Number`} />
          </Group>
        </Radio.Group>
        {channel === 'email' ? (
          <TextInput
            label={t`Email`}
            description={t`The email address or username of your account`}
            autoComplete="username"
            withAsterisk
            maxLength={320}
            {...form.getInputProps('username')}
          />
        ) : (
          <>
            <CountrySelect
              value={country}
              onChange={(next) => form.setFieldValue('country', next)}
              error={form.errors.country}
            />
            <TextInput
              label={t`Phone Number`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              withAsterisk
              maxLength={RECOVERY_PHONE_MAX}
              leftSection={
                <Text size="sm" c="dimmed">
                  {dialCodeOf(country)}
                </Text>
              }
              leftSectionWidth={56}
              {...form.getInputProps('phone')}
            />
          </>
        )}
        <Button type="submit" loading={loading} disabled={loading} fullWidth>
          <Trans>Send OTP</Trans>
        </Button>
        <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />} size="sm" ta="center">
          <Trans>Back to login</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}

function OtpStep({
  contact,
  onVerified,
  onRestart,
}: {
  contact: Contact;
  onVerified: (resetToken: string) => void;
  onRestart: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const failure = useFailureText('password recovery call');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const target = contact.channel === 'email' ? contact.username : `${contact.countryCode} ${contact.phone}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setError(t`Enter the 4-digit code`);
      return;
    }
    setLoading(true);
    setError(null);
    setFormError(null);
    try {
      const { resetToken } = await verifyRecoveryCode({ ...contact, otp });
      onVerified(resetToken);
    } catch (failed) {
      const fields = fieldErrorsFrom(failed);
      if (fields?.otp) {
        setError(fields.otp);
        setOtp('');
      } else if (fields && Object.keys(fields).length > 0) onRestart(Object.values(fields)[0] ?? null);
      else setFormError(failure(failed));
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>OTP Verification</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            If an account matches <b>{target}</b>, we sent it a 4-digit code. It is valid for 10 minutes.
          </Trans>
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Input.Wrapper label={t`Code`} error={error} withAsterisk>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="lg"
            mt={4}
            value={otp}
            onChange={(value) => {
              setOtp(value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            getInputProps={(index) => {
              const digit = index + 1;
              return { 'aria-label': t`Digit ${digit} of ${OTP_LENGTH}` };
            }}
          />
        </Input.Wrapper>
        <Button type="submit" loading={loading} disabled={loading} fullWidth>
          <Trans>Submit OTP</Trans>
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            <Trans>Send a new code</Trans>
          </Anchor>
          <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />} size="sm">
            <Trans>Back to login</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordStep({ resetToken, onRestart }: { resetToken: string; onRestart: (message: string | null) => void }) {
  const { t } = useLingui();
  const failure = useFailureText('password recovery call');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          password: v.pipe(
            v.string(),
            v.nonEmpty(t`please enter password`),
            v.minLength(PASSWORD_MIN_LENGTH, 'min_length_password'),
            v.maxLength(128),
            v.regex(/[A-Za-z]/, 'validations.password_letter'),
            v.regex(/\d/, 'validations.password_digit'),
          ),
          confirmPassword: v.pipe(v.string(), v.nonEmpty(t`please enter password`)),
        }),
        v.forward(
          v.partialCheck(
            [['password'], ['confirmPassword']],
            (input) => input.password === input.confirmPassword,
            'password_mismatch',
          ),
          ['confirmPassword'],
        ),
      ),
    [t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: valibotResolver(schema),
  });

  const submit = form.onSubmit(async (values) => {
    setLoading(true);
    setFormError(null);
    try {
      await resetPassword({ resetToken, ...values });
      notify({ color: 'green', message: t`Your password was changed. Sign in with the new one.` });
      await navigate({ ...paths.login(), replace: true });
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      if (fields?.resetToken) onRestart(fields.resetToken);
      else if (fields && Object.keys(fields).length > 0) form.setErrors(fields);
      else setFormError(failure(error));
      setLoading(false);
    }
  });

  const toggle = { 'aria-label': t`Show or hide password` };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Enter New Password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            At least 8 characters, with a letter and a digit. Every device signed in to your account will be signed out.
          </Trans>
        </Text>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Confirm Password`}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={loading} fullWidth>
          <Trans>Submit</Trans>
        </Button>
      </Stack>
    </form>
  );
}
