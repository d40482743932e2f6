import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { ModuleKey } from '@/shared/modules';
import {
  type MenuEntry,
  groupState,
  modulesToSave,
  permissionGroups,
  sameModules,
  setGroup,
} from './permission-groups';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const words = (entries: { message?: string | undefined }[]) => entries.map((e) => e.message);

/** The side menu's shape (src/app/navigation/menu.ts), trimmed to the entries these tests read. */
const MENU: MenuEntry[] = [
  { id: 'dashboard', type: 'link', label: msg`Dashboard`, permission: 'dashboard' },
  { id: 'orders', type: 'link', label: msg`Bookings`, permission: 'bookings' },
  {
    id: 'people',
    type: 'sub',
    label: msg`Users`,
    children: [
      { id: 'customers', type: 'link', label: msg`Customers`, permission: 'customer' },
      { id: 'merchants', type: 'link', label: msg`Merchants`, permission: 'merchants' },
      { id: 'agents', type: 'link', label: msg`Agents`, permission: 'agents' },
    ],
  },
  {
    id: 'services',
    type: 'sub',
    label: msg`Services`,
    children: [{ id: 'products', type: 'link', label: msg`Products`, permission: 'services' }],
  },
  {
    id: 'money',
    type: 'sub',
    label: msg`Money`,
    children: [
      { id: 'transactions', type: 'link', label: msg`Transactions`, permission: 'transactions' },
      { id: 'payouts', type: 'link', label: msg`Payouts`, permission: 'payouts' },
    ],
  },
  { id: 'api-reference', type: 'extTabLink', label: msg`API reference` },
];

describe('the permissions checklist', () => {
  const operator: ModuleKey[] = [
    'dashboard',
    'bookings',
    'customer',
    'merchants',
    'transactions',
    'payouts',
    'services',
    'users',
  ];
  const groups = permissionGroups(operator, MENU);

  it('groups the operator’s modules like the menu: top-level links, then each submenu, then the rest', () => {
    expect(ids(groups)).toEqual(['main', 'people', 'services', 'money', 'other']);
    expect(groups[0]?.choices.map((c) => c.module)).toEqual(['dashboard', 'bookings']);
    expect(groups[1]?.choices.map((c) => c.module)).toEqual(['customer', 'merchants']);
    expect(groups[3]?.choices.map((c) => c.module)).toEqual(['transactions', 'payouts']);
    // A module no menu entry opens is still grantable, without entries.
    expect(groups[4]?.choices).toEqual([{ module: 'users', entries: [] }]);
  });

  it('shows which menu entries each choice opens, and leaves out modules the operator lacks', () => {
    const products = groups[2]?.choices[0];
    expect(products?.module).toBe('services');
    expect(words(products?.entries ?? [])).toEqual(['Products']);
    expect(groups.flatMap((g) => g.choices).some((c) => c.module === 'agents')).toBe(false);
  });

  it('ticks or clears a whole group, keeping locked choices as they stand', () => {
    const money = groups[3];
    if (!money) throw new Error('no money group');
    const none = new Set<ModuleKey>(['dashboard']);
    expect(groupState(money, none)).toBe('none');
    const all = setGroup(money, none, true, new Set());
    expect(groupState(money, all)).toBe('all');
    const some = setGroup(money, all, false, new Set<ModuleKey>(['payouts']));
    expect([...some].sort()).toEqual(['dashboard', 'payouts']);
    expect(groupState(money, some)).toBe('some');
  });

  it('sends the ticked modules in the operator’s order, dashboard only when ticked, and tells unsaved changes', () => {
    expect(modulesToSave(operator, new Set<ModuleKey>(['payouts', 'bookings']))).toEqual(['bookings', 'payouts']);
    expect(modulesToSave(operator, new Set<ModuleKey>(['payouts', 'dashboard']))).toEqual(['dashboard', 'payouts']);
    expect(sameModules(new Set<ModuleKey>(['a' as ModuleKey]), new Set<ModuleKey>(['a' as ModuleKey]))).toBe(true);
    expect(sameModules(new Set<ModuleKey>(['payouts']), new Set<ModuleKey>(['bookings']))).toBe(false);
  });
});
