import { loadOfflineBannerAhead } from './app/offline-banner-ahead';
import { loadStoredCatalogueAhead, readPersistedCacheAhead } from './lib/read-ahead';

// Evaluated before the rest of the start-up code (main.tsx imports this first): what the first screen needs from
// the device is asked for now and arrives while React, Mantine and the router are being evaluated (issue 22).
readPersistedCacheAhead();
loadStoredCatalogueAhead();
loadOfflineBannerAhead();
