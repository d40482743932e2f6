import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useOperator } from '@/lib/operator-context';
import type { Locale } from '@/shared/locales';

/** Native names, so a user always finds their own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'hi-IN': 'हिन्दी',
  'pt-PT': 'Português',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** The operator's languages; the choice is stored under `appLanguage`. */
export function LanguageMenu() {
  const { t } = useLingui();
  const { config, locale, setLocale } = useOperator();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t`Language`}>
          <IconLanguage size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {config.languages.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void setLocale(code)}
            rightSection={code === locale ? <IconCheck size={14} /> : null}
            aria-current={code === locale ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
