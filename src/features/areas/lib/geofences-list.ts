import { msg } from '@lingui/core/macro';
import { choiceOptions, defineList, textSearch } from '@/components/list/define-list';
import { GEOFENCES_LIST } from '@/shared/lists';

/** The zones' kinds as the console words them (list, filter, form, map). */
export const KIND_LABELS = {
  service: msg({ message: 'Service area', context: 'geofence kind' }),
  excluded: msg({ message: 'Excluded area', context: 'geofence kind' }),
  surcharge: msg({ message: 'Surcharge zone', context: 'geofence kind' }),
};

/** Settings → Geofences (issue 71): search by name, kind and status; highest priority first. */
export const geofencesList = defineList({
  ...GEOFENCES_LIST,
  screen: 'geofences',
  filters: {
    search: textSearch(msg`Search geofences`, msg`Search by name`),
    kind: {
      kind: 'select',
      ...choiceOptions(GEOFENCES_LIST.choices.kind, {
        all: msg({ message: 'All', context: 'geofence kind' }),
        ...KIND_LABELS,
      }),
      label: msg`Kind`,
    },
    status: {
      kind: 'status',
      ...choiceOptions(GEOFENCES_LIST.choices.status, {
        all: msg({ message: 'All', context: 'area status' }),
        active: msg({ message: 'Active', context: 'area status' }),
        inactive: msg({ message: 'Inactive', context: 'area status' }),
      }),
      label: msg`Status`,
    },
  },
  debounceMs: 300,
});
