import { t } from '@lingui/core/macro';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { notify } from '@/lib/notify';
import { failureMessage } from './cells';
import type { RowAction } from './row-actions';

type BlockActionOptions<Row> = {
  blocked: (row: Row) => boolean;
  /** Saves the state asked for (`block` true: Block, false: Unblock); the screen's mutation reloads the list. */
  save: (row: Row, block: boolean) => Promise<unknown>;
  /** The green notice once saved, e.g. "Agent Asha blocked.". */
  saved: (row: Row, block: boolean) => string;
  /** The notice when the server's refusal carries no message of its own. */
  failed: string;
};

/**
 * A list's Block / Unblock row action: the item says what it will do to the row (Block when it is not
 * blocked), saves at once, and says so in green, or shows the server's message under "Error".
 */
export function blockAction<Row>({ blocked, save, saved, failed }: BlockActionOptions<Row>) {
  return (row: Row): RowAction => {
    const block = !blocked(row);
    return {
      label: block ? t`Block` : t`Unblock`,
      icon: block ? <IconLock size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />,
      onClick: () => {
        save(row, block).then(
          () => notify({ color: 'green', message: saved(row, block) }),
          (error: unknown) => notify({ color: 'red', title: t`Error`, message: failureMessage(error, failed) }),
        );
      },
    };
  };
}
