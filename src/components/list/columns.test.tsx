import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { idColumn, ratingColumn, statusColumn, textColumn, yesNoColumn } from './columns';
import { EMPTY } from './empty-text';
import { actionsColumn, editAction } from './row-actions';

type Row = { id: string; name: string; email: string | null; rating: number | null; status: string; on: boolean };
const row: Row = {
  id: '5f0c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  name: 'Asha',
  email: 'asha@example.com',
  rating: 4.25,
  status: 'blocked',
  on: true,
};
const draw = (node: ReactNode) => renderWithProviders(<div>{node}</div>);

describe('list columns', () => {
  it('opens with the id, first 8 characters uppercased, sorted by creation date and never hidden', () => {
    const column = idColumn<Row>({ title: 'Store ID' });
    expect(column).toMatchObject({ id: 'id', sortField: 'createdAt', sortLabel: 'Date added', hideable: false });
    draw(column.render(row));
    expect(screen.getByText('5F0C2B9E')).toBeInTheDocument();
  });

  it('shows a text field, EMPTY when it is missing or blank, and cuts it at max with the whole text in the tooltip', () => {
    const email = textColumn<Row>('email', 'Email', { sortable: true });
    expect(email).toMatchObject({ id: 'email', title: 'Email', sortable: true });
    expect(email.render(row)).toBe('asha@example.com');
    expect(email.render({ ...row, email: '  ' })).toBe(EMPTY);
    expect(email.render({ ...row, email: null })).toBe(EMPTY);
    draw(textColumn<Row>('email', 'Email', { max: 6 }).render(row));
    expect(screen.getByTitle('asha@example.com')).toBeInTheDocument();
    const derived = textColumn<Row>('contact', 'Contact', { text: (r) => r.name });
    expect(derived.render(row)).toBe('Asha');
  });

  it('answers Yes or No', () => {
    const column = yesNoColumn<Row>('on', 'Servicable', (r) => r.on);
    expect(column.render(row)).toBe('Yes');
    expect(column.render({ ...row, on: false })).toBe('No');
  });

  it('shows the rating to one decimal, N/A without one, sortable and right-aligned', () => {
    const column = ratingColumn<Row>();
    expect(column).toMatchObject({ id: 'rating', sortable: true, align: 'right' });
    expect(column.render(row)).toBe('4.3');
    expect(column.render({ ...row, rating: null })).toBe('N/A');
  });

  it('shows the status as the badge of its map, and Unknown for a value outside it', () => {
    const column = statusColumn<Row>({ blocked: { label: msg`Blocked`, color: 'red' } });
    expect(column).toMatchObject({ id: 'status', title: 'Status', sortable: true, card: 'status' });
    const { unmount } = draw(column.render(row));
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    unmount();
    draw(column.render({ ...row, status: 'gone' }));
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });

  it('puts the row menu last, named for its row, with the Edit item', () => {
    const column = actionsColumn<Row>(
      'Actions',
      (r) => r.name,
      () => [editAction(() => {}, '/agents/1')],
    );
    expect(column).toMatchObject({ id: 'actions', titleHidden: true, hideable: false, card: 'actions' });
    draw(column.render(row));
    expect(screen.getByRole('button', { name: 'Actions for Asha' })).toBeInTheDocument();
    expect(editAction(() => {})).toMatchObject({ label: 'Edit', href: undefined });
  });
});
