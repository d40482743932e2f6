import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormBody } from '@/components/form/form-frames';
import { type EntityForm, useEntityForm } from '@/components/form/use-entity-form';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { api } from '@/lib/api-client';
import { fieldErrorsFrom } from '@/lib/form';
import { messageText } from '@/lib/server-messages';
import { configurationEndpoints } from '@/shared/api/endpoints/settings';
import {
  type CredentialName,
  type Credentials,
  type CredentialTestResult,
  FirebaseCredentialSchema,
  SmsCredentialSchema,
  SmtpCredentialSchema,
} from '@/shared/schemas/credentials';
import { credentialsQueryOptions, settingsKeys } from '../api/settings.queries';
import { SettingsLoader } from './settings-loader';

const ENDPOINTS = {
  smtp: { update: configurationEndpoints.smtpCredentialUpdate, test: configurationEndpoints.smtpCredentialTest },
  firebase: {
    update: configurationEndpoints.firebaseCredentialUpdate,
    test: configurationEndpoints.firebaseCredentialTest,
  },
  sms: { update: configurationEndpoints.smsCredentialUpdate, test: configurationEndpoints.smsCredentialTest },
} as const;

const SCHEMAS = { smtp: SmtpCredentialSchema, firebase: FirebaseCredentialSchema, sms: SmsCredentialSchema };

const EMPTY = {
  smtp: { host: '', port: 587, security: 'starttls', user: '', password: '', from: '' },
  firebase: { projectId: '', clientEmail: '', privateKey: '' },
  sms: { url: '', token: '', from: '' },
} as const;

type Values = Record<string, string | number>;

/** A secret field: the stored one shows as the mask; typing replaces it, leaving it keeps it. */
function SecretHint({ stored }: { stored: boolean }) {
  return stored ? <Trans>Stored encrypted. Leave it as it is to keep it, or type a new one.</Trans> : null;
}

/**
 * One integration: its form (a secret as the mask = the stored one), Save, "Send a test" of the values in the
 * form (before saving too), and Remove. The test's outcome shows under the form with the provider's own answer.
 */
