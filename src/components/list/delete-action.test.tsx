import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { RowActions } from './row-actions';
import { useDeleteAction } from './delete-action';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

type Row = { id: string; name: string };
const row: Row = { id: 'p1', name: 'Oil change' };

function Screen({ remove }: { remove: (row: Row) => Promise<unknown> }) {
  const del = useDeleteAction<Row>({
    texts: {
      action: 'Delete',
      title: 'Delete Product',
      message: 'Are you sure you want to delete this product?',
      confirm: 'Delete',
      cancel: 'Cancel',
      failed: 'The product was not deleted.',
    },
    remove,
    deleted: (r) => `Product ${r.name} deleted.`,
  });
  return (
    <>
      <RowActions label="Actions for Oil change" actions={[del.action(row)]} />
      {del.dialog}
    </>
  );
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Actions for Oil change' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog', { name: 'Delete Product' });
}

describe('useDeleteAction', () => {
  beforeEach(() => notify.mockClear());

  it('asks first with the screen’s texts, and Cancel deletes nothing', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<Screen remove={remove} />);
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('calls remove once for the row even when Delete is pressed twice, says so and closes', async () => {
    let finish: () => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Screen remove={remove} />);
    await openDialog();
    const confirm = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(row);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Product Oil change deleted.' });
  });

  it('a refusal keeps the dialog open and shows the server’s message under "Error"', async () => {
    const remove = vi.fn().mockRejectedValue(new ApiError(409, 'The product has bookings'));
    renderWithProviders(<Screen remove={remove} />);
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'red', title: 'Error', message: 'The product has bookings' }),
    );
    expect(screen.getByRole('dialog', { name: 'Delete Product' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
