import { readFileSync } from 'node:fs';
import { afterEach } from 'vitest';
import { setOwnTextSource } from '../src/api/redact/ownText.js';

// React 19 only flushes effects inside act() when this flag is set (docs/architecture.md, "Tests").
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Only where a test rendered: loading ink-testing-library (Ink, React, yoga) costs ≈ 0.7 s per test file.
afterEach(async () => {
  if ((globalThis as { __agentdeckInkTesting?: boolean }).__agentdeckInkTesting)
    (await import('./helpers/inkTesting.js')).cleanup();
});

// Redaction keeps agentdeck's own fixed text (src/api/redact/ownText.ts): the bundles have the list compiled in; code run
// from src/ reads the list the build wrote beside them (test/globalSetup.ts builds dist/ first).
setOwnTextSource(() => {
  try {
    return JSON.parse(readFileSync(new URL('../dist/own-text.json', import.meta.url), 'utf8')) as string[];
  } catch {
    return [];
  }
});
