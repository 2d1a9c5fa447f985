import { unused } from './unused.mjs';

export class CacheError extends Error {}

export default class CacheableRequest {
  constructor() {
    unused('HTTP cache (cacheable-request)');
  }
}
