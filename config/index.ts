import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type Chain from 'webpack-chain'
import devConfig from './dev'
import prodConfig from './prod'

// The mini-program cannot call a relative URL: it reads the API origin at build time.
// H5 is served by the API server itself, so it calls its own origin.
// Taro's config loader compiles only config/, so the route table is loaded through tsx.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const unregisterTsx = require('tsx/cjs/api').register()
const { customRoutes, ROUTES, urlOf } = require('../src/routes.ts') as typeof import('../src/routes')
const { KEYS } = require('../src/core/storage-keys.ts') as typeof import('../src/core/storage-keys')
const { START_TABLE } = require('../src/platform/start-table.ts') as typeof import('../src/platform/start-table')
const { packStartTable } = require('../src/start-table.ts') as typeof import('../src/start-table')
unregisterTsx()
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { BundleStatsPlugin } = require('../scripts/bundle-stats.cjs')
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { PreloadChunksPlugin } = require('../scripts/preload-chunks.cjs')
// eslint-disable-next-line @typescript-eslint/no-var-requires
const H5_TERSER = require('../scripts/h5-terser.cjs')

// The app's page list (src/app.config.ts) comes from the route table and the products'
// declarations (the registry, src/products.ts), which the persistent build cache does not follow
// from app.config: a changed route or a new page must invalidate it, or a build keeps the earlier
// page list.
const fs = require('fs') as typeof import('fs')
const routeFiles = [
  path.resolve(__dirname, '..', 'src', 'routes.ts'),
  path.resolve(__dirname, '..', 'src', 'products.ts'),
  ...fs
    .readdirSync(path.resolve(__dirname, '..', 'src', 'features'))
    .map((f) => path.resolve(__dirname, '..', 'src', 'features', f, 'product.ts'))
    .filter((f) => fs.existsSync(f)),
]

const apiBase = process.env.TARO_ENV === 'weapp' ? process.env.API_BASE || 'http://localhost:3000' : ''

/** The webpack chunk graph, as much of it as the H5 split below reads. */
interface ChunkGraphLike {
  getModuleChunks(m: unknown): { name?: string | null }[]
  getChunkModulesIterable(c: unknown): Iterable<{ resource?: string }>
}

/** The pages a cold visit lands on: sign-in, and the five tabs (their page modules). */
const SIGN_IN = /[\\/]src[\\/]pages[\\/]login[\\/]index\.tsx$/
const TABS = /[\\/]src[\\/]pages[\\/](home|manage|message|trip|user)[\\/]index\.tsx$/
/** A module of a script chunk: code, or data it imports (the language tables' JSON). */
const isScript = (module: { type?: string }) => /^(javascript|json)/.test(String(module.type))

/**
 * The common texts' start and app parts (src/i18n/core): a namespace's JSON imported with
 * `?part=start` or `?part=app` is cut to that part by scripts/texts-part-loader.cjs.
 */
function textsParts(chain: Chain): void {
  chain.module
    .rule('texts-part')
    .test(/\.json$/)
    .resourceQuery(/part=/)
    .use('texts-part')
    .loader(require.resolve('../scripts/texts-part-loader.cjs'))
}

/** MobX's ES module without the legacy array accessors it defines at load (scripts/mobx-array-buffer-loader.cjs). */
function mobxWithoutArrayBuffer(chain: Chain): void {
  chain.module
    .rule('mobx-array-buffer')
    .test(/[\\/]node_modules[\\/]mobx[\\/]dist[\\/]mobx\.esm\.js$/)
    .use('mobx-array-buffer')
    .loader(require.resolve('../scripts/mobx-array-buffer-loader.cjs'))
}

const pageChunks = new WeakMap<object, 'sign-in' | 'tab' | 'other'>()

