// ink-testing-library, as every test imports it: loading it marks the run, so test/setup.ts unmounts what a test
// rendered, and a file that renders nothing never loads Ink, React and yoga (≈ 0.7 s of each test file's start).
export * from 'ink-testing-library';

(globalThis as { __agentdeckInkTesting?: boolean }).__agentdeckInkTesting = true;
