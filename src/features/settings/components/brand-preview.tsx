import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { brandContrast, DARK_BACKGROUND, isHexColor, shownRatio } from '@/shared/contrast';

type Props = { title: string; logoUrl: string; color: string };

const SCHEMES = {
  light: { page: '#F8F9FA', surface: '#FFFFFF', text: '#212529', muted: '#495057', border: '#DEE2E6' },
  dark: { page: DARK_BACKGROUND, surface: '#2E2E2E', text: '#F1F3F5', muted: '#C9C9C9', border: '#424242' },
} as const;

/**
 * The console drawn with the form's values before saving: the header, a button and the sign-in page, in light and
 * dark. The button is drawn as the console draws it (the colour, or its first darker shade white text reads on),
 * with its measured contrast.
 */
export function BrandPreview({ title, logoUrl, color }: Props) {
  const { t, i18n } = useLingui();
  const valid = isHexColor(color);
  const measured = brandContrast(valid ? color : '#1B86FE');
  const ratio = (value: number) => i18n.number(shownRatio(value), { maximumFractionDigits: 2 });
  return (
    <Stack gap="xs" data-testid="brand-preview">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['light', 'dark'] as const).map((scheme) => {
          const c = SCHEMES[scheme];
          const box: CSSProperties = {
            background: c.page,
            color: c.text,
            border: `1px solid ${c.border}`,
            borderRadius: 8,
            overflow: 'hidden',
          };
          const button: CSSProperties = {
            background: measured.button,
            color: '#FFFFFF',
            border: 0,
            borderRadius: 6,
            padding: '6px 14px',
            fontSize: 14,
            fontWeight: 600,
          };
          return (
            <figure key={scheme} style={{ margin: 0 }} data-testid={`brand-preview-${scheme}`}>
              <div style={box}>
                <div
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    padding: '8px 12px',
                    background: c.surface,
                    borderBottom: `3px solid ${measured.button}`,
                  }}
                >
                  {logoUrl ? (
                    <img src={logoUrl} alt="" style={{ width: 24, height: 24, objectFit: 'contain' }} />
                  ) : null}
                  <span style={{ fontWeight: 600, fontSize: 14 }} data-testid={`brand-preview-${scheme}-title`}>
                    {title}
                  </span>
                </div>
                <div style={{ padding: 12, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span style={button}>{t`Save`}</span>
                  <span style={{ fontSize: 12, color: c.muted }}>
                    {scheme === 'light'
                      ? t`Button text ${ratio(measured.text)}:1`
                      : t`Button on the page ${ratio(measured.dark)}:1`}
                  </span>
                </div>
                <div style={{ padding: 12, paddingTop: 0 }}>
                  <div
                    style={{
                      background: c.surface,
                      border: `1px solid ${c.border}`,
                      borderRadius: 8,
                      padding: 12,
                      display: 'grid',
                      gap: 8,
                      justifyItems: 'center',
                    }}
                  >
                    {logoUrl ? (
                      <img src={logoUrl} alt="" style={{ width: 40, height: 40, objectFit: 'contain' }} />
                    ) : null}
                    <span style={{ fontSize: 13, fontWeight: 600 }}>{title}</span>
                    <span style={{ width: '100%', height: 24, border: `1px solid ${c.border}`, borderRadius: 6 }} />
                    <span style={{ ...button, width: '100%', textAlign: 'center' }}>{t`Sign in`}</span>
                  </div>
                </div>
              </div>
              <Text component="figcaption" size="xs" c="dimmed" mt={4}>
                {scheme === 'light' ? <Trans>Light</Trans> : <Trans>Dark</Trans>}
              </Text>
            </figure>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