/** Which of the first pages a page's chunk is, if any. */
function firstPageOf(chunk: object, graph: ChunkGraphLike): 'sign-in' | 'tab' | 'other' {
  let kind = pageChunks.get(chunk)
  if (kind === undefined) {
    kind = 'other'
    for (const m of graph.getChunkModulesIterable(chunk)) {
      if (m.resource && SIGN_IN.test(m.resource)) kind = 'sign-in'
      else if (m.resource && TABS.test(m.resource)) kind = 'tab'
    }
    pageChunks.set(chunk, kind)
  }
  return kind
}

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'corporate-travel',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {
      API_BASE: JSON.stringify(apiBase),
      // H5 starts with the products' pages, powers and storage keys as data (src/start-table.ts).
      START_TABLE_BUILT: JSON.stringify(packStartTable(START_TABLE)),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@api': path.resolve(__dirname, '..', 'types', 'api'),
    },
    copy: { patterns: process.env.TARO_ENV === 'weapp' ? [{ from: 'src/theme.json', to: 'dist/weapp/theme.json' }] : [], options: {} },
    framework: 'react',
    // H5's minifier options (scripts/h5-terser.cjs); the mini-program keeps Taro's.
    terser: process.env.TARO_ENV === 'h5' ? H5_TERSER : undefined,
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Not for the mini-program: its subpackage common chunks, rebuilt from the persistent cache after
    // a module was added or removed, pointed at modules that were no longer in them (pages failed to
    // load); a build without the cache takes about half a minute.
    cache: { enable: process.env.TARO_ENV !== 'weapp', buildDependencies: { routes: routeFiles } },
    mini: {
      // The typed contract in types/api holds a few runtime constants (header names, codes).
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      // What only subpackages use leaves the main package. No `exclude`: Taro's optimizer stops
      // reading a subpackage's modules at the first excluded one (in identifier order), so excluding
      // Babel's runtime helpers kept every module after them (the locales' JSON, TypeBox, …) in the
      // main package. The mini-program check renders every page without it.
      optimizeMainPackage: { enable: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      // `npm run bench` asks for the bundle analysis of the main package too (scripts/bundle-stats.cjs).
      webpackChain(chain) {
        textsParts(chain)
        mobxWithoutArrayBuffer(chain)
        if (process.env.BUNDLE_STATS) chain.plugin('bundle-stats').use(BundleStatsPlugin, [path.resolve(process.env.BUNDLE_STATS)])
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      // Pictures are files, never text inside a script: the tab bar's icons (named by the app's
      // configuration) were half of them and came with the first load as 9 KB of script.
      // Named by their content, as scripts are, so that the server lets browsers keep them.
      imageUrlLoaderOption: {
        limit: 1,
        name: (file: string) => file.replace(/^(.*[\\/])?src[\\/]/, 'static/images/').replace(/(\.\w+)$/, '.[contenthash:8]$1'),
      },
      compile: { include: [path.resolve(__dirname, '..', 'types')] },
      // Sizes are held to our own budgets by `npm run bench`, not webpack's generic hint.
      webpackChain(chain, webpack) {
        chain.performance.hints(false)
        textsParts(chain)
        mobxWithoutArrayBuffer(chain)
        // Every browser of package.json's browserslist has async functions (the entry's top-level await
        // compiles to them); webpack's target does not read that list.
        chain.output.set('environment', { ...chain.output.get('environment'), asyncFunction: true })
        // Taro's components as plain elements (src/platform/components.h5.tsx), and its tab bar
        // (src/platform/router-tab-bar.h5.ts): no web component, nor the Stencil runtime under them,
        // in the first load.
        const platform = (file: string) => path.resolve(__dirname, '..', 'src', 'platform', file)
        chain.plugin('html-components').use(webpack.NormalModuleReplacementPlugin, [
          /^@tarojs\/components$/,
          (resource: { request: string; context?: string }) => {
            if (resource.context?.startsWith(path.resolve(__dirname, '..', 'src'))) resource.request = platform('components.h5.tsx')
          },
        ])
        chain.plugin('html-tab-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\/tabbar\.js$/,
          (resource: { request: string; context?: string }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]dist$/.test(resource.context ?? '')) resource.request = platform('router-tab-bar.h5.ts')
          },
        ])
        // Nor Taro's navigation bar, which no page shows (src/platform/router-navigation-bar.h5.ts).
        chain.plugin('no-navigation-bar').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\/(navigationBar|navigation-bar)\.js$/,
          (resource: { request: string; context?: string }) => {
            if (/[\\/]@tarojs[\\/]router[\\/]dist([\\/]router)?$/.test(resource.context ?? '')) resource.request = platform('router-navigation-bar.h5.ts')
          },
        ])
        // Nor the stylesheet of Taro's web components (its icon font as 6 KB of base64, WeUI's radio and
        // checkbox, a wrapper class nothing sets): none of those components is used.
        chain
          .plugin('no-taro-components-css')
          .use(webpack.NormalModuleReplacementPlugin, [/[\\/]taro-components[\\/]taro-components\.css$/, platform('no-taro-components-css.h5.ts')])
        // Taro's entry evaluates every module of the first load and then creates the app, its router and
        // tab bar in the same task. It yields once in between, so that the two halves are two tasks of
        // the main thread rather than one long one (a tap or a frame can come between them).
        chain.plugin('mainPlugin').tap((args) => {
          const meta: { extraImportForWeb?: string; execBeforeCreateWebApp?: string } = (args[0].loaderMeta ??= {})
          meta.execBeforeCreateWebApp = `${meta.execBeforeCreateWebApp ?? ''}await new Promise((resolve) => setTimeout(resolve, 0))\n`
          // Taro's pull-to-refresh web component serves pages with enablePullDownRefresh, which no page
          // sets (the lists pull with PullList): it is not defined at start.
          const pullToRefresh = /^.*TaroPullToRefreshCore.*\n/gm
          meta.extraImportForWeb = (meta.extraImportForWeb ?? '').replace(pullToRefresh, '')
          meta.execBeforeCreateWebApp = meta.execBeforeCreateWebApp.replace(pullToRefresh, '')
          return args
        })
        // Every page is its own chunk, and Taro splits only the first load: the code nearly every
        // page uses (Taro's components, the JSX runtime, mobx-react, the Page frame and kit) was
        // copied into each page's chunk, so opening /#/home and then /#/login
        // downloaded and parsed it twice. It is one shared chunk now, loaded with the first page.
        // Scripts only: each page keeps its styles in the order it imports them.
        chain.optimization.splitChunks({
          ...chain.optimization.get('splitChunks'),
          cacheGroups: {
            ...chain.optimization.get('splitChunks')?.cacheGroups,
            // The app's start-up (src/app-start.ts, its own chunk on H5) is loaded before any page:
            // what it holds is not copied into the pages that use it too.
            appStart: {
              name: 'app-core',
              chunks: 'async',
              priority: 60,
              enforce: true,
              test: (module: { type?: string }, { chunkGraph }: { chunkGraph: { getModuleChunks(m: unknown): { name?: string | null }[] } }) =>
                !String(module.type).startsWith('css') && chunkGraph.getModuleChunks(module).some((c) => c.name === 'app-start'),
            },
            // What sign-in uses of it is loaded with every first page; what only the tabs use of it
            // (the lists, the formats) with the first tab; the rest (the booking rules, the traveller
            // and company-field forms, …) waits for the first page that needs it.
            pages: {
              name: 'pages-shared',
              chunks: 'async',
              minChunks: 20,
              priority: 50,
              enforce: true,
              test: (module: { type?: string }, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
                isScript(module) && chunkGraph.getModuleChunks(module).some((c) => firstPageOf(c, chunkGraph) === 'sign-in'),
            },
            tabs: {
              name: 'tabs-shared',
              chunks: 'async',
              minChunks: 20,
              priority: 45,
              enforce: true,
              test: (module: { type?: string }, { chunkGraph }: { chunkGraph: ChunkGraphLike }) =>
                isScript(module) && chunkGraph.getModuleChunks(module).some((c) => firstPageOf(c, chunkGraph) === 'tab'),
            },
            pagesRest: {
              name: 'pages-common',
              chunks: 'async',
              minChunks: 20,
              priority: 40,
              enforce: true,
              test: (module: { type?: string }) => isScript(module),
            },
          },
        })
        // Every first page needs the shared chunk and the app's start-up: the HTML asks for them
        // beside the entry script, and for the first page's own code (the page its address names,
        // or sign-in when it needs a session and none is kept) and the interface language's texts.
        const open = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).filter((name) => (ROUTES[name] as { open?: boolean }).open).map((name) => urlOf(name))
        chain.plugin('preload-chunks').use(PreloadChunksPlugin, [
          ['pages-shared', 'app-core'],
          {
            routes: customRoutes(),
            open,
            home: urlOf('home'),
            login: urlOf('login'),
            // The start language's texts too (src/platform/core-texts.h5.ts), by stored language key.
            texts: { CN: 'texts-zh-CN', TC: 'texts-zh-TW', EN: 'texts-en', JAP: 'texts-ja' },
            // And their app part, for any first page but sign-in.
            appTexts: { CN: 'app-texts-zh-CN', TC: 'app-texts-zh-TW', EN: 'app-texts-en', JAP: 'app-texts-ja' },
            keys: { token: KEYS.token, language: KEYS.language, followSystemLanguage: KEYS.followSystemLanguage },
          },
        ])
        // `npm run bench` asks for the bundle analysis (scripts/bundle-stats.cjs).
        if (process.env.BUNDLE_STATS) chain.plugin('bundle-stats').use(BundleStatsPlugin, [path.resolve(process.env.BUNDLE_STATS)])
      },
      router: {
        mode: 'hash',
        customRoutes: customRoutes(),
      },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  return merge({}, base, mode === 'development' ? devConfig : prodConfig)
})
