// Bundle analysis for `npm run bench` (issue 9): a webpack plugin that writes, per chunk, its
// files and the modules in it with their sizes (webpack's source size, before minifying;
// concatenated modules are listed one by one). Added to a build when BUNDLE_STATS names the
// JSON file to write (config/index.ts, H5 and mini-program, and the bench fixture's config).
const { writeFileSync, mkdirSync } = require('node:fs')
const { dirname, relative } = require('node:path')

class BundleStatsPlugin {
  constructor(file) {
    this.file = file
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleStatsPlugin', (compilation) => {
      const root = compiler.context
      const name = (m) => {
        const resource = m.resource || (m.rootModule && m.rootModule.resource) || m.identifier()
        const rel = relative(root, resource.split('!').pop().split('?')[0]).replace(/\\/g, '/')
        // Packages by their path inside node_modules, wherever it is linked from.
        const at = rel.indexOf('node_modules/')
        return at > 0 ? rel.slice(at) : rel
      }
      const flatten = (m) => (m.modules ? [...m.modules].flatMap(flatten) : [m])
      const chunks = []
      for (const chunk of compilation.chunks) {
        const modules = []
        for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of flatten(m)) {
            if (inner.type && inner.type.startsWith('css/')) continue
            modules.push({ name: name(inner), size: inner.size('javascript') || inner.size() })
          }
        }
        modules.sort((a, b) => b.size - a.size)
        chunks.push({
          id: chunk.id,
          names: [...(chunk.name ? [chunk.name] : [])],
          initial: chunk.canBeInitial(),
          files: [...chunk.files].filter((f) => f.endsWith('.js')),
          modules,
        })
      }
      mkdirSync(dirname(this.file), { recursive: true })
      writeFileSync(this.file, JSON.stringify({ context: root, chunks }))
    })
  }
}

module.exports = { BundleStatsPlugin }
