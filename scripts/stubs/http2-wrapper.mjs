import { unused } from './unused.mjs';

export default {
  get auto() {
    return unused('http2 support (http2-wrapper)');
  },
  get globalAgent() {
    return unused('http2 support (http2-wrapper)');
  },
};
