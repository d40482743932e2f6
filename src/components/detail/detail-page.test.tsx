import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { RouterHarness } from '@/test/router';
import { DetailPage, DetailSection, Field, StatCard } from './detail-page';

type Thing = { name: string };

/** A query result in one state (only what the page reads). */
const queryIn = (state: Partial<UseQueryResult<Thing>>) =>
  ({
    data: undefined,
    error: null,
    isError: false,
    dataUpdatedAt: 0,
    isStale: false,
    isRefetchError: false,
    fetchStatus: 'idle',
    refetch: vi.fn(),
    ...state,
  }) as unknown as UseQueryResult<Thing>;

const page = (query: UseQueryResult<Thing>, missing = false) =>
  renderWithProviders(
    <RouterHarness
      component={() => (
        <DetailPage
          query={query}
          missing={missing}
          back={{ label: 'Things', link: { to: '/' } }}
          notFound={{
            testId: 'thing-not-found',
            title: 'Thing not found',
            text: 'No such thing.',
            back: { label: 'Back to things', link: { to: '/' } },
          }}
          loadError="The thing could not be loaded."
        >
          {(thing, asOf) => (
            <h1>
              {thing.name}
              {asOf}
            </h1>
          )}
        </DetailPage>
      )}
    />,
  );

describe('DetailPage', () => {
  it('shows a busy state while the data is on its way', async () => {
    page(queryIn({}));
    expect(await screen.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('reads a 404 as not found, with the way back to the list', async () => {
    page(queryIn({ isError: true, error: new ApiError(404, 'Not found') as never }));
    expect(await screen.findByTestId('thing-not-found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/');
  });

  it('says not found without asking when the id is missing', async () => {
    page(queryIn({}), true);
    expect(await screen.findByTestId('thing-not-found')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('offers "Try again" on another failure, which asks again', async () => {
    const refetch = vi.fn();
    page(queryIn({ isError: true, error: new Error('offline') as never, refetch } as never));
    expect(await screen.findByRole('alert')).toHaveTextContent('The thing could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('marks the page "Last updated" when its data is older than this visit and not refreshed', async () => {
    page(queryIn({ data: { name: 'Lamp' }, dataUpdatedAt: 1000, isStale: true }));
    expect(await screen.findByTestId('last-updated')).toHaveTextContent('Last updated');
  });

  it('shows the page, without a marker, when the data is current', async () => {
    page(queryIn({ data: { name: 'Lamp' }, dataUpdatedAt: Date.now() }));
    await screen.findByRole('heading', { name: 'Lamp' });
    expect(screen.queryByTestId('last-updated')).toBeNull();
  });
});

describe('Field, DetailSection and StatCard', () => {
  it('a field without a value reads "--", zero is a value', () => {
    renderWithProviders(
      <>
        <Field label="Email" testId="empty">
          {''}
        </Field>
        <Field label="Count" testId="zero">
          {0}
        </Field>
      </>,
    );
    expect(screen.getByTestId('empty')).toHaveTextContent('Email--');
    expect(screen.getByTestId('zero')).toHaveTextContent('Count0');
  });

  it('a section is headed by its title, beside what it sets aside', () => {
    renderWithProviders(
      <DetailSection title="Payouts" aside={<span>3</span>} testId="payouts">
        rows
      </DetailSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByTestId('payouts')).toHaveTextContent('Payouts3rows');
  });

  it('a stat card says its label, value and note', () => {
    renderWithProviders(<StatCard testId="spend" label="Spend" value="₹1,200.00" note="Completed bookings" />);
    expect(screen.getByTestId('spend')).toHaveTextContent('Spend₹1,200.00Completed bookings');
  });
});
