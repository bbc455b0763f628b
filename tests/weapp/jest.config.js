// Checks the built mini-program (dist/weapp) offline: the official wcc/wcsc compilers and
// miniprogram-simulate. Run after `npm run build:weapp`.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.js'],
  transform: {},
}
