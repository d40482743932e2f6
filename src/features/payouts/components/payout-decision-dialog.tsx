import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { FormDialog } from '@/components/form/form-frames';
import { useEntityForm } from '@/components/form/use-entity-form';
import { failureMessage } from '@/components/list/cells';
import { fieldErrorsFrom } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useOperator } from '@/lib/operator-context';
import { payoutEndpoints } from '@/shared/api/endpoints/payouts';
import { formatCurrency } from '@/shared/format';
import { PROOF_MAX, type PayoutRow, payoutRef } from '@/shared/schemas/payouts';
import { uploadImage } from '@/lib/upload';
import { isAlreadyProcessed, useDecidePayout } from '../api/payouts.mutations';
import {
  type DecisionValues,
  decisionBody,
  decisionFieldErrors,
  emptyDecision,
  missingDecisionFields,
} from '../lib/payout-decision';

type Props = { payout: PayoutRow; onClose: () => void };

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The Payout Request dialog (spec part 2 §2, §5, §8): the decision (Accepted 1 or Rejected 2) and at least one
 * proof image, both required — an invalid submit marks every field touched and sends nothing. Images go up through
 * POST /uploads (flag proof) and show as previews. The server's 422 lands under the fields; a payout someone else
 * decided meanwhile (409) shows the info toast that it is already processed. One Idempotency-Key per attempt.
 */
export default function PayoutDecisionDialog({ payout, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { config } = useOperator();
  const decide = useDecidePayout();
  const ref = payoutRef(payout.id);
  const entity = useEntityForm({
    endpoint: payoutEndpoints.payoutDecide,
    initialValues: emptyDecision(),
    validate: (values: DecisionValues) => {
      const missing = missingDecisionFields(values);
      return {
        status: missing.includes('status') ? t`Choose Accepted or Rejected.` : null,
        proof: missing.includes('proof') ? t`Add a proof image.` : null,
      };
    },
    body: (values) => decisionBody(payout.id, values),
    send: (body, idempotencyKey) => decide.mutateAsync({ body, idempotencyKey }),
    saved: (row) => ({
      title: t`Success`,
      message: row.status === 1 ? t`Payout ${ref} accepted.` : t`Payout ${ref} rejected.`,
    }),
    failed: t`The decision was not saved.`,
    refused: (error) => {
      if (isAlreadyProcessed(error)) {
        notify({ color: 'blue', title: t`Info`, message: t`This payout is already processed.` });
        entity.form.resetDirty();
        onClose();
        return true;
      }
      const { fields, other } = decisionFieldErrors(fieldErrorsFrom(error) ?? {});
      if (Object.keys(fields).length > 0) entity.form.setErrors(fields);
      if (Object.keys(fields).length === 0 || other.length > 0)
        notify({
          color: 'red',
          title: t`Error`,
          message: other[0] ?? failureMessage(error, t`The decision was not saved.`),
        });
      return true;
    },
    onSaved: onClose,
  });
  const { form } = entity;
  const values = form.getValues();
  const amount = formatCurrency(payout.amount / 100, config.currency, i18n.locale);
  const provider = payout.providerName ?? ([payout.firstName, payout.lastName].filter(Boolean).join(' ') || '-');

  const addImage = async (file: File | null) => {
    if (!file) return;
    entity.setUploading(true);
    try {
      const { image } = await uploadImage(file, 'proof');
      form.setFieldValue('proof', [...form.getValues().proof, image]);
      form.clearFieldError('proof');
    } catch (error) {
      const fields = fieldErrorsFrom(error);
      const message = fields ? Object.values(fields)[0] : undefined;
      if (message) form.setFieldError('proof', message);
      else notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The image was not uploaded.`) });
    } finally {
      entity.setUploading(false);
    }
  };

  return (
    <FormDialog
      entity={entity}
      title={t`Payout Request`}
      submitLabel={<Trans>Submit</Trans>}
      onClose={onClose}
      testId="payout-decision-form"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text ff="monospace" fw={600} size="sm">
            {ref}
          </Text>
          <Text size="sm">{provider}</Text>
        </Stack>
        <Text fw={700}>{amount}</Text>
      </Group>
      <Radio.Group label={t`Status`} withAsterisk {...form.getInputProps('status')}>
        <Group mt="xs">
          <Radio value="1" label={t`Accepted`} />
          <Radio value="2" label={t`Rejected`} />
        </Group>
      </Radio.Group>
      <Input.Wrapper
        label={t`Proof image`}
        labelElement="div"
        withAsterisk
        description={t`PNG, JPEG, WebP or GIF, up to 5 MB; at most ${PROOF_MAX} images.`}
        error={form.errors.proof}
      >
        <Stack gap="xs" mt={4}>
          {values.proof.length > 0 && (
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="payout-proof-previews">
              {values.proof.map((image, index) => (
                <div key={image} style={{ position: 'relative' }}>
                  <Image
                    src={image}
                    alt={t`Proof image ${index + 1}`}
                    h={96}
                    fit="cover"
                    radius="sm"
                    bd="1px solid var(--mantine-color-default-border)"
                  />
                  <ActionIcon
                    size="sm"
                    color="red"
                    variant="filled"
                    pos="absolute"
                    top={4}
                    right={4}
                    aria-label={t`Remove proof image ${index + 1}`}
                    onClick={() =>
                      form.setFieldValue(
                        'proof',
                        form.getValues().proof.filter((p) => p !== image),
                      )
                    }
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
          )}
          {values.proof.length < PROOF_MAX && (
            <FileButton accept={ACCEPT} onChange={(file) => void addImage(file)}>
              {(props) => (
                <Button
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={entity.uploading}
                  w="fit-content"
                  {...props}
                >
                  <Trans>Upload image</Trans>
                </Button>
              )}
            </FileButton>
          )}
        </Stack>
      </Input.Wrapper>
      <Textarea
        label={t`Note`}
        description={t`Optional; kept with the decision in its history.`}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('note')}
      />
    </FormDialog>
  );
}
