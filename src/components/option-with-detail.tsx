import { type ComboboxItem, Stack, Text } from '@mantine/core';

/**
 * A `Select`'s `renderOption` for records the server searches: the record's name, and under it, dimmed, its detail
 * (an email, a phone) when it has one. Shared by the list kit's entity filter and the form kit's search picker.
 */
export const optionWithDetail =
  (byId: ReadonlyMap<string, { detail?: string | null | undefined }>) =>
  ({ option }: { option: ComboboxItem }) => {
    const detail = byId.get(option.value)?.detail;
    return (
      <Stack gap={0}>
        <Text size="sm">{option.label}</Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    );
  };
