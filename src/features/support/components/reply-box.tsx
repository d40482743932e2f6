import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { SUPPORT_BODY_MAX } from '@/shared/schemas/support';
import { useSendTicketMessage } from '../api/support.mutations';
import { cannedRepliesQueryOptions } from '../api/support.queries';
import { cannedHints, expandCanned } from '../lib/canned';

/**
 * The reply box: a public reply or, in note mode (yellow, with a lock), an internal note the requester never sees.
 * `/code` + Tab inserts a canned reply in the reader's language. Sent through the offline queue: written offline,
 * it shows as pending in the thread and is sent once on reconnect, as what it was written as.
 */
export function ReplyBox({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'reply' | 'note'>('reply');
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const canned = useQuery(cannedRepliesQueryOptions());
  const message = useSendTicketMessage(ticketId);
  const note = mode === 'note';
  const hints = cannedHints(text, cursor, canned.data ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Tab' || event.shiftKey) return;
    const area = event.currentTarget;
    const expanded = expandCanned(area.value, area.selectionStart, canned.data ?? [], i18n.locale);
    if (!expanded) return;
    event.preventDefault();
    setText(expanded.text);
    setCursor(expanded.cursor);
    requestAnimationFrame(() => area.setSelectionRange(expanded.cursor, expanded.cursor));
  };

  const submit = () => {
    const body = text.trim();
    if (!body) {
      setError(t`Write a message first.`);
      return;
    }
    setError(null);
    const sent = message.send(mode, body);
    setText('');
    setCursor(0);
    sent.catch((e: unknown) => {
      setText(body);
      setError(e instanceof ApiError ? e.message : t`The message was not sent.`);
    });
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={note ? 'var(--mantine-color-yellow-light)' : undefined}
      data-mode={mode}
      data-testid="reply-box"
    >
      <Stack gap="xs">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'reply' | 'note')}
          data={[
            { value: 'reply', label: t`Reply` },
            { value: 'note', label: t`Internal note` },
          ]}
          aria-label={t`Message kind`}
          w="fit-content"
        />
        {note && (
          <Group gap={6}>
            <IconLock size={14} aria-hidden />
            <Text size="sm" fw={600}>
              <Trans>Internal note: only your team sees it.</Trans>
            </Text>
          </Group>
        )}
        <Textarea
          label={note ? t`Note` : t`Reply to the requester`}
          description={t`Type / and a canned reply’s code, then Tab.`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setCursor(event.currentTarget.selectionStart);
          }}
          onSelect={(event) => setCursor(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          maxLength={SUPPORT_BODY_MAX}
          autosize
          minRows={3}
          maxRows={12}
          error={error}
        />
        {hints.length > 0 && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {hints.map((h) => `/${h.code}`).join(' · ')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            color={note ? 'yellow' : undefined}
            c={note ? 'dark' : undefined}
            leftSection={note ? <IconLock size={16} aria-hidden /> : <IconSend size={16} aria-hidden />}
            onClick={submit}
          >
            {note ? t`Add note` : t`Send reply`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
