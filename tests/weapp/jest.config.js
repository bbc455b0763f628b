// Checks the built mini-program (dist/weapp) offline: the official wcc/wcsc compilers and
// miniprogram-simulate. Run after `npm run build:weapp`.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.js'],
  transform: {},
  // A test waits for several answers, each up to dom.js's WAIT_MS, beside the H5 build.
  testTimeout: 60000,
}
