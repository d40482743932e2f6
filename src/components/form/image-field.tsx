import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Center, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUser } from '@tabler/icons-react';
import { failureMessage } from '@/components/list/cells';
import { type UploadFlag, uploadImage } from '@/lib/upload';
import { UPLOAD_MIME_TYPES } from '@/shared/schemas/profile';
import type { EntityForm } from './use-entity-form';

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  entity: EntityForm<any>;
  /** The form field holding the uploaded image's URL ('' for none). */
  field: string;
  label: string;
  /** The preview's text alternative. */
  alt: string;
  flag: UploadFlag;
  /** A round picture of a person (an avatar) instead of the picture as it is (at most 100 × 200 px). */
  avatar?: boolean;
  /** Required: marked, and no Remove button. */
  required?: boolean;
  /** The pick button's words (by default "Choose image", or "Change image" once there is one). */
  pickLabel?: string;
  /** The pick button's test id. */
  testId?: string;
};

/**
 * An image of a form: pick a file (the type and size checked in the browser before sending), upload it at once
 * through the one upload pipeline (`uploadImage`), preview it, replace it or (when optional) remove it. The
 * field's value is the uploaded image's URL; an upload's refusal is the field's error. The form's submit waits
 * while an upload runs.
 */
export function ImageField({
  entity,
  field,
  label,
  alt,
  flag,
  avatar = false,
  required = false,
  pickLabel,
  testId,
}: Props) {
  const { t } = useLingui();
  const { form } = entity;
  const value = String(form.getValues()[field] ?? '');
  const pick = async (file: File | null) => {
    if (!file) return;
    entity.setUploading(true);
    try {
      form.setFieldValue(field, (await uploadImage(file, flag)).image);
      form.clearFieldError(field);
    } catch (error) {
      form.setFieldError(field, failureMessage(error, t`The image was not uploaded.`));
    } finally {
      entity.setUploading(false);
    }
  };
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={form.errors[field]}>
      <Group mt={4} align={avatar ? 'center' : 'flex-start'}>
        {avatar ? (
          <Avatar src={value || null} size={72} radius="xl" alt={alt}>
            <IconUser size={32} aria-hidden />
          </Avatar>
        ) : value ? (
          <Image
            src={value}
            alt={alt}
            // The spec's preview box: at most 100 px high and 200 px wide (px, not the theme's scaled rem).
            style={{ maxHeight: 100, maxWidth: 200, width: 'auto' }}
            fit="contain"
            radius="sm"
            data-testid={testId && `${testId}-preview`}
          />
        ) : (
          <Center w={100} h={100} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <IconPhoto size={32} aria-hidden />
          </Center>
        )}
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton accept={UPLOAD_MIME_TYPES.join(',')} onChange={(file) => void pick(file)}>
              {(props) => (
                <Button variant="light" size="xs" loading={entity.uploading} data-testid={testId} {...props}>
                  {pickLabel ?? (value ? <Trans>Change image</Trans> : <Trans>Choose image</Trans>)}
                </Button>
              )}
            </FileButton>
            {!required && value && (
              <Button variant="subtle" color="red" size="xs" onClick={() => form.setFieldValue(field, '')}>
                <Trans>Remove image</Trans>
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
