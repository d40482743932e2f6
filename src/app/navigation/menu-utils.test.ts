import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from './menu';
import { buildLink, filterMenu, firstScreen, isActive, openSubmenuFor, screensOf } from './menu-utils';

const ids = (items: MenuItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);

describe('filterMenu', () => {
  it('shows a sub-admin with dashboard and bookings only those two (and items without a permission)', () => {
    expect(ids(filterMenu(MENU, ['dashboard', 'bookings']))).toEqual(['dashboard', 'orders', 'api-reference']);
  });

  it('keeps a submenu with only its permitted children', () => {
    const menu = filterMenu(MENU, ['payouts']);
    const money = menu.find((i) => i.id === 'money');
    expect(money?.children?.map((c) => c.id)).toEqual(['payouts']);
  });

  it('shows everything to a user with every module', () => {
    const all = ids(MENU).length;
    const modules = MENU.flatMap(function collect(i): string[] {
      return [...(i.permission ? [i.permission] : []), ...(i.children ?? []).flatMap(collect)];
    });
    expect(ids(filterMenu(MENU, modules))).toHaveLength(all);
  });
});

describe('buildLink', () => {
  const support = MENU.find((i) => i.id === 'support') as MenuItem;
  const people = MENU.find((i) => i.id === 'people') as MenuItem;

  it('joins the parents’ routes and the item’s own', () => {
    expect(buildLink([support], support.children?.[0] as MenuItem)).toBe('/support/customer_support');
  });

  it('skips parents without a route segment', () => {
    expect(buildLink([people], people.children?.[1] as MenuItem)).toBe('/userss/service_providers');
  });

  it('leaves external links alone', () => {
    const api = MENU.find((i) => i.id === 'api-reference') as MenuItem;
    expect(buildLink([], api)).toBe('/api/v1/openapi.json');
  });
});

describe('active item', () => {
  it('matches the link and the pages below it, not siblings with the same prefix', () => {
    expect(isActive('/orders', '/orders/order_details/1')).toBe(true);
    expect(isActive('/orders', '/ordersx')).toBe(false);
  });

  it('opens the submenu holding the current page', () => {
    expect(openSubmenuFor(MENU, '/support/provider_support')).toBe('support');
    expect(openSubmenuFor(MENU, '/payouts')).toBe('money');
    expect(openSubmenuFor(MENU, '/dashboard')).toBeNull();
  });
});

describe('firstScreen', () => {
  it('is the dashboard for a user who may open it', () => {
    expect(firstScreen(MENU, ['bookings', 'dashboard'])).toBe('/dashboard');
  });

  it('is the first screen of the menu a user without the dashboard may open (finance: transactions)', () => {
    expect(firstScreen(MENU, ['payouts', 'transactions'])).toBe('/transactions');
    expect(firstScreen(MENU, ['reports', 'merchants'])).toBe('/merchants');
  });

  it('is null for a user who may open no screen', () => {
    expect(firstScreen(MENU, [])).toBeNull();
  });
});

describe('screensOf', () => {
  it('lists the screens in menu order with their URLs, without external links', () => {
    expect(screensOf(filterMenu(MENU, ['payouts', 'transactions', 'reports'])).map((s) => s.link)).toEqual([
      '/transactions',
      '/payouts',
      '/reports',
    ]);
  });
});
