import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { statusToggleColumn } from './status-toggle-column';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

type Row = { id: string; name: string; isActive: boolean };
const row: Row = { id: 'p1', name: 'Oil change', isActive: true };

const column = (save: (row: Row, next: boolean) => Promise<{ isActive: boolean }>) =>
  statusToggleColumn<Row, { isActive: boolean }>({
    checked: (r) => r.isActive,
    name: (r) => r.name,
    save,
    saved: (r, _next, result) => (result.isActive ? `${r.name} activated.` : `${r.name} deactivated.`),
  });

describe('statusToggleColumn', () => {
  beforeEach(() => notify.mockClear());

  it('is the status column of a card, on the row’s isActive unless named otherwise', () => {
    const save = vi.fn();
    expect(column(save)).toMatchObject({ id: 'isActive', title: 'Status', card: 'status' });
    expect(statusToggleColumn<Row>({ id: 'status', checked: () => true, name: () => '', save }).id).toBe('status');
  });

  it('saves the flipped state at once and says what the server saved', async () => {
    const save = vi.fn().mockResolvedValue({ isActive: false });
    renderWithProviders(<div>{column(save).render(row)}</div>);
    const toggle = screen.getByRole('switch', { name: 'Active: Oil change' });
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(row, false);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ color: 'green', message: 'Oil change deactivated.' }));
    expect(toggle).not.toBeChecked();
  });

  it('rolls the switch back on a 4xx and shows the server’s message under "Error", with no success notice', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(409, 'The product is booked'));
    renderWithProviders(<div>{column(save).render(row)}</div>);
    const toggle = screen.getByRole('switch', { name: 'Active: Oil change' });
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).not.toBeDisabled());
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Error', message: 'The product is booked' }),
    );
  });
});
