import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { blockAction } from './block-action';
import { RowActions } from './row-actions';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

type Row = { name: string; blocked: boolean };

function Screen({ row, save }: { row: Row; save: (row: Row, block: boolean) => Promise<unknown> }) {
  const block = blockAction<Row>({
    blocked: (r) => r.blocked,
    save,
    saved: (r, blocked) => `${r.name} ${blocked ? 'blocked' : 'unblocked'}.`,
    failed: 'The change was not saved.',
  });
  return <RowActions label="Actions" actions={[block(row)]} />;
}

async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('blockAction', () => {
  beforeEach(() => notify.mockClear());

  it('offers Block on a row that is not blocked, saves the block and says so', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<Screen row={{ name: 'Asha', blocked: false }} save={save} />);
    await choose('Block');
    expect(save).toHaveBeenCalledWith({ name: 'Asha', blocked: false }, true);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Asha blocked.' }));
  });

  it('offers Unblock on a blocked row and saves the unblock', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<Screen row={{ name: 'Asha', blocked: true }} save={save} />);
    await choose('Unblock');
    expect(save).toHaveBeenCalledWith({ name: 'Asha', blocked: true }, false);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Asha unblocked.' }));
  });

  it("shows the server's message under Error when the save is refused, and no success notice", async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(409, 'The agent has open jobs.'));
    renderWithProviders(<Screen row={{ name: 'Asha', blocked: false }} save={save} />);
    await choose('Block');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ color: 'red', title: 'Error', message: 'The agent has open jobs.' }),
    );
    expect(notify).toHaveBeenCalledTimes(1);
  });
});
