import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LastUpdated } from '@/components/last-updated';
import { NotOnDevice, useWaitsForConnection } from '@/components/not-on-device';
import { ApiError } from '@/lib/api-client';

/** A way back to the resource's list: its label (the list's name) and its link (`paths.*`). */
type Back = { label: ReactNode; link: LinkProps };

type NotFoundProps = {
  title: ReactNode;
  text: ReactNode;
  /** The button back to the list, e.g. "Back to merchants". */
  back: Back;
  icon?: ReactNode;
  testId?: string;
};

/** The page of an id that is missing, malformed, unknown or another operator's: one clear state and a way back. */
export function DetailNotFound({ title, text, back, icon, testId }: NotFoundProps) {
  return (
    <Stack align="center" py="xl" gap="sm" ta="center" data-testid={testId}>
      {icon && (
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      )}
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={460}>
        {text}
      </Text>
      <Button variant="light" renderRoot={(props) => <Link {...back.link} {...props} />}>
        {back.label}
      </Button>
    </Stack>
  );
}

type DetailPageProps<T> = {
  /** The detail query; a 404 answer is the not-found state, not an error. */
  query: UseQueryResult<T>;
  /** No id to ask for (missing or malformed in the URL): not found without a call. */
  missing?: boolean;
  /** The link above the page back to the list. */
  back?: Back;
  notFound: Omit<NotFoundProps, 'back'> & { back: Back };
  /** The load failure's title, e.g. "The provider could not be loaded." */
  loadError: ReactNode;
  testId?: string;
  /** The page for the data; `asOf` is the "Last updated" marker to show beside the title (nothing when current). */
  children: (data: T, asOf: ReactNode) => ReactNode;
};

/**
 * A resource's detail page: the way back, then loading (skeletons), not found (404, a missing or malformed id),
 * the load failure with "Try again", or the page with its "as of" marker when the data on screen is not current
 * (offline, or a refresh that failed: the last answer stays on screen).
 */
export function DetailPage<T>({
  query,
  missing = false,
  back,
  notFound,
  loadError,
  testId,
  children,
}: DetailPageProps<T>) {
  const { t } = useLingui();
  const offlineWithout = useWaitsForConnection(query);
  const isNotFound = missing || (query.error instanceof ApiError && query.error.status === 404);
  let body: ReactNode;
  if (isNotFound) body = <DetailNotFound {...notFound} />;
  else if (query.data !== undefined) body = children(query.data, <LastUpdated queries={[query]} />);
  else if (offlineWithout) body = <NotOnDevice />;
  else if (query.isError)
    body = (
      <Alert color="red" role="alert" title={loadError}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  else
    body = (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeleton h={140} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={88} />
          ))}
        </SimpleGrid>
        <Skeleton h={240} />
      </Stack>
    );
  return (
    <Stack gap="md" data-testid={testId}>
      {back && (
        <Anchor renderRoot={(props) => <Link {...back.link} {...props} />} size="sm" c="dimmed" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      {body}
    </Stack>
  );
}

type SectionProps = {
  /** The section's heading; a section without one is a plain card. */
  title?: ReactNode;
  /** Beside the title: a count, a filter, an action. */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/** A titled card of a detail page. */
export function DetailSection({ title, aside, children, testId }: SectionProps) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      {(title || aside) && (
        <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
      )}
      {children}
    </Card>
  );
}

const EMPTY = '--';

/** A label over its value; an absent value (null, undefined or empty text) reads "--". */
export function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? EMPTY : children}
      </Text>
    </div>
  );
}

type StatCardProps = {
  label: ReactNode;
  value: ReactNode;
  /** A small line under the value (what it counts, a second figure). */
  note?: ReactNode;
  icon?: ReactNode;
  testId?: string;
};

/** One figure of a detail page: its label, the value in large type, a note, and an icon when it has one. */
export function StatCard({ label, value, note, icon, testId }: StatCardProps) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {icon && (
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}
