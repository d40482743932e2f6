import { t } from '@lingui/core/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import type { ListColumn } from './types';

// The row's action menu, apart from the other cells (cells.tsx): Mantine's Menu brings its Popover and floating-ui
// (~80 KB of code in all), which a list without row actions, such as the bookings list, then does not load (issue 22).

export type RowAction = {
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  /**
   * Where the action goes, when it is a page (View): the item is a real link, so a middle click or
   * Ctrl/⌘-click opens it in a new tab; a plain click still runs `onClick` (the router's navigation).
   */
  href?: string;
  onClick: () => void;
};

/** A plain left click, which the app handles itself; modified clicks are the browser's (new tab, window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** The row's action menu (⋯). */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal keepMounted={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={(event) => event.stopPropagation()}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) =>
          action.href && !action.disabled ? (
            <Menu.Item
              key={action.label}
              component="a"
              href={action.href}
              leftSection={action.icon}
              color={action.color}
              onClick={(event: MouseEvent) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                action.onClick();
              }}
            >
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.label}
              leftSection={action.icon}
              color={action.color}
              disabled={action.disabled}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The Edit item: opens the row's form (`onClick`), or its page (`href`, a real link). */
export const editAction = (onClick: () => void, href?: string): RowAction => ({
  label: t`Edit`,
  icon: <IconPencil size={14} aria-hidden />,
  href,
  onClick,
});

/**
 * The row-menu column: last, never hidden, its title (`title`) for screen readers only, the top right of a phone
 * card. The menu's name says whose actions they are ("Actions for Asha", from `nameOf`).
 */
export function actionsColumn<Row>(
  title: string,
  nameOf: (row: Row) => string,
  actions: (row: Row) => RowAction[],
): ListColumn<Row> {
  return {
    id: 'actions',
    title,
    titleHidden: true,
    hideable: false,
    card: 'actions',
    width: 48,
    render: (row) => {
      const name = nameOf(row);
      return <RowActions label={t`Actions for ${name}`} actions={actions(row)} />;
    },
  };
}
