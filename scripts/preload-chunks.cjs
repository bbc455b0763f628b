// H5 build: the page's HTML asks for the named chunks (the code every page shares) at once,
// beside the entry script, instead of after the entry has run and the router has asked for the
// first page (one round trip less before the first page shows). Uses the html-webpack-plugin
// that Taro's H5 build writes index.html with.
//
// With `pages` it also asks for the first page's own code and styles at once: a small script in
// the HTML reads the address (and whether a session is kept; without one a page that needs it
// shows sign-in, as src/platform/route-guard.h5.ts decides) and preloads that page's chunks, which
// the router would otherwise ask for only once the entry and the start-up have run.
const HtmlWebpackPlugin = require('html-webpack-plugin')

/**
 * The script that preloads the first page's files and the start language's texts: `files` every
 * file named, `pages` the address → indexes into `files`, `texts` the stored language key → the
 * same, `appTexts` the same for the texts' app part, which every first page but sign-in needs
 * (src/platform/core-texts.h5.ts). It decides as the app will: the route guard (a page needing a
 * session shows sign-in when none is kept) and src/i18n/start-language.ts (the stored language
 * unless the device's is followed).
 */
function firstPageScript(publicPath, files, pages, texts, appTexts, { home, login, open, keys }) {
  return `(function () {
  var F = ${JSON.stringify(files)}, P = ${JSON.stringify(pages)}, T = ${JSON.stringify(texts)}, A = ${JSON.stringify(appTexts)}, O = ${JSON.stringify(open)};
  var url = location.hash.slice(1).split('?')[0] || ${JSON.stringify(home)};
  var page = P[url] ? url : null, signedIn = false, lang = null;
  try {
    signedIn = !!localStorage.getItem(${JSON.stringify(keys.token)});
    var stored = localStorage.getItem(${JSON.stringify(keys.language)});
    if (stored && localStorage.getItem(${JSON.stringify(keys.followSystemLanguage)}) !== 'true') lang = stored === 'HK' ? 'TC' : stored;
  } catch (e) {}
  if (!T[lang]) {
    var tag = (navigator.language || '').toLowerCase().replace(/_/g, '-');
    lang = /^zh-(tw|hk|mo|hant)\\b/.test(tag) ? 'TC' : /^ja\\b/.test(tag) ? 'JAP' : /^en\\b/.test(tag) ? 'EN' : 'CN';
  }
  if (page && !signedIn && O.indexOf(page) < 0) page = ${JSON.stringify(login)};
  T[lang].concat(page === ${JSON.stringify(login)} ? [] : A[lang], page ? P[page] : []).forEach(function (i) {
    var l = document.createElement('link'), f = F[i];
    l.rel = 'preload'; l.setAttribute('as', /\\.css$/.test(f) ? 'style' : 'script'); l.href = ${JSON.stringify(publicPath)} + f;
    document.head.appendChild(l);
  });
})()`
}

class PreloadChunksPlugin {
  /**
   * `names`: chunks every page needs. `pages` (optional): `routes` page path → its address (Taro's
   * customRoutes), `open` the addresses needing no session, `home` and `login` addresses, `texts`
   * each stored language key's texts chunk and `appTexts` its app part's, `keys` the storage keys of
   * the session and the language.
   */
  constructor(names, pages) {
    this.names = new Set(names)
    this.pages = pages
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath || '/'
        const atStart = new Set()
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) for (const file of chunk.files) atStart.add(file)
          if (!this.names.has(chunk.name)) continue
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue
            atStart.add(file)
            data.headTags.push({
              tagName: 'link',
              voidTag: true,
              meta: { plugin: 'PreloadChunksPlugin' },
              attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
            })
          }
        }
        // First among the tags: it runs as soon as it is parsed, not after the stylesheet above it.
        if (this.pages) data.headTags.unshift(this.firstPageTag(compilation, publicPath, atStart))
        return data
      })
    })
  }

  /** The inline script preloading the first page's chunks (those not already asked for). */
  firstPageTag(compilation, publicPath, atStart) {
    const { routes, open, home, login, keys } = this.pages
    const files = []
    const indexOf = (f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)
    const pages = {}
    const byLanguage = (chunks) => {
      const out = {}
      for (const [key, name] of Object.entries(chunks)) {
        const chunk = [...compilation.chunks].find((c) => c.name === name)
        if (!chunk) throw new Error(`PreloadChunksPlugin: no chunk ${name}`)
        out[key] = [...chunk.files].filter((f) => f.endsWith('.js')).map(indexOf)
      }
      return out
    }
    const texts = byLanguage(this.pages.texts)
    const appTexts = byLanguage(this.pages.appTexts)
    for (const group of compilation.chunkGroups) {
      for (const origin of group.origins || []) {
        const page = Object.keys(routes).find((p) => typeof origin.request === 'string' && origin.request.endsWith(p))
        if (!page || pages[routes[page]]) continue
        const own = group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f) && !atStart.has(f))
        pages[routes[page]] = own.map(indexOf)
      }
    }
    if (!pages[login] || !pages[home]) throw new Error('PreloadChunksPlugin: the sign-in or home page chunk was not found')
    return {
      tagName: 'script',
      voidTag: false,
      meta: { plugin: 'PreloadChunksPlugin' },
      innerHTML: firstPageScript(publicPath, files, pages, texts, appTexts, { home, login, open, keys }),
    }
  }
}

module.exports = { PreloadChunksPlugin, firstPageScript }
