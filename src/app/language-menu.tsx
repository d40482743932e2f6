import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { DeferredMenu } from '@/components/deferred-menu';

const loadDropdown = () => import('./language-menu-dropdown');
const LanguageMenuDropdown = lazy(loadDropdown);

/** The operator's languages; the choice is stored under `appLanguage`. */
export function LanguageMenu() {
  const { t } = useLingui();
  return (
    <DeferredMenu
      menu={LanguageMenuDropdown}
      load={loadDropdown}
      target={
        <ActionIcon variant="subtle" size="lg" aria-label={t`Language`}>
          <IconLanguage size={20} />
        </ActionIcon>
      }
    />
  );
}
