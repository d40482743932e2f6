import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Text, Textarea } from '@mantine/core';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { bookingStatusDisplay } from '@/lib/status-display';
import { orderEndpoints } from '@/shared/api/endpoints/orders';
import { BOOKING_STATUS_CODES, type OrderBulkStatusData } from '@/shared/schemas/orders';
import { formatNumber } from '@/shared/format';

type Props = { count: number; submit: (input: unknown) => void; cancel: () => void };

/**
 * The bulk status change's form: the new status and an optional note, for the selected bookings. The list
 * kit's bulk run sends it (and then shows what was applied and what was refused), so the form hands it over.
 */
export default function OrdersBulkStatusDialog({ count, submit, cancel }: Props) {
  const { t, i18n } = useLingui();
  const entity = useEntityForm({
    endpoint: orderEndpoints.ordersBulkStatus,
    initialValues: { status: null as string | null, note: '' },
    validate: ({ status }) => ({ status: status === null ? t`Choose a status.` : null }),
    body: ({ status, note }) => ({ status: Number(status), note: note.trim() || null }),
    // The bulk run takes over (this dialog closes); its answer is the run's, not this form's.
    send: (body) => {
      submit(body);
      return new Promise<OrderBulkStatusData>(() => undefined);
    },
    failed: t`The change was not saved.`,
  });
  const { form } = entity;
  const shown = formatNumber(count, i18n.locale);
  return (
    <FormDialog entity={entity} title={t`Change status`} submitLabel={t`Apply`} onClose={cancel} size="md">
      <Text size="sm">
        <Trans>
          Each of the {shown} selected bookings moves to the new status if its current status allows it; the others are
          left as they are and listed with the reason.
        </Trans>
      </Text>
      <Select
        label={t`New status`}
        data={BOOKING_STATUS_CODES.map((code) => ({
          value: String(code),
          label: i18n._(bookingStatusDisplay(code).label),
        }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        required
        {...form.getInputProps('status')}
      />
      <Textarea label={t`Note (optional)`} maxLength={500} autosize minRows={2} {...form.getInputProps('note')} />
    </FormDialog>
  );
}
