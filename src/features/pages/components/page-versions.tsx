import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage, formatDate } from '@/components/list/cells';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { notify } from '@/lib/notify';
import type { DiffPart, PageDetail, PageVersionSummary } from '@/shared/schemas/pages';
import { useRestoreVersion } from '../api/pages.mutations';
import { pageCompareQuery, pageVersionQuery, pageVersionsQuery } from '../api/pages.queries';
import { languageName } from '../lib/language-name';
import classes from './page-versions.module.css';
import { PagePreview } from './page-preview';

/** The words both sides share, and those only the older side (struck) or the newer side (underlined) has. */
function Diff({ parts }: { parts: DiffPart[] }) {
  return (
    <Text component="div" size="sm" className={classes.diff}>
      {parts.map((part, i) =>
        part.added ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer, in order
          <ins key={i}>{part.value}</ins>
        ) : part.removed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer, in order
          <del key={i}>{part.value}</del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer, in order
          <span key={i}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

function Compare({ page, from, versions }: { page: PageDetail; from: number; versions: PageVersionSummary[] }) {
  const { t, i18n } = useLingui();
  const [to, setTo] = useState('draft');
  const compare = useQuery(pageCompareQuery(page.id, String(from), to));
  return (
    <Stack gap="sm" data-testid="page-compare">
      <Select
        label={t`Compare version ${from} with`}
        value={to}
        allowDeselect={false}
        onChange={(value) => setTo(value ?? 'draft')}
        data={[
          { value: 'draft', label: t`The draft` },
          ...versions
            .filter((v) => v.number !== from)
            .map(({ number }) => ({ value: String(number), label: t`Version ${number}` })),
        ]}
        maw={260}
      />
      {compare.isPending && <Loader size="sm" aria-label={t`Loading`} />}
      {compare.isError && (
        <Alert color="red">{failureMessage(compare.error, t`The comparison could not be loaded.`)}</Alert>
      )}
      {compare.data?.languages.map((language) => (
        <Stack key={language.lang} gap={4}>
          <Group gap="xs">
            <Title order={4} size="h5">
              {languageName(language.lang, i18n.locale)}
            </Title>
            {!language.changed && (
              <Badge size="xs" variant="filled" color="gray">
                {t`No change`}
              </Badge>
            )}
          </Group>
          {language.changed && (
            <>
              <Diff parts={language.title} />
              <Diff parts={language.body} />
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function Version({ page, number }: { page: PageDetail; number: number }) {
  const { t, i18n } = useLingui();
  const version = useQuery(pageVersionQuery(page.id, number));
  if (version.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (version.isError)
    return <Alert color="red">{failureMessage(version.error, t`The version could not be loaded.`)}</Alert>;
  const texts = version.data.texts;
  return (
    <Tabs defaultValue={texts[0]?.lang} keepMounted={false}>
      <Tabs.List>
        {texts.map((text) => (
          <Tabs.Tab key={text.lang} value={text.lang}>
            {languageName(text.lang, i18n.locale)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {texts.map((text) => (
        <Tabs.Panel key={text.lang} value={text.lang} pt="sm">
          <PagePreview title={text.title} html={text.body} lang={text.lang} testId="page-version-preview" />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * The published versions of a page, newest first: each can be viewed (as the apps showed it), compared with the
 * draft or another version (word by word, per language) and restored into the draft (not published).
 */
export function PageVersions({ page, disabled }: { page: PageDetail; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const versions = useQuery(pageVersionsQuery(page.id));
  const restore = useRestoreVersion();
  const [open, setOpen] = useState<{ number: number; mode: 'view' | 'compare' } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  if (versions.isPending) return <Loader size="sm" aria-label={t`Loading`} />;
  if (versions.isError)
    return <Alert color="red">{failureMessage(versions.error, t`The versions could not be loaded.`)}</Alert>;
  const rows = versions.data.data;
  const restoringNumber = restoring ?? 0;
  if (rows.length === 0) return <Text c="dimmed" size="sm">{t`Not published yet.`}</Text>;
  return (
    <Stack gap="md">
      <Stack gap={6} component="ul" className={classes.list} data-testid="page-versions">
        {rows.map((v) => {
          const { number } = v;
          const when = formatDate(v.publishedAt, 'YYYY-MM-DD HH:mm', i18n.locale);
          const by = v.publishedByName || '--';
          return (
            <Paper component="li" key={v.id} withBorder p="xs" data-testid="page-version">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {t`Version ${number}`}
                    </Text>
                    {v.number === page.publishedNumber && (
                      <Badge size="xs" color="green" variant="filled">
                        {t`Live`}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">{t`${when} by ${by}`}</Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setOpen({ number: v.number, mode: 'view' })}
                  >
                    {t`View`}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setOpen({ number: v.number, mode: 'compare' })}
                  >
                    {t`Compare`}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={disabled}
                    title={disabled ? t`Save or discard your changes first` : undefined}
                    onClick={() => setRestoring(v.number)}
                  >
                    {t`Restore`}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {open?.mode === 'view' && <Version key={open.number} page={page} number={open.number} />}
      {open?.mode === 'compare' && <Compare key={open.number} page={page} from={open.number} versions={rows} />}
      <ConfirmDialog
        opened={restoring !== null}
        title={t`Restore version ${restoringNumber}`}
        message={t`Its text in every language replaces the draft. Nothing is published until you publish.`}
        confirmLabel={t`Restore`}
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          const number = restoring as number;
          try {
            await restore.mutateAsync({ id: page.id, number });
            notify({ color: 'green', message: t`Version ${number} copied into the draft.` });
            setRestoring(null);
          } catch (error) {
            notify({ color: 'red', title: t`Error`, message: failureMessage(error, t`The version was not restored.`) });
          }
        }}
      />
    </Stack>
  );
}
