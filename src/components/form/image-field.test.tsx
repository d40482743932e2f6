import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/shared/api/endpoint';
import { renderWithProviders } from '@/test/render';
import { FormDialog } from './form-frames';
import { ImageField } from './image-field';
import { useEntityForm } from './use-entity-form';

const endpoint = {
  method: 'POST',
  path: '/pictures',
  summary: 'Save a picture',
  tag: 'pictures',
  auth: 'user',
  body: v.object({ image: v.string() }),
  data: v.object({ image: v.string() }),
} as const satisfies Endpoint;

function PictureDialog({
  image,
  required = false,
  pickLabel,
}: {
  image: string;
  required?: boolean;
  pickLabel?: string;
}) {
  const entity = useEntityForm({
    endpoint,
    schema: endpoint.body,
    initialValues: { image },
    saved: () => 'Saved.',
    failed: 'Not saved.',
  });
  return (
    <FormDialog entity={entity} title="Picture" submitLabel="Save" onClose={() => undefined}>
      <ImageField
        entity={entity}
        field="image"
        label="Picture"
        alt="Picture preview"
        flag="category"
        required={required}
        pickLabel={pickLabel}
        testId="pick"
      />
      <output data-testid="value">{entity.form.getValues().image}</output>
    </FormDialog>
  );
}

const render = (image: string, required?: boolean, pickLabel?: string) =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <PictureDialog image={image} required={required} pickLabel={pickLabel} />
    </QueryClientProvider>,
  );
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('ImageField', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('uploads a picked image at once with its flag and previews the uploaded URL as the field’s value', async () => {
    const uploaded = '/uploads/3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c.png';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: true, data: { image: uploaded, thumbnail: uploaded } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    render('');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['png'], 'lamp.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(uploaded));
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', uploaded);
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('flag')).toBe('category');
  });

  it('refuses a file that is not an image in the browser, under the field, without uploading it', async () => {
    render('');
    await userEvent.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('removes an optional image, and offers no Remove for a required one', async () => {
    const { unmount } = render('/uploads/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value')).toHaveTextContent('');
    unmount();
    render('/uploads/a.png', true);
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
  });

  it('names its pick button with the words given, with or without an image', async () => {
    const { unmount } = render('', false, 'Change picture');
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    unmount();
    render('/uploads/a.png', false, 'Change picture');
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change image' })).not.toBeInTheDocument();
  });
});