function IntegrationCard({
  name,
  title,
  description,
  stored,
  fields,
  testTo,
}: {
  name: CredentialName;
  title: ReactNode;
  description: ReactNode;
  stored: Credentials[CredentialName];
  fields: (field: EntityForm<Values>['field'], stored: boolean) => ReactNode;
  /** The label of the test's recipient field; none when the test sends nothing (Firebase). */
  testTo?: string;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [outcome, setOutcome] = useState<CredentialTestResult | null>(null);
  const entity = useEntityForm<Values, (typeof ENDPOINTS)[typeof name]['update']>({
    endpoint: ENDPOINTS[name].update,
    schema: SCHEMAS[name],
    initialValues: { ...EMPTY[name], ...(stored.values ?? {}) } as Values,
    saved: () => t`Saved. The secrets are stored encrypted and are never shown again.`,
    failed: t`The integration was not saved.`,
    invalidate: [settingsKeys.credentials()],
  });
  const test = useMutation({
    mutationFn: () =>
      api(ENDPOINTS[name].test, {
        body: { values: entity.form.getValues() as never, language: i18n.locale as never, ...(to ? { to } : {}) },
      }),
    onMutate: () => setOutcome(null),
    onSuccess: setOutcome,
    // A value the server refuses (an internal address, a secret it does not have) goes under its field.
    onError: (error) => {
      const errors = fieldErrorsFrom(error);
      if (errors) entity.form.setErrors(errors);
    },
  });
  const remove = useMutation({
    mutationFn: () => api(configurationEndpoints.credentialRemove, { params: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.credentials() }),
  });
  const [confirming, setConfirming] = useState(false);
  const testError = test.error instanceof Error && !fieldErrorsFrom(test.error) ? test.error.message : null;

  return (
    <Card withBorder padding="lg" data-testid={`integration-${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {stored.configured ? (
            <Badge color="teal" variant="light">
              <Trans>Configured</Trans>
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              <Trans>Not configured</Trans>
            </Badge>
          )}
        </Group>
        {stored.configured && stored.updatedAt ? (
          <Text size="xs" c="dimmed">
            {stored.updatedBy
              ? t`Saved by ${stored.updatedBy} on ${i18n.date(stored.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}`
              : t`Saved on ${i18n.date(stored.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}`}
          </Text>
        ) : null}
        <FormBody
          entity={entity}
          submitLabel={<Trans>Save</Trans>}
          cancel={
            <Group gap="xs">
              {stored.configured ? (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)} loading={remove.isPending}>
                  <Trans>Remove</Trans>
                </Button>
              ) : null}
              <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
                <Trans>Send a test</Trans>
              </Button>
            </Group>
          }
          testId={`integration-${name}-form`}
        >
          {fields(entity.field, stored.configured)}
          {testTo ? (
            <TextInput
              label={testTo}
              description={t`Empty: your own account's.`}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          ) : null}
        </FormBody>
        {outcome ? (
          <Alert
            color={outcome.ok ? 'teal' : 'red'}
            role="status"
            title={messageText(i18n, { code: outcome.code, params: outcome.params })}
            data-testid={`integration-${name}-outcome`}
          >
            {outcome.answer ? (
              <Stack gap={4}>
                <Text size="xs">
                  <Trans>The provider's answer:</Trans>
                </Text>
                <Code block>{outcome.answer}</Code>
              </Stack>
            ) : null}
          </Alert>
        ) : null}
        <ConfirmDialog
          opened={confirming}
          title={t`Remove these settings?`}
          message={t`Messages of this kind go out through the deployment's own settings again.`}
          confirmLabel={t`Remove`}
          color="red"
          onConfirm={() => remove.mutateAsync()}
          onClose={() => setConfirming(false)}
        />
        {testError ? (
          <Alert color="red" role="alert">
            {testError}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function Integrations({ credentials }: { credentials: Credentials }) {
  const { t } = useLingui();
  const secret = (stored: boolean) => ({ description: <SecretHint stored={stored} />, autoComplete: 'new-password' });
  return (
    <Stack maw={860}>
      <Title order={1} size="h2">
        <Trans>Configuration</Trans>
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>
          Your own email, push and SMS providers. Without them, messages go out through the deployment's. Secrets are
          stored encrypted and never shown again.
        </Trans>
      </Text>
      <IntegrationCard
        key={JSON.stringify(credentials.smtp)}
        name="smtp"
        title={<Trans>Email (SMTP)</Trans>}
        description={<Trans>Password codes, notices and campaigns by email.</Trans>}
        stored={credentials.smtp}
        testTo={t`Send the test email to`}
        fields={(field, stored) => (
          <>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t`Server`} placeholder="smtp.example.com" {...field('host')} />
              <NumberInput label={t`Port`} min={1} max={65535} allowDecimal={false} {...field('port')} />
            </Group>
            <Select
              label={t`Security`}
              data={[
                { value: 'starttls', label: t`STARTTLS (usually port 587)` },
                { value: 'tls', label: t`TLS from the start (usually port 465)` },
                { value: 'none', label: t`None (not recommended)` },
              ]}
              allowDeselect={false}
              {...field('security')}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t`User name`} autoComplete="off" {...field('user')} />
              <PasswordInput label={t`Password`} {...secret(stored)} {...field('password')} />
            </Group>
            <TextInput label={t`Sender`} placeholder="Marketplace <no-reply@example.com>" {...field('from')} />
          </>
        )}
      />
      <IntegrationCard
        key={JSON.stringify(credentials.firebase)}
        name="firebase"
        title={<Trans>Push notifications (Firebase)</Trans>}
        description={<Trans>The service account the server sends pushes to devices with.</Trans>}
        stored={credentials.firebase}
        fields={(field, stored) => (
          <>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t`Project id`} {...field('projectId')} />
              <TextInput label={t`Client email`} {...field('clientEmail')} />
            </Group>
            <Textarea
              label={t`Private key`}
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { fontFamily: 'monospace' } }}
              {...secret(stored)}
              {...field('privateKey')}
            />
          </>
        )}
      />
      <IntegrationCard
        key={JSON.stringify(credentials.sms)}
        name="sms"
        title={<Trans>SMS</Trans>}
        description={
          <Trans>An HTTPS endpoint of your provider that takes to, from and text as JSON with a bearer token.</Trans>
        }
        stored={credentials.sms}
        testTo={t`Send the test SMS to`}
        fields={(field, stored) => (
          <>
            <TextInput label={t`Endpoint`} placeholder="https://sms.example.com/send" {...field('url')} />
            <Group grow align="flex-start" wrap="wrap">
              <PasswordInput label={t`Token`} {...secret(stored)} {...field('token')} />
              <TextInput label={t`Sender`} placeholder="+351912345678" {...field('from')} />
            </Group>
          </>
        )}
      />
    </Stack>
  );
}

/** Settings → Configuration (module `configuration`): the operator's integrations. */
export function ConfigurationScreen() {
  const { t } = useLingui();
  const query = useQuery(credentialsQueryOptions());
  return (
    <SettingsLoader query={query} loadError={t`The configuration could not be loaded.`}>
      {(credentials) => <Integrations credentials={credentials} />}
    </SettingsLoader>
  );
}
