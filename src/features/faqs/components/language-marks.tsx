import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { PlainBadge } from '@/components/plain-badge';

type Marked = { lang: string; fallback: boolean; missing: string[]; outdated: string[] };

/** "Fallback" when the text shown is the default language's; the languages without text, and those outdated. */
export function LanguageMarks({ row, withFallback = false }: { row: Marked; withFallback?: boolean }) {
  const { t } = useLingui();
  const { lang } = row;
  const missing = row.missing.join(', ');
  const outdated = row.outdated.join(', ');
  if (!(withFallback && row.fallback) && row.missing.length === 0 && row.outdated.length === 0) return null;
  return (
    <Group gap={4}>
      {withFallback && row.fallback && (
        <PlainBadge variant="default" size="sm" data-testid="faq-fallback">
          {t`Fallback: ${lang}`}
        </PlainBadge>
      )}
      {row.missing.length > 0 && (
        <PlainBadge variant="filled" color="gray" size="sm" data-testid="faq-missing">
          {t`Missing: ${missing}`}
        </PlainBadge>
      )}
      {row.outdated.length > 0 && (
        <PlainBadge variant="filled" color="yellow" size="sm" data-testid="faq-outdated">
          {t`Outdated: ${outdated}`}
        </PlainBadge>
      )}
    </Group>
  );
}
