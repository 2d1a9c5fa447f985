import { unused } from './unused.mjs';

export default class CacheableLookup {
  constructor() {
    unused('DNS cache (cacheable-lookup)');
  }
}
