import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleKey } from '@/shared/modules';

/** What the checklist reads of a menu item (the app's `MenuEntry`, passed in by the route). */
export type MenuEntry = {
  id: string;
  type: 'link' | 'extLink' | 'extTabLink' | 'sub';
  label: MessageDescriptor;
  permission?: ModuleKey | undefined;
  children?: readonly MenuEntry[] | undefined;
};

/** Every module's name on the permissions page. */
export const MODULE_LABELS: Record<ModuleKey, MessageDescriptor> = {
  dashboard: msg({ message: 'Dashboard', context: 'module' }),
  services_types: msg({ message: 'Service types', context: 'module' }),
  users: msg({ message: 'Users', context: 'module' }),
  service_providers: msg({ message: 'Service providers', context: 'module' }),
  services: msg({ message: 'Products and services', context: 'module' }),
  bookings: msg({ message: 'Bookings', context: 'module' }),
  transactions: msg({ message: 'Transactions', context: 'module' }),
  payouts: msg({ message: 'Payouts', context: 'module' }),
  support_chat: msg({ message: 'Support chat', context: 'module' }),
  marketing: msg({ message: 'Marketing', context: 'module' }),
  'sub-admins': msg({ message: 'Sub-admins', context: 'module' }),
  settings: msg({ message: 'Settings', context: 'module' }),
  configuration: msg({ message: 'Configuration', context: 'module' }),
  customer: msg({ message: 'Customers', context: 'module' }),
  customer_support: msg({ message: 'Customer support', context: 'module' }),
  provider_support: msg({ message: 'Provider support', context: 'module' }),
  app_banners: msg({ message: 'App banners', context: 'module' }),
  coupon: msg({ message: 'Coupons', context: 'module' }),
  notifications: msg({ message: 'Notifications', context: 'module' }),
  faqs: msg({ message: 'FAQs', context: 'module' }),
  cms: msg({ message: 'Content pages', context: 'module' }),
  languages: msg({ message: 'Languages', context: 'module' }),
  city: msg({ message: 'Cities', context: 'module' }),
  geofence: msg({ message: 'Geofences', context: 'module' }),
  merchants: msg({ message: 'Merchants', context: 'module' }),
  agents: msg({ message: 'Agents', context: 'module' }),
  reports: msg({ message: 'Reports', context: 'module' }),
  catalogues: msg({ message: 'Categories', context: 'module' }),
};

export type PermissionChoice = {
  module: ModuleKey;
  /** The menu entries this module opens (their labels, in menu order); none for a module without a screen. */
  entries: MessageDescriptor[];
};

export type PermissionGroup = {
  /** The menu group's id (`people`, `money` …), `main` for the menu's top-level links, `other` for the rest. */
  id: string;
  /** The group's menu label; null for the top-level links and for the modules the menu does not show. */
  label: MessageDescriptor | null;
  choices: PermissionChoice[];
};

/**
 * The operator's modules as the menu groups them: first the modules of the menu's top-level links (Dashboard,
 * Bookings …), then one group per submenu (Users, Services, Money …) in menu order, then the modules no menu
 * entry opens (`other`). Each choice lists the menu entries it opens. Only the operator's modules appear;
 * empty groups are left out.
 */
export function permissionGroups(operatorModules: readonly ModuleKey[], menu: readonly MenuEntry[]): PermissionGroup[] {
  const granted = new Set(operatorModules);
  const placed = new Set<ModuleKey>();
  const main: PermissionGroup = { id: 'main', label: null, choices: [] };
  const groups: PermissionGroup[] = [main];

  const add = (group: PermissionGroup, item: MenuEntry) => {
    const module = item.permission;
    if (!module || !granted.has(module)) return;
    const existing = groups.flatMap((g) => g.choices).find((c) => c.module === module);
    if (existing) {
      existing.entries.push(item.label);
      return;
    }
    group.choices.push({ module, entries: [item.label] });
    placed.add(module);
  };

  for (const item of menu) {
    if (item.type === 'sub') {
      const group: PermissionGroup = { id: item.id, label: item.label, choices: [] };
      groups.push(group);
      for (const child of item.children ?? []) add(group, child);
    } else add(main, item);
  }
  const other: PermissionGroup = {
    id: 'other',
    label: null,
    choices: operatorModules.filter((m) => !placed.has(m)).map((module) => ({ module, entries: [] })),
  };
  groups.push(other);
  return groups.filter((g) => g.choices.length > 0);
}

/** A group's select-all box: every choice ticked, some, or none (locked choices count as they stand). */
export function groupState(group: PermissionGroup, selected: ReadonlySet<ModuleKey>): 'all' | 'some' | 'none' {
  const ticked = group.choices.filter((c) => selected.has(c.module)).length;
  if (ticked === 0) return 'none';
  return ticked === group.choices.length ? 'all' : 'some';
}

/**
 * Ticks (`on`) or clears a whole group; choices in `locked` keep their state (a module the caller does not
 * hold cannot be given or taken).
 */
export function setGroup(
  group: PermissionGroup,
  selected: ReadonlySet<ModuleKey>,
  on: boolean,
  locked: ReadonlySet<ModuleKey>,
): Set<ModuleKey> {
  const next = new Set(selected);
  for (const { module } of group.choices) {
    if (locked.has(module)) continue;
    if (on) next.add(module);
    else next.delete(module);
  }
  return next;
}

/**
 * The modules to send, in the operator's order. Dashboard is one like the others: a new sub-admin gets it by
 * default (spec part 2 §6), and it may be taken away (the account then lands on its first other screen).
 */
export function modulesToSave(operatorModules: readonly ModuleKey[], selected: ReadonlySet<ModuleKey>): ModuleKey[] {
  return operatorModules.filter((m) => selected.has(m));
}

/** True when the two choices differ (unsaved changes). */
export function sameModules(a: ReadonlySet<ModuleKey>, b: ReadonlySet<ModuleKey>): boolean {
  return a.size === b.size && [...a].every((m) => b.has(m));
}
