// H5 build: the page's HTML asks for the named chunks (the code every page shares) at once,
// beside the entry script, instead of after the entry has run and the router has asked for the
// first page (one round trip less before the first page shows). Uses the html-webpack-plugin
// that Taro's H5 build writes index.html with.
const HtmlWebpackPlugin = require('html-webpack-plugin')

class PreloadChunksPlugin {
  constructor(names) {
    this.names = new Set(names)
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath || '/'
        for (const chunk of compilation.chunks) {
          if (!this.names.has(chunk.name)) continue
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadChunksPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            })
          }
        }
        return data
      })
    })
  }
}

module.exports = { PreloadChunksPlugin }
