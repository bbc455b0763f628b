// House rules that hold themselves: `npm run lint` (part of `npm test`'s typecheck step).
// Formatting is Prettier's (.prettierrc.json); ESLint checks what a formatter cannot: import order,
// import cycles, hooks, and TypeScript's own pitfalls.
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const importRules = {
  'import-x/order': [
    'error',
    {
      groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
      pathGroups: [
        { pattern: '@/**', group: 'internal' },
        { pattern: '@api/**', group: 'internal' },
      ],
      'newlines-between': 'ignore',
    },
  ],
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-duplicates': 'error',
  'import-x/no-self-import': 'error',
}

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  { ignores: ['dist/**', 'node_modules/**', '.swc/**', 'server/data/**', 'tests/e2e/screenshots/**', 'tests/bench/out/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...importRules,
      '@typescript-eslint/no-duplicate-enum-values': 'error',
      '@typescript-eslint/no-misused-new': 'error',
      '@typescript-eslint/no-unsafe-declaration-merging': 'error',
      '@typescript-eslint/prefer-as-const': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      'no-debugger': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  // A file of the product says one thing: at most 400 lines (issue 31).
  { files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts'], rules: { 'max-lines': ['error', { max: 400 }] } },
  {
    files: ['src/**/*.{ts,tsx}', 'types/**/*.ts', 'tests/**/*.{ts,tsx}', 'config/**/*.ts'],
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
  },
  {
    files: ['server/**/*.ts'],
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'server/tsconfig.json' })] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // A component test imports its subject after its jest.mock calls and its test language:
    // that order is the test's meaning, not a style.
    files: ['tests/component/**/*.{ts,tsx}'],
    rules: { 'import-x/order': 'off' },
  },
  prettier,
)
