import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Modal, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useEntityForm } from '@/components/form/use-entity-form';
import { ReportTable } from '@/components/list/report-table';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/offline-queue';
import { saveFile } from '@/lib/save-file';
import { messageText } from '@/lib/server-messages';
import { merchantEndpoints } from '@/shared/api/endpoints/merchants';
import { formatNumber } from '@/shared/format';
import {
  MERCHANT_CSV_COLUMNS,
  MERCHANT_IMPORT_IGNORED_COLUMNS,
  MERCHANT_IMPORT_MAX_BYTES,
  MERCHANT_IMPORT_MAX_ROWS,
  type MerchantImportData,
} from '@/shared/schemas/merchants';
import { confirmMerchantImport, previewMerchantImport } from '../api/merchants-import';
import { merchantKeys } from '../api/merchants.queries';

/** The columns an import reads (the export's, without the read-only ones). */
export const TEMPLATE_COLUMNS = MERCHANT_CSV_COLUMNS.filter(
  (c) => !(MERCHANT_IMPORT_IGNORED_COLUMNS as readonly string[]).includes(c),
);

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template: the header row and one example merchant (a new UUID creates a merchant). */
export function templateCsv(id: string): string {
  const example: Partial<Record<(typeof TEMPLATE_COLUMNS)[number], string>> = {
    id,
    name: 'Asha Home Services',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    countryCode: '+91',
    phoneNumber: '9845012345',
    address: '12 MG Road, Bengaluru',
    businessType: 'Company',
    workingHours: 'Mon-Sat 09:00-18:00',
    servicable: 'true',
    verified: 'false',
    status: 'true',
  };
  return `${TEMPLATE_COLUMNS.join(',')}\r\n${TEMPLATE_COLUMNS.map((c) => cell(example[c] ?? '')).join(',')}\r\n`;
}

/** A refused file's problems: the file's own, then each row's (spreadsheet row numbers, the header is row 1). */
export function problemsOf(error: ApiError): {
  file: string[];
  rows: { row: number; column: string; message: string }[];
} {
  const file: string[] = [];
  const rows: { row: number; column: string; message: string }[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
    for (const message of messages) {
      if (match) rows.push({ row: Number(match[1]), column: match[2] ?? '', message });
      else file.push(message);
    }
  }
  rows.sort((a, b) => a.row - b.row);
  if (file.length === 0 && rows.length === 0) file.push(error.message);
  return { file, rows };
}

type Step =
  | { kind: 'choose' }
  | { kind: 'sending'; file: File; applying: boolean; sent: number }
  | { kind: 'preview'; file: File; result: MerchantImportData }
  | { kind: 'refused'; file: File; error: ApiError }
  | { kind: 'changed'; file: File; message: string };

type Props = { opened: boolean; onClose: () => void };

/**
 * Import CSV (spec part 1 §5): the file is checked by the server without applying it (preview), the summary
 * shows what it would create, update and leave unchanged and the rows it skips, with their row numbers and
 * reasons; Confirm applies it in one transaction — or, if the merchants it names changed since the preview,
 * nothing (409), and the user checks it again. A file with invalid rows lists them and applies nothing. Once
 * confirmed, the dialog stays (no close button, Esc or click outside) until the server answers, then reports.
 */
