import { afterEach } from 'vitest';
import { cleanup } from 'ink-testing-library';

// React 19 only flushes effects inside act() when this flag is set (docs/architecture.md, "Tests").
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});
