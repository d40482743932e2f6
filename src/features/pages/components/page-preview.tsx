import { useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import classes from './page-preview.module.css';

type Props = {
  title: string;
  /** HTML the server sanitised (the draft's or a version's): drawn as the apps draw it. */
  html: string;
  lang: string;
  testId?: string;
};

/**
 * A page as the customer and provider apps show it: a 390 px wide frame in the app's light or dark colours, with
 * the server's sanitised HTML (never the editor's own, so what runs here is what the apps receive).
 */
export function PagePreview({ title, html, lang, testId }: Props) {
  const { t } = useLingui();
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t`Colour scheme of the preview`}
        value={scheme}
        onChange={(value) => setScheme(value === 'dark' ? 'dark' : 'light')}
        data={[
          { value: 'light', label: t`Light` },
          { value: 'dark', label: t`Dark` },
        ]}
        w="fit-content"
      />
      <article className={classes.frame} data-scheme={scheme} lang={lang} data-testid={testId}>
        <h1 className={classes.title}>{title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list sanitised it (decision 028) */}
        <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </Stack>
  );
}
