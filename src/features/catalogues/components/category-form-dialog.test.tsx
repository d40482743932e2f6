import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryLevel } from '@/shared/schemas/catalogue';
import { renderWithProviders } from '@/test/render';
import CategoryFormDialog from './category-form-dialog';

const CLEANING = '0b6f7c1e-2d3a-4f5b-8c9d-1e2f3a4b5c6d';
const REPAIR = '1c7a8d2f-3e4b-4a6c-9d0e-2f3a4b5c6d7e';
const GARDEN = '2d8b9e3a-4f5c-4b7d-8e1f-3a4b5c6d7e8f';
const CATEGORY_ID = '3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c';
const UPLOADED = '/uploads/5a1b2c3d-0000-4000-8000-000000000001.png';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const category = {
  id: CATEGORY_ID,
  level: 1,
  name: 'Deep Cleaning',
  description: 'Whole-home deep cleaning',
  image: '/demo/categories/1.webp',
  thumbnail: '/demo/categories/1.webp',
  isActive: true,
  serviceTypeId: CLEANING,
  serviceTypeName: 'Cleaning',
  parentId: null,
  parentName: null,
  grandParentId: null,
  grandParentName: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderDialog(level: CategoryLevel, id: string | null) {
  const onClose = vi.fn();
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CategoryFormDialog level={level} id={id} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe('the category dialog', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const writes = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => (init?.method === 'POST' || init?.method === 'PUT') && !String(url).includes('/uploads'))
      .map(([url, init]) => ({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) }));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.includes('/service-types'))
        return json(200, {
          status: true,
          data: {
            data: [
              { id: CLEANING, name: 'Cleaning', isActive: true, categoryCount: 1, createdAt: category.createdAt },
              { id: REPAIR, name: 'Appliance Repair', isActive: true, categoryCount: 0, createdAt: category.createdAt },
              { id: GARDEN, name: 'Gardening', isActive: false, categoryCount: 1, createdAt: category.createdAt },
            ],
            total: 3,
          },
        });
      if (path.includes('/uploads'))
        return json(201, { status: true, message: 'Uploaded', data: { image: UPLOADED, id: 'x', size: 68 } });
      if (path.includes(`/category/${CATEGORY_ID}`) && (init?.method ?? 'GET') === 'GET')
        return json(200, { status: true, data: category });
      if (path.includes('/categories') && (init?.method ?? 'GET') === 'GET')
        return json(200, { status: true, data: { categories: [], count: 0 } });
      const body = JSON.parse(String(init?.body ?? '{}'));
      return json(init?.method === 'POST' ? 201 : 200, { status: true, data: { ...category, ...body } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is titled Add Category and, submitted empty, marks all four fields required and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog(1, null);
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(writes()).toEqual([]);
  });

  it('shows the service type error once the select is left empty', async () => {
    const user = userEvent.setup();
    renderDialog(1, null);
    await user.click(screen.getByLabelText(/Service type name/, { selector: 'input' }));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Category name/ }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
  });

  it('sends the chosen service type’s id with the name, description and the uploaded image, previewed', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(1, null);
    await user.click(screen.getByLabelText(/Service type name/, { selector: 'input' }));
    await user.click(await screen.findByText('Appliance Repair'));
    await user.type(screen.getByRole('textbox', { name: /Category name/ }), 'Fridge repair');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Fridges and freezers');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'fridge.png', { type: 'image/png' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    const preview = await screen.findByRole('img', { name: 'Category image preview' });
    expect(preview).toHaveAttribute('src', UPLOADED);
    expect(preview.style.maxHeight).toBe('100px');
    expect(preview.style.maxWidth).toBe('200px');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        url: expect.stringContaining('/api/v1/categories'),
        method: 'POST',
        body: {
          level: 1,
          serviceTypeId: REPAIR,
          name: 'Fridge repair',
          description: 'Fridges and freezers',
          image: UPLOADED,
        },
      },
    ]);
  });

  it('does not offer a blocked service type to a new category', async () => {
    const user = userEvent.setup();
    renderDialog(1, null);
    await user.click(screen.getByLabelText(/Service type name/, { selector: 'input' }));
    expect(await screen.findByText('Appliance Repair')).toBeInTheDocument();
    expect(screen.getByText('Cleaning')).toBeInTheDocument();
    expect(screen.queryByText('Gardening')).not.toBeInTheDocument();
  });

  it('still shows the blocked service type a category already has, and saves it unchanged', async () => {
    const blocked = { ...category, serviceTypeId: GARDEN, serviceTypeName: 'Gardening' };
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      String(url).includes(`/category/${CATEGORY_ID}`) && (init?.method ?? 'GET') === 'GET'
        ? json(200, { status: true, data: blocked })
        : (answer as typeof fetch)(url, init),
    );
    const user = userEvent.setup();
    const { onClose } = renderDialog(1, CATEGORY_ID);
    await waitFor(() =>
      expect(screen.getByLabelText(/Service type name/, { selector: 'input' })).toHaveValue('Gardening'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toMatchObject({ serviceTypeId: GARDEN });
  });

  it('edits a category from its detail: Save sends PUT /category/{id} with the current image kept', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(1, CATEGORY_ID);
    const name = await screen.findByRole('textbox', { name: /Category name/ });
    expect(name).toHaveValue('Deep Cleaning');
    await user.clear(name);
    await user.type(name, 'Deep Cleaning Plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        url: expect.stringContaining(`/api/v1/category/${CATEGORY_ID}`),
        method: 'PUT',
        body: {
          level: 1,
          serviceTypeId: CLEANING,
          name: 'Deep Cleaning Plus',
          description: 'Whole-home deep cleaning',
          image: '/demo/categories/1.webp',
        },
      },
    ]);
  });

  it('puts the server’s 422 under its field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'PUT'
        ? json(422, {
            status: false,
            message: 'Please check the highlighted fields',
            code: 'validations.check_fields',
            params: {},
            data: null,
            errors: { name: ['Another category at this place has this name'] },
            errorCodes: { name: [{ code: 'category.name_taken', params: {} }] },
          })
        : (base as typeof fetch)(url, init),
    );
    const { onClose } = renderDialog(1, CATEGORY_ID);
    await screen.findByRole('textbox', { name: /Category name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another category at this place has this name')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks a sub category for its parent category instead of a service type', async () => {
    const user = userEvent.setup();
    renderDialog(2, null);
    expect(screen.getByRole('dialog', { name: 'Add Sub Category' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Service type name/, { selector: 'input' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText(/^Category\s*\*?$/, { selector: 'input' })).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});
