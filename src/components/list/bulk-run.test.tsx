import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import BulkRun, { UNDO_MS } from './bulk-run';
import type { BulkAction, BulkResult } from './types';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('a bulk action', () => {
  beforeEach(() => notify.mockClear());

  it('asks first, then reports what was applied and why a row was refused', async () => {
    const result: BulkResult = {
      applied: [{ id: A }],
      refused: [{ id: B, code: 'x.refused', params: {}, message: 'B cannot move' }],
    };
    const action: BulkAction = { id: 'archive', label: 'Archive', run: vi.fn().mockResolvedValue(result) };
    const onClose = vi.fn();
    renderWithProviders(<BulkRun action={action} count={2} target={{ ids: [A, B] }} onClose={onClose} />);
    expect(await screen.findByText('Apply to 2 rows?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(action.run).toHaveBeenCalledWith({ ids: [A, B] }, undefined);
    expect(await screen.findByTestId('bulk-result-summary')).toHaveTextContent('1 changed, 1 refused.');
    expect(screen.getByTestId('bulk-refusal')).toHaveTextContent('B cannot move');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('a reversible action offers Undo for 5 s, and Undo reverses exactly what was applied', async () => {
    const result: BulkResult = { applied: [{ id: A }, { id: B }], refused: [] };
    const undo = vi.fn().mockResolvedValue(undefined);
    const action: BulkAction = {
      id: 'deactivate',
      label: 'Deactivate',
      run: vi.fn().mockResolvedValue(result),
      undo,
    };
    const onClose = vi.fn();
    renderWithProviders(<BulkRun action={action} count={2} target={{ filter: { search: 'x' } }} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const toast = notify.mock.calls.find(([data]) => data.autoClose === UNDO_MS)?.[0];
    expect(UNDO_MS).toBe(5000);
    expect(toast).toBeDefined();
    renderWithProviders(toast.message as ReactElement);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledWith(result, undefined);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Undone.' })));
  });

  it('an irreversible action offers no Undo', async () => {
    const action: BulkAction = {
      id: 'status',
      label: 'Change status',
      run: vi.fn().mockResolvedValue({ applied: [{ id: A }], refused: [] }),
    };
    renderWithProviders(<BulkRun action={action} count={1} target={{ ids: [A] }} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(notify.mock.calls.every(([data]) => data.autoClose !== UNDO_MS)).toBe(true);
  });
});
