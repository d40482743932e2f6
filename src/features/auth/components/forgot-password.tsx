import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Input, PinInput, Radio, Text, TextInput, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { paths } from '@/shared/paths';
import { notify } from '@/lib/notify';
import { isValidPhone } from '@/shared/phone';
import type { ForgotPasswordBody } from '@/shared/schemas/password-recovery';
import { OTP_LENGTH, RECOVERY_PHONE_MAX } from '@/shared/schemas/password-recovery';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/profile';
import { useFailureText } from '../lib/failure-text';
import { requestRecoveryCode, resetPassword, verifyRecoveryCode } from '../api/password-recovery.mutations';
import { AuthFormFrame, NewPasswordFields, useAuthForm } from './auth-form';
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
  const auth = useAuthForm<ContactValues>({
    mode: 'controlled',
    initialValues: { channel: 'email', username: '', country: DEFAULT_COUNTRY, phone: '' },
    schema,
    send: async (values) => {
      const contact: Contact =
        values.channel === 'email'
          ? { channel: 'email', username: values.username.trim() }
          : { channel: 'phone', countryCode: dialCodeOf(values.country), phone: values.phone.trim() };
      await requestRecoveryCode(contact);
      onSent(contact);
    },
    rename: { email: 'username', countryCode: 'country' },
    failure: useFailureText('password recovery call'),
    initialError: notice,
  });
  const { form } = auth;
  const { channel, country } = form.getValues();

  return (
    <AuthFormFrame
      auth={auth}
      title={<Trans>Forgot Password</Trans>}
      intro={
        <Text size="sm" c="dimmed">
          <Trans>We will send a 4-digit code to the email address or phone number of your account.</Trans>
        </Text>
      }
      submitLabel={<Trans>Send OTP</Trans>}
      footer={
        <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />} size="sm" ta="center">
          <Trans>Back to login</Trans>
        </Anchor>
      }
    >
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
    </AuthFormFrame>
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
  const target = contact.channel === 'email' ? contact.username : `${contact.countryCode} ${contact.phone}`;
  const schema = useMemo(
    () => v.object({ otp: v.pipe(v.string(), v.length(OTP_LENGTH, t`Enter the 4-digit code`)) }),
    [t],
  );
  const auth = useAuthForm<{ otp: string }>({
    mode: 'controlled',
    initialValues: { otp: '' },
    schema,
    send: async ({ otp }) => onVerified((await verifyRecoveryCode({ ...contact, otp })).resetToken),
    failure: useFailureText('password recovery call'),
    // A wrong code is typed again; any other field (the contact) means starting over.
    refused: (fields) => {
      if (fields.otp) auth.form.setFieldValue('otp', '');
      else onRestart(Object.values(fields)[0] ?? null);
      return !fields.otp;
    },
  });
  const { form } = auth;
  const error = form.errors.otp;

  return (
    <AuthFormFrame
      auth={auth}
      title={<Trans>OTP Verification</Trans>}
      intro={
        <Text size="sm">
          <Trans>
            If an account matches <b>{target}</b>, we sent it a 4-digit code. It is valid for 10 minutes.
          </Trans>
        </Text>
      }
      submitLabel={<Trans>Submit OTP</Trans>}
      footer={
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            <Trans>Send a new code</Trans>
          </Anchor>
          <Anchor renderRoot={(props) => <Link {...props} {...paths.login()} />} size="sm">
            <Trans>Back to login</Trans>
          </Anchor>
        </Group>
      }
    >
      <Input.Wrapper label={t`Code`} error={error} withAsterisk>
        <PinInput
          length={OTP_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          mt={4}
          value={form.getValues().otp}
          onChange={(value) => form.setFieldValue('otp', value)}
          error={Boolean(error)}
          getInputProps={(index) => {
            const digit = index + 1;
            return { 'aria-label': t`Digit ${digit} of ${OTP_LENGTH}` };
          }}
        />
      </Input.Wrapper>
    </AuthFormFrame>
  );
}

function PasswordStep({ resetToken, onRestart }: { resetToken: string; onRestart: (message: string | null) => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
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
  const auth = useAuthForm({
    initialValues: { password: '', confirmPassword: '' },
    schema,
    send: async (values) => {
      await resetPassword({ resetToken, ...values });
      notify({ color: 'green', message: t`Your password was changed. Sign in with the new one.` });
      await navigate({ ...paths.login(), replace: true });
    },
    failure: useFailureText('password recovery call'),
    // An expired or used reset starts over.
    refused: (fields) => {
      if (fields.resetToken) onRestart(fields.resetToken);
      return Boolean(fields.resetToken);
    },
  });

  return (
    <AuthFormFrame
      auth={auth}
      title={<Trans>Enter New Password</Trans>}
      intro={
        <Text size="sm" c="dimmed">
          <Trans>
            At least 8 characters, with a letter and a digit. Every device signed in to your account will be signed out.
          </Trans>
        </Text>
      }
      submitLabel={<Trans>Submit</Trans>}
    >
      <NewPasswordFields form={auth.form} confirmLabel={t`Confirm Password`} />
    </AuthFormFrame>
  );
}
