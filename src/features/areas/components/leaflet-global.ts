import L from 'leaflet';

// geoman's module reads Leaflet from the global `L` when it is evaluated: this module is imported before it.
(globalThis as unknown as { L: typeof L }).L = L;

export default L;
