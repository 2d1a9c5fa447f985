// The linter keeps the house rules of docs/architecture.md: which layer may import which, promises that are
// awaited or marked `void`, the rules of hooks, and the 300-line file rule. Layout is Prettier's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { houseRules } from './scripts/eslint/houseRules.js';

/** An import of the src/ layer `name`, from any depth. */
const layerPatterns = (names) =>
  names.map((name) => ({
    group: [`**/${name}`, `**/${name}/**`, `!./**`],
    message: `this layer may not import ${name}/ (docs/architecture.md: imports point one way)`,
  }));

/** Files of one layer and the layers they may not import. */
const layerRule = (layer, forbidden) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(forbidden) }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', '.runtimes/**', 'release/**', 'node_modules/**', '**/*.d.ts'] },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    rules: {
      // Control characters in patterns are this code's subject: cleaning what servers send, reading key presses.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // test/setup.ts unmounts rendered apps only when this helper was loaded (it keeps Ink out of other files).
    files: ['test/**/*.{ts,tsx}'],
    ignores: ['test/helpers/inkTesting.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'ink-testing-library', message: 'Import it from test/helpers/inkTesting.ts.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { house: houseRules },
    rules: { 'house/long-file-note': 'error' },
  },
  layerRule('api', ['state', 'screens', 'components', 'cli', 'config', 'emulator', 'project']),
  layerRule('config', ['state', 'screens', 'components', 'cli', 'emulator', 'project']),
  // project/: agentdeck.toml, its sources and the plan; reads files and env (as config/) and the cloud (api/).
  layerRule('project', ['state', 'screens', 'components', 'cli', 'emulator']),
  layerRule('state', ['screens', 'components', 'cli', 'emulator']),
  layerRule('components', ['screens', 'state', 'cli', 'emulator', 'project']),
  layerRule('cli', ['screens', 'components', 'state']),
  layerRule('emulator', ['state', 'screens', 'components', 'cli', 'config', 'project']),
);
