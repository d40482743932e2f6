import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { DeferredMenuProps } from '@/components/deferred-menu';
import { useOperator } from '@/lib/operator-context';
import { LANGUAGE_NAMES } from '@/shared/locales';

/** The language menu itself (loaded on first use, see `DeferredMenu`). */
export default function LanguageMenuDropdown({ target }: DeferredMenuProps) {
  const { config, locale, setLocale } = useOperator();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
