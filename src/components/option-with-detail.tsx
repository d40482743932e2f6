import { type ComboboxItem, Stack, Text } from '@mantine/core';

/**
 * A `Select`'s `renderOption` for records the server searches: the record's name, and under it, dimmed, its detail
 * (an email, a phone) when it has one. Shared by the list kit's entity filter, the form kit's search picker and the
 * booking form's lookups.
 */
export const optionWithDetail =
  (detailOf: (id: string) => string | null | undefined) =>
  ({ option }: { option: ComboboxItem }) => {
    const detail = detailOf(option.value);
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
