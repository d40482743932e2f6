import { readPersistedCacheAhead } from './lib/read-ahead';

readPersistedCacheAhead();
