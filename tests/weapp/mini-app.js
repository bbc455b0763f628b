/**
 * Runs the built mini-program (dist/weapp) inside jest/jsdom with miniprogram-simulate:
 * installs the `wx` host and the App / getApp / getCurrentPages / Page constructors WeChat
 * provides, requires dist/weapp/app.js, launches the app and renders pages with the official
 * wcc-compiled templates. Page() becomes a Component whose `attached` runs onLoad, onShow and
 * onReady, as the page would get them from WeChat.
 */
const path = require('path')
const { root: dist, appJson } = require('./dist')
const { createWxHost } = require('./wx-host')

const PAGE_HOOKS = ['onLoad', 'onShow', 'onReady', 'onHide', 'onUnload']

function parseQuery(url) {
  const q = {}
  const i = url.indexOf('?')
  if (i < 0) return q
  for (const part of url.slice(i + 1).split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    q[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return q
}

/**
 * @param {object} opts
 * @param {string} opts.origin   the server every wx.request goes to
 * @param {Record<string,string>} opts.storage  initial wx storage (token, loginType, ...)
 */
function launchMiniApp({ origin, storage }) {
  // miniprogram-simulate installs its own mock `wx` on require; ours replaces it afterwards.
  const simulate = require('miniprogram-simulate')
  const host = createWxHost({ origin, storage })
  global.wx = host.wx

  let app = null
  /** Route of the page whose js is being loaded (Page() is called during simulate.load). */
  let loadingRoute = null
  /** Query of the page instance being attached (onLoad's options). */
  let attachingQuery = {}

  global.App = (options) => {
    if (app) throw new Error('App() called twice')
    app = options
  }
  global.getApp = () => app
  global.getCurrentPages = () => host.pages.slice()
  global.Page = (config) => {
    const route = loadingRoute
    if (!route) throw new Error('Page() called outside mini-app load()')
    const methods = {}
    for (const [k, v] of Object.entries(config)) if (typeof v === 'function') methods[k] = v
    for (const hook of PAGE_HOOKS) if (!methods[hook]) methods[hook] = () => undefined
    // eslint-disable-next-line no-undef
    Component({
      data: config.data,
      behaviors: config.behaviors,
      methods,
      lifetimes: {
        attached() {
          const query = attachingQuery
          this.route = route
          this.__route__ = route
          this.options = query
          host.pages.push(this)
          this.onLoad(query)
          this.onShow()
          this.onReady()
        },
        detached() {
          this.onHide()
          this.onUnload()
          host.pages = host.pages.filter((p) => p !== this)
        },
      },
    })
  }

  require(path.join(dist, 'app.js'))
  if (!app) throw new Error('dist/weapp/app.js did not call App()')
  const entry = appJson().entryPagePath || appJson().pages[0]
  const launch = { path: entry, query: {}, scene: 1001, referrerInfo: {} }
  if (typeof app.onLaunch === 'function') app.onLaunch.call(app, launch)
  if (typeof app.onShow === 'function') app.onShow.call(app, launch)

  const mounted = []
  /** Component id per route: a page's js runs once (jest keeps the module), like WeChat's Page(). */
  const loaded = new Map()
  const tabs = new Set(((appJson().tabBar || {}).list || []).map((t) => t.pagePath))

  /**
   * Shows a page ('pages/home/index', or with '?a=1') and returns its j-component root. The page
   * shown before is hidden. A tab page opened before is shown again (onShow), as switchTab does;
   * any other page is loaded, rendered and attached as a new instance.
   */
  function open(url) {
    const route = url.split('?')[0].replace(/^\//, '')
    const previous = host.pages[host.pages.length - 1]
    if (tabs.has(route)) {
      const existing = mounted.find((m) => m.route === route)
      if (existing) {
        if (previous && previous !== existing.instance) previous.onHide()
        host.pages = host.pages.filter((p) => p !== existing.instance)
        host.pages.push(existing.instance)
        existing.instance.onShow()
        return existing.comp
      }
    }
    if (previous) previous.onHide()
    let id = loaded.get(route)
    if (!id) {
      loadingRoute = route
      try {
        id = simulate.load(path.join(dist, route), { compiler: 'official', rootPath: dist })
      } finally {
        loadingRoute = null
      }
      loaded.set(route, id)
    }
    const comp = simulate.render(id)
    if (!comp) throw new Error(`${route} did not register a page (Page() not called by its js?)`)
    const parent = document.createElement('parent-wrapper')
    document.body.appendChild(parent)
    attachingQuery = parseQuery(url)
    comp.attach(parent)
    const instance = host.pages[host.pages.length - 1]
    mounted.push({ route, comp, parent, instance })
    return comp
  }

  function close() {
    for (const { comp, parent } of mounted.splice(0)) {
      try {
        comp.detach()
      } catch {
        // already gone
      }
      parent.remove()
    }
  }

  return { host, app, simulate, open, close }
}

module.exports = { launchMiniApp, dist }
