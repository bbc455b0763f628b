const base = require('@tarojs/test-utils-react/dist/jest.js').default({})

module.exports = {
  ...base,
  rootDir: __dirname,
  bail: 0,
  verbose: false,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit', '<rootDir>/tests/component'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Platform files come in x.h5.ts / x.weapp.ts pairs; tests run the H5 side.
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
  transform: {
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  transformIgnorePatterns: [
    // Ignore node_modules except these packages (also when nested, as in @tarojs/taro-h5/dist/node_modules).
    '^(?!.*node_modules/(@tarojs|@stencil|taro-ui|swiper|lodash-es|query-string|decode-uri-component|split-on-first|filter-obj|style-inject)/).*node_modules/',
  ],
  moduleNameMapper: {
    ...(base.moduleNameMapper || {}),
    '\\.(css|scss|sass|less)$': '<rootDir>/tests/setup/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@api/(.*)$': '<rootDir>/types/api/$1',
    // The H5 build's components (config/index.ts): View and Text as plain elements, the rest Taro's.
    '@tarojs/components$': '<rootDir>/src/platform/components.h5.tsx',
    // The common texts of the four languages at once, as the mini-program has them: a test imports
    // i18next without the H5 start-up that loads the interface language's first
    // (tests/unit/platform/core-texts.test.ts loads them the H5 way).
    '/platform/core-texts$': '<rootDir>/src/platform/core-texts.weapp.ts',
    // The start table from the declarations, as the mini-program works it out (H5's is built in).
    '/platform/start-table$': '<rootDir>/src/platform/start-table.weapp.ts',
    // A namespace's start or app part (scripts/texts-part-loader.cjs cuts them in the builds) is
    // the whole table here: the two parts together are the whole, as the mini-program has them.
    '^\\.\\./locales/(.+\\.json)\\?part=(start|app)$': '<rootDir>/src/i18n/locales/$1',
  },
  setupFiles: ['<rootDir>/tests/setup/env.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/after-env.js'],
}