export function MerchantImportDialog({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const abort = useRef<AbortController | null>(null);
  // One confirmation per preview: a double click sends it once (the second click comes before the re-render).
  const confirmed = useRef(false);
  const maxMb = MERCHANT_IMPORT_MAX_BYTES / (1024 * 1024);
  const maxRows = formatNumber(MERCHANT_IMPORT_MAX_ROWS, i18n.locale);

  // Once confirmed, the import is the server's: it is neither cancelled nor hidden until the server answers
  // (closing then would leave an import applied with no word of it), after which the dialog reports it.
  const applying = step.kind === 'sending' && step.applying;
  const close = () => {
    if (applying) return;
    abort.current?.abort();
    setStep({ kind: 'choose' });
    onClose();
  };

  const check = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    confirmed.current = false;
    setStep({ kind: 'sending', file, applying: false, sent: 0 });
    try {
      const result = await previewMerchantImport(file, {
        signal: controller.signal,
        onProgress: (sent) => setStep((s) => (s.kind === 'sending' ? { ...s, sent } : s)),
      });
      // Each preview is a new attempt (a new Idempotency-Key); confirming it again is a retry of it.
      confirm.form.setValues({ previewToken: result.previewToken ?? '' });
      confirm.form.resetDirty();
      setStep({ kind: 'preview', file, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({ kind: 'refused', file, error: asApiError(error) });
    }
  };

  /** Confirm: the previewed file again with the preview's token; 409 if it or its merchants changed since. */
  const confirm = useEntityForm({
    endpoint: merchantEndpoints.merchantsImport,
    initialValues: { previewToken: '' },
    send: (_, idempotencyKey): Promise<MerchantImportData> => {
      if (step.kind !== 'preview') return Promise.reject(new Error('No file was checked.'));
      const { file } = step;
      abort.current = null;
      setStep({ kind: 'sending', file, applying: true, sent: 0 });
      return confirmMerchantImport(file, confirm.form.getValues().previewToken, idempotencyKey, {
        onProgress: (sent) => setStep((s) => (s.kind === 'sending' ? { ...s, sent } : s)),
      }).catch((error: unknown) => {
        const failure = asApiError(error);
        setStep(
          failure.status === 409
            ? { kind: 'changed', file, message: failure.message }
            : { kind: 'refused', file, error: failure },
        );
        throw failure;
      });
    },
    invalidate: [merchantKeys.all],
    saved: (result) => {
      const created = formatNumber(result.created, i18n.locale);
      const updated = formatNumber(result.updated, i18n.locale);
      return { title: t`Merchants imported`, message: t`${created} created, ${updated} updated.` };
    },
    failed: t`Something went wrong. Please try again.`,
    // The dialog shows the refusal itself (its rows, or that the merchants changed).
    refused: () => true,
    onSaved: () => {
      setStep({ kind: 'choose' });
      onClose();
    },
  });

  const chooser = (label: string) => (
    <FileButton onChange={(file) => file && void check(file)} accept=".csv,text/csv">
      {(props) => (
        <Button {...props} leftSection={<IconFileUpload size={16} aria-hidden />} data-testid="merchant-import-choose">
          {label}
        </Button>
      )}
    </FileButton>
  );

  let body: React.ReactNode;
  switch (step.kind) {
    case 'choose':
      body = (
        <Stack>
          <Text size="sm">
            <Trans>
              The first row names the columns; id and name are required. A row with a new id adds a merchant, a row with
              one of your merchants’ ids updates it, and rows without an id are skipped. Nothing is applied until you
              confirm the summary.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              A UTF-8 CSV file of at most {maxMb} MB and {maxRows} rows.
            </Trans>
          </Text>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                saveFile(
                  new Blob([templateCsv(newIdempotencyKey())], { type: 'text/csv;charset=utf-8' }),
                  'merchants-template.csv',
                )
              }
            >
              <Trans>Download template</Trans>
            </Button>
            {chooser(t`Choose CSV file`)}
          </Group>
        </Stack>
      );
      break;
    case 'sending': {
      const percent = Math.round(step.sent * 100);
      const name = step.file.name;
      body = (
        <Stack data-testid="merchant-import-progress">
          <Text size="sm">{step.applying ? t`Importing ${name}…` : t`Checking ${name}…`}</Text>
          <Progress
            value={percent}
            animated={percent >= 100}
            aria-label={step.applying ? t`Import progress` : t`Upload progress`}
          />
          <Text size="xs" c="dimmed">
            {percent < 100 ? t`Uploading: ${percent}%` : t`Uploaded; the server is reading the file…`}
          </Text>
        </Stack>
      );
      break;
    }
    case 'preview':
      body = (
        <ImportSummary
          result={step.result}
          onConfirm={() => {
            if (confirmed.current) return;
            confirmed.current = true;
            confirm.onSubmit();
          }}
          onCancel={close}
          chooser={chooser(t`Choose another file`)}
        />
      );
      break;
    case 'refused': {
      const { file, rows } = problemsOf(step.error);
      body = (
        <Stack data-testid="merchant-import-refused">
          <Alert color="red" role="alert" title={t`Nothing was imported`}>
            {file.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
          {rows.length > 0 && (
            <ReportTable
              head={[t`Row`, t`Column`, t`Reason`]}
              rows={rows.map((r) => [r.row, r.column || '—', r.message])}
              maxHeight={260}
              testId="merchant-import-failed"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Close</Trans>
            </Button>
            {chooser(t`Choose another file`)}
          </Group>
        </Stack>
      );
      break;
    }
    case 'changed':
      body = (
        <Stack>
          <Alert color="orange" role="alert" title={t`Nothing was imported`}>
            {step.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Close</Trans>
            </Button>
            <Button onClick={() => void check(step.file)}>
              <Trans>Check the file again</Trans>
            </Button>
          </Group>
        </Stack>
      );
      break;
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Import merchants`}
      size="lg"
      withCloseButton={!applying}
      closeOnEscape={!applying}
      closeOnClickOutside={!applying}
      closeButtonProps={{ 'aria-label': t`Close` }}
      data-testid="merchant-import-dialog"
    >
      {body}
    </Modal>
  );

  function asApiError(error: unknown): ApiError {
    return error instanceof ApiError ? error : new ApiError(0, t`Something went wrong. Please try again.`);
  }
}

function ImportSummary({
  result,
  onConfirm,
  onCancel,
  chooser,
}: {
  result: MerchantImportData;
  onConfirm: () => void;
  onCancel: () => void;
  chooser: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  const count = (n: number) => formatNumber(n, i18n.locale);
  const changes = result.created + result.updated;
  const stats = [
    { label: t`To create`, value: result.created, id: 'created' },
    { label: t`To update`, value: result.updated, id: 'updated' },
    { label: t`Unchanged`, value: result.unchanged, id: 'unchanged' },
    { label: t`Skipped`, value: result.skipped.length, id: 'skipped' },
  ];
  return (
    <Stack data-testid="merchant-import-summary">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {stats.map((s) => (
          <Paper key={s.id} withBorder p="xs" data-testid={`merchant-import-${s.id}`}>
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
            <Text fw={700} size="lg">
              {count(s.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {changes === 0 && (
        <Alert color="blue" data-testid="merchant-import-no-changes">
          <Trans>No changes: every merchant in the file is already as it says.</Trans>
        </Alert>
      )}
      {result.skipped.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Trans>Skipped rows</Trans>
          </Text>
          <ReportTable
            head={[t`Row`, t`Reason`]}
            rows={result.skipped.map((s) => [s.row, messageText(i18n, s)])}
            maxHeight={200}
            testId="merchant-import-skipped-rows"
          />
        </Stack>
      )}
      <Group justify="space-between">
        {chooser}
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} disabled={changes === 0} data-testid="merchant-import-confirm">
            <Trans>Confirm import</Trans>
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
