// The H5 build's minifier options (config/index.ts, and the bench's bare apps in tests/bench/fixture,
// so that their first loads compare). Taro's defaults keep every function's name and quote every
// object key; nothing reads a function's name, and an unquoted key is the same key.
module.exports = { enable: true, config: { keep_fnames: false, output: { keep_quoted_props: false, quote_keys: false } } }
