const fs = require('fs')
const path = require('path')
const { wxmlToJs, wxssToJs } = require('miniprogram-compiler')
const { root, appJson, allPages } = require('./dist')

// wcc/wcsc answer on stdout; the compiler's 1 MB default buffer is smaller than the whole app's styles.
const COMPILER = { maxBuffer: 32 * 1024 * 1024 }

describe('built mini-program, compiled by the official wcc/wcsc', () => {
  const pages = allPages()

  it('declares pages and a five-tab bar whose icons exist', () => {
    const app = appJson()
    expect(pages.length).toBeGreaterThan(5)
    expect(app.tabBar.list).toHaveLength(5)
    for (const tab of app.tabBar.list) {
      expect(pages).toContain(tab.pagePath)
      expect(fs.existsSync(path.join(root, tab.iconPath))).toBe(true)
      expect(fs.existsSync(path.join(root, tab.selectedIconPath))).toBe(true)
    }
  })

  it('follows the system scheme: darkmode, and every @variable of the window and tab bar in both themes of theme.json', () => {
    const app = appJson()
    expect(app.darkmode).toBe(true)
    const theme = JSON.parse(fs.readFileSync(path.join(root, app.themeLocation), 'utf8'))
    const used = [...Object.values(app.window), ...Object.values(app.tabBar).filter((v) => typeof v === 'string')].filter(
      (v) => typeof v === 'string' && v.startsWith('@'),
    )
    expect(used.length).toBeGreaterThanOrEqual(8)
    for (const scheme of ['light', 'dark']) {
      for (const v of used) expect(theme[scheme][v.slice(1)]).toEqual(expect.any(String))
    }
    expect(theme.dark.navBg).not.toBe(theme.light.navBg)
  })

  it.each(pages)('%s has its js, json and template', (page) => {
    for (const ext of ['.js', '.json', '.wxml']) {
      expect(fs.existsSync(path.join(root, page + ext))).toBe(true)
    }
  })

  it('every WXML compiles and every page resolves to a template', () => {
    const $gwx = new Function('global', wxmlToJs(root, COMPILER))({})
    for (const page of pages) {
      const generate = $gwx(`${page}.wxml`)
      expect(typeof generate).toBe('function')
      expect(() => generate({ root: { cn: [] } }, {}, $gwx)).not.toThrow()
    }
  })

  it('every WXSS compiles', () => {
    const getStyle = new Function('global', wxssToJs(root, COMPILER))({})
    for (const page of pages) {
      if (!fs.existsSync(path.join(root, page + '.wxss'))) continue
      const style = getStyle(`${page}.wxss`)
      expect(typeof style).toBe('function')
    }
    expect(typeof getStyle('app.wxss')).toBe('function')
  })
})
