import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BroadcastPanel } from './broadcast-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPanel(filter: Record<string, string | number>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <BroadcastPanel report="users" filter={filter} />
    </QueryClientProvider>,
  );
  return {
    setFilter: (next: Record<string, string | number>) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <BroadcastPanel report="users" filter={next} />
        </QueryClientProvider>,
      ),
  };
}

describe('the broadcast panel', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  let sendAnswer: () => Response;
  const calls = (suffix: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(suffix))
      .map(([, init]) => ({
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get('Idempotency-Key'),
      }));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sendAnswer = () =>
      json(202, {
        status: true,
        code: 'broadcast.sent',
        data: { broadcastId: crypto.randomUUID(), recipients: 3, queued: 3 },
      });
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/broadcast/preview')) {
        const { filter } = JSON.parse(String(init?.body));
        const recipients = filter.search === 'asha' ? 1 : 3;
        return json(200, { status: true, data: { recipients, withEmail: recipients - 1, max: 50_000 } });
      }
      return sendAnswer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is closed by default, and counts the customers of the current filter once open and after each change', async () => {
    const user = userEvent.setup();
    const { setFilter } = renderPanel({});
    const toggle = screen.getByRole('button', { name: 'Send notification / email' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls('/broadcast/preview')).toEqual([]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('This will reach 3 customers')).toBeInTheDocument();
    expect(calls('/broadcast/preview')[0]?.body).toEqual({ filter: {} });

    setFilter({ search: 'asha' });
    expect(await screen.findByText('This will reach 1 customer')).toBeInTheDocument();
    expect(calls('/broadcast/preview').at(-1)?.body).toEqual({ filter: { search: 'asha' } });

    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(await screen.findByText('This will reach 0 customers with an email address')).toBeInTheDocument();
  });

  it('sends after a confirm naming the number, then says how many the server reached', async () => {
    const user = userEvent.setup();
    renderPanel({ status: 'active' });
    await user.click(screen.getByRole('button', { name: 'Send notification / email' }));
    await screen.findByText('This will reach 3 customers');
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Offer today ');
    expect(screen.getByText('11 / 1000')).toBeInTheDocument();
    expect(send).toBeEnabled();

    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
    expect(within(dialog).getByText('Send this notification to 3 customers?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent to 3 customers')).toBeInTheDocument();
    const sent = calls('/reports/users/broadcast');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ channel: 'notification', text: 'Offer today', filter: { status: 'active' } });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('shows the server’s field error under the text, and a retry of the same message keeps its key', async () => {
    const user = userEvent.setup();
    sendAnswer = () =>
      json(422, {
        status: false,
        message: 'Check the highlighted fields',
        code: 'validations.check_fields',
        data: null,
        errors: { text: ['Must be at most 1000 characters'] },
        errorCodes: { text: [{ code: 'validations.maxlength', params: { max: 1000 } }] },
      });
    renderPanel({});
    await user.click(screen.getByRole('button', { name: 'Send notification / email' }));
    await screen.findByText('This will reach 3 customers');
    // The panel's body is accessible once its Collapse has opened (a frame later), not when its text is rendered.
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello');
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send notification' });
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText(/^Must be at most 1,?000 characters$/)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const sent = calls('/reports/users/broadcast');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe(sent[1]?.key);
  });
});
