import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import type { Endpoint } from '@/shared/api/endpoint';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from './form-frames';
import { QUEUED, useEntityForm } from './use-entity-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify, hideNotification: vi.fn() }));

const ThingSchema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('validations.required')) });
const thingCreate = {
  method: 'POST',
  path: '/things',
  summary: 'Add a thing',
  tag: 'things',
  auth: 'user',
  body: ThingSchema,
  data: v.object({ id: v.string(), name: v.string() }),
} as const satisfies Endpoint;

function ThingDialog({ onClose }: { onClose: () => void }) {
  const entity = useEntityForm({
    endpoint: thingCreate,
    schema: ThingSchema,
    initialValues: { name: '' },
    saved: (thing) => `Thing ${thing.name} added.`,
    failed: 'The thing was not saved.',
    onSaved: onClose,
  });
  return (
    <FormDialog entity={entity} title="Add thing" submitLabel="Add" onClose={onClose}>
      <TextInput label="Name" {...entity.form.getInputProps('name')} />
    </FormDialog>
  );
}

/** An edit that sends only what changed, through a queue that may hold it for the network. */
function ThingEditDialog({
  onClose,
  send,
}: {
  onClose: () => void;
  send: (body: unknown, key: string) => Promise<typeof QUEUED>;
}) {
  const entity = useEntityForm({
    endpoint: thingUpdate,
    initialValues: { name: 'Lamp' },
    body: ({ name }) => (name === 'Lamp' ? {} : { name }),
    unchanged: onClose,
    send,
    saved: (thing) => `Thing ${thing.name} saved.`,
    queued: { title: 'Saved on this device', message: 'Sent when the connection returns.' },
    failed: 'The thing was not saved.',
    onSaved: onClose,
  });
  return (
    <FormDialog entity={entity} title="Edit thing" submitLabel="Save" onClose={onClose}>
      <TextInput label="Name" {...entity.form.getInputProps('name')} />
    </FormDialog>
  );
}

const thingUpdate = { ...thingCreate, method: 'PATCH', body: v.partial(ThingSchema) } as const satisfies Endpoint;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const refusal = (status: number, errors: Record<string, string[]>) =>
  json(status, { status: false, message: 'Please check the highlighted fields', data: null, errors });

/** A form whose field has another name than the server's, with no success notice (the screen shows the result). */
function RenamedDialog({ onSaved }: { onSaved: () => void }) {
  const entity = useEntityForm({
    endpoint: thingCreate,
    initialValues: { title: 'Lamp' },
    body: ({ title }) => ({ name: title }),
    fieldOf: (field) => (field === 'name' ? 'title' : field),
    failed: 'The thing was not saved.',
    onSaved,
  });
  return (
    <FormDialog entity={entity} title="Add thing" submitLabel="Add" onClose={vi.fn()}>
      <TextInput label="Title" {...entity.form.getInputProps('title')} />
    </FormDialog>
  );
}

describe('useEntityForm in a FormDialog', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const keys = () =>
    fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);
  function renderDialog() {
    const onClose = vi.fn();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ThingDialog onClose={onClose} />
      </QueryClientProvider>,
    );
    return { onClose };
  }
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notify.mockReset();
  });

  it('checks the values with the shared schema in the browser, in the server’s words, and sends nothing', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 422 puts the server’s message under its field and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(refusal(422, { name: ['That name is taken'] }));
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('Name'), 'Lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('That name is taken')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a refusal naming no field is one error notice with the server’s words', async () => {
    fetchMock.mockResolvedValue(json(403, { status: false, message: 'You may not add things', data: null }));
    renderDialog();
    await userEvent.type(screen.getByLabelText('Name'), 'Lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'You may not add things' })),
    );
  });

  it('a retry of the same values sends the same Idempotency-Key; each changed attempt sends a new one', async () => {
    fetchMock.mockImplementation(async () => refusal(422, { name: ['Try again'] }));
    renderDialog();
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, 'Lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await userEvent.type(name, 's');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [first, retry, changed] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('holds unsaved input until saved, then shows the success notice and closes', async () => {
    fetchMock.mockResolvedValue(json(201, { status: true, data: { id: 't1', name: 'Lamp' } }));
    const { onClose } = renderDialog();
    expect(hasUnsavedChanges()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Lamp');
    expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Thing Lamp added.' }));
    expect(hasUnsavedChanges()).toBe(false);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Lamp' });
  });

  it('an edit that changes nothing closes without sending or a notice', async () => {
    const onClose = vi.fn();
    const send = vi.fn(async (_body: unknown, _key: string): Promise<typeof QUEUED> => QUEUED);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ThingEditDialog onClose={onClose} send={send} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a save the queue holds for the network shows the queued notice (title and message) and closes', async () => {
    const onClose = vi.fn();
    const send = vi.fn(async (_body: unknown, _key: string): Promise<typeof QUEUED> => QUEUED);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ThingEditDialog onClose={onClose} send={send} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 's');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith({ name: 'Lamps' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(notify).toHaveBeenCalledWith({
      color: 'yellow',
      title: 'Saved on this device',
      message: 'Sent when the connection returns.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    // A form that stays open holds new input again after the save.
    expect(hasUnsavedChanges()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('puts a server field under the form field it maps to, and shows no notice when the screen shows the result', async () => {
    const saved = vi.fn();
    fetchMock.mockResolvedValueOnce(refusal(422, { name: ['Taken'] }));
    fetchMock.mockResolvedValueOnce(json(201, { status: true, data: { id: 't1', name: 'Lamp' } }));
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <RenamedDialog onSaved={saved} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(notify).not.toHaveBeenCalled();
  });
});
