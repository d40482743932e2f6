import { useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import { formatMessageTime } from '@/shared/format';

/** A ticket's SLA due time: "Overdue" in red past it, "Breached" once a target was missed, "--" while paused. */
export function DueBadge({ dueAt, overdue, breached }: { dueAt: string | null; overdue: boolean; breached: boolean }) {
  const { t, i18n } = useLingui();
  if (overdue) return <Badge color="red" variant="filled">{t`Overdue`}</Badge>;
  if (!dueAt) return breached ? <Badge color="red" variant="light">{t`Breached`}</Badge> : <Text size="sm">--</Text>;
  return (
    <Text size="sm" component="span">
      {formatMessageTime(dueAt, i18n.locale)}
      {breached && (
        <Badge ml={4} color="red" variant="light">
          {t`Breached`}
        </Badge>
      )}
    </Text>
  );
}
