import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DisplayId, failureMessage, formatDate, ImageCell, StatusToggle, TruncatedText } from './cells';
import { ConfirmDialog } from './confirm-dialog';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

const ID = '5f0c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('list cells', () => {
  beforeEach(() => notify.mockClear());

  it('shows the display id as prefix + the first 8 characters uppercased, with a copy button naming it', () => {
    renderWithProviders(<DisplayId prefix="ADM_" id={ID} />);
    expect(screen.getByText('ADM_5F0C2B9E')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy id ADM_5F0C2B9E' })).toBeInTheDocument();
  });

  it('keeps the id as written where the spec does not uppercase it', () => {
    renderWithProviders(<DisplayId prefix="Tnx_" id={ID} upper={false} />);
    expect(screen.getByText('Tnx_5f0c2b9e')).toBeInTheDocument();
  });

  it('draws an image lazily with its alt text, and the placeholder icon when there is none or it fails to load', () => {
    const { container, rerender } = renderWithProviders(<ImageCell src="/a.webp" alt="Deep cleaning" />);
    const image = screen.getByRole('img', { name: 'Deep cleaning' });
    expect(image).toHaveAttribute('src', '/a.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Deep cleaning' })).not.toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
    // Another picture (the row changed) is tried again.
    rerender(<ImageCell src="/b.webp" alt="Deep cleaning" />);
    expect(screen.getByRole('img', { name: 'Deep cleaning' })).toHaveAttribute('src', '/b.webp');
    rerender(<ImageCell src={null} alt="Deep cleaning" />);
    expect(screen.queryByRole('img', { name: 'Deep cleaning' })).not.toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('cuts long text at the limit and leaves short text alone', () => {
    const { rerender } = renderWithProviders(<TruncatedText text={'x'.repeat(20)} max={10} />);
    expect(screen.getByText(/^x{10}…$/)).toBeInTheDocument();
    rerender(<TruncatedText text="short" max={10} />);
    expect(screen.getByText('short')).toBeInTheDocument();
  });

  it('formats dates in the spec’s formats', () => {
    const date = new Date(2026, 2, 5, 9, 7);
    expect(formatDate(date, 'dd/MM/yy', 'en-US')).toBe('05/03/26');
    expect(formatDate(date, 'YYYY-MM-DD', 'en-US')).toBe('2026-03-05');
    expect(formatDate(date, 'YYYY-MM-DD HH:mm', 'en-US')).toBe('2026-03-05 09:07');
    expect(formatDate(date, 'medium', 'en-US')).toBe('Mar 5, 2026');
    expect(formatDate('not a date', 'medium', 'en-US')).toBe('');
  });

  it('a status toggle flips at once and stays when the save succeeds', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<StatusToggle checked={false} label="Active: Asha" onChange={save} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Asha' });
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(save).toHaveBeenCalledWith(true));
    await waitFor(() => expect(toggle).not.toBeDisabled());
    expect(toggle).toBeChecked();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a status toggle flips back and shows the server’s message under "Error" when the save fails', async () => {
    const save = vi.fn().mockRejectedValue(new ApiError(409, 'The merchant has open bookings'));
    renderWithProviders(<StatusToggle checked label="Active: Asha" onChange={save} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Asha' });
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', title: 'Error', message: 'The merchant has open bookings' }),
    );
  });

  it('the confirm dialog waits for the action and closes when it is done; a failure keeps it open', async () => {
    let finish: () => void = () => undefined;
    const onClose = vi.fn();
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete Service Category"
        message="Are you sure you want to delete this service Category?"
        confirmLabel="Delete"
        color="red"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('Are you sure you want to delete this service Category?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('failureMessage', () => {
  it('says the first field’s reason of a field refusal, not "check the highlighted fields"', () => {
    const refusal = new ApiError(422, 'Please check the highlighted fields', {
      file: ['Must be a PNG, JPEG, WebP or GIF image'],
    });
    expect(failureMessage(refusal, 'Not uploaded')).toBe('Must be a PNG, JPEG, WebP or GIF image');
  });

  it('says the server’s message without field errors, else the fallback', () => {
    expect(failureMessage(new ApiError(409, 'This payout is already processed'), 'x')).toBe(
      'This payout is already processed',
    );
    expect(failureMessage(new ApiError(500, ''), 'Something went wrong')).toBe('Something went wrong');
    expect(failureMessage('nothing', 'Something went wrong')).toBe('Something went wrong');
  });
});
