// What a kit primitive costs in the bundle, taro-ui's component against ours (docs/kit.md): each
// is bundled alone with esbuild (minified; React and Taro are shared by every page, so they are
// left out) and its stylesheet compiled with sass, both measured gzipped. The figures decide
// where the kit uses taro-ui and where it keeps its own component.
import { build } from 'esbuild'
import { Logger, compile } from 'sass'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const UI = join(process.cwd(), 'node_modules/taro-ui/lib')
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@tarojs/*', 'react-i18next', 'i18next']
// The kit's texts (@/i18n: its namespace in four languages) are loaded once for every screen with a
// sheet or a tag, and taro-ui's components carry none, so they are left out like React.
const sharedTexts = { name: 'shared-texts', setup: (b) => b.onResolve({ filter: /^@\/i18n\// }, (a) => ({ path: a.path, external: true })) }

// [kit primitive, taro-ui components (JS), taro-ui stylesheets, our module]
const PAIRS = [
  ['sheet / action sheet', ['action-sheet', 'float-layout'], ['action-sheet', 'float-layout'], 'src/components/ui/sheet.tsx'],
  ['button', ['button'], ['button', 'loading'], 'src/components/ui/button.tsx'],
  [
    'segmented, toggle, form row',
    ['segmented-control', 'switch', 'input', 'list'],
    ['segmented-control', 'switch', 'input', 'list'],
    'src/components/ui/form.tsx',
  ],
  ['loading / empty / error', ['activity-indicator', 'load-more'], ['activity-indicator', 'load-more'], 'src/components/ui/states.tsx'],
  ['tag', ['tag'], ['tag'], 'src/components/ui/tag.tsx'],
  ['timeline', ['timeline'], ['timeline'], 'src/components/ui/timeline.tsx'],
]

const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length

async function js(entry, contents) {
  const r = await build({
    stdin: contents ? { contents, resolveDir: process.cwd(), loader: 'js' } : undefined,
    entryPoints: contents ? undefined : [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    external: EXTERNAL,
    plugins: [sharedTexts],
    jsx: 'automatic',
    loader: { '.scss': 'empty', '.css': 'empty' },
    alias: { '@': join(process.cwd(), 'src') },
    logLevel: 'silent',
  })
  return gz(r.outputFiles[0].text)
}

function css(files) {
  return gz(files.map((f) => compile(f, { style: 'compressed', loadPaths: [join(process.cwd(), 'node_modules')], logger: Logger.silent }).css).join(''))
}

export default async function ({ report }) {
  const ours = css([join(process.cwd(), 'src/components/ui/ui.scss')])
  report('kit stylesheet ui.scss (gzip)', `${(ours / 1024).toFixed(1)} KB`, 'report', true)
  for (const [name, comps, styles, mine] of PAIRS) {
    const theirsJs = await js(null, comps.map((c, i) => `export { default as C${i} } from '${UI}/components/${c}/index.js'`).join('\n'))
    // Each taro-ui stylesheet needs the library's variables and mixins first.
    const theirsCss = css(styles.map((s) => join(UI, 'style/components', `${s}.scss`)))
    const mineJs = await js(mine)
    report(
      `kit ${name}: taro-ui vs ours (gzip JS + CSS)`,
      `${((theirsJs + theirsCss) / 1024).toFixed(1)} KB vs ${(mineJs / 1024).toFixed(1)} KB + shared CSS`,
      'report',
      true,
    )
  }
}
