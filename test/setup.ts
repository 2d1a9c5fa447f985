import { afterEach } from 'vitest';
import { cleanup } from 'ink-testing-library';

// React 19 only flushes effects inside act() when this flag is set (docs/tui-practices.md §4.5).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});
