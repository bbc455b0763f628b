// babel-preset-taro compiles both targets; jest reuses it through the test-utils transformer.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
}
