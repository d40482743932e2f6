import { useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { failureMessage } from './cells';
import type { RowAction } from './row-actions';
import { ConfirmDialog } from './confirm-dialog';

type DeleteTexts<Row> = {
  /** The menu item (default the spec's "Delete"). */
  action?: string;
  /** The dialog's title and question, e.g. "Delete Product" / "Are you sure you want to delete this product?". */
  title: string;
  /** The question, or the question about the row being deleted (e.g. naming it). */
  message: string | ((row: Row) => string);
  /** The dialog's buttons: Delete and Cancel, the kit's words when the screen does not name them. */
  confirm?: string;
  cancel?: string;
  /** The notice when the server's refusal carries no message of its own. */
  failed: string;
};

type DeleteActionOptions<Row> = {
  texts: DeleteTexts<Row>;
  /** Deletes the row; the screen's mutation reloads the list. */
  remove: (row: Row) => Promise<unknown>;
  /** The green notice once deleted, e.g. "Product Oil change deleted.". */
  deleted: (row: Row) => string;
};

/**
 * A list's Delete row action: the menu item opens the screen's confirm dialog; Delete there calls `remove`
 * once (the buttons wait while it runs), says the row was deleted and closes; a refusal keeps the dialog open
 * and shows the server's message under "Error". Render `dialog` inside the list (e.g. as ListScreen's child).
 */
export function useDeleteAction<Row>({ texts, remove, deleted }: DeleteActionOptions<Row>): {
  action: (row: Row) => RowAction;
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<Row | null>(null);

  // Stable while the label is: a screen's column list may depend on it.
  const label = texts.action ?? t`Delete`;
  const action = useCallback(
    (row: Row): RowAction => ({
      label,
      icon: <IconTrash size={14} aria-hidden />,
      color: 'red',
      onClick: () => setDeleting(row),
    }),
    [label],
  );

  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      title={texts.title}
      message={typeof texts.message === 'string' ? texts.message : deleting === null ? '' : texts.message(deleting)}
      confirmLabel={texts.confirm ?? t`Delete`}
      cancelLabel={texts.cancel}
      color="red"
      onClose={() => setDeleting(null)}
      onConfirm={() => {
        if (deleting === null) return undefined;
        const row = deleting;
        return remove(row).then(
          () => notify({ color: 'green', message: deleted(row) }),
          (error: unknown) => {
            notify({ color: 'red', title: t`Error`, message: failureMessage(error, texts.failed) });
            throw error;
          },
        );
      }}
    />
  );

  return { action, dialog };
}
