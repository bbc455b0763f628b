/**
 * The BUILT mini-program (dist/weapp) renders and works: miniprogram-simulate runs app.js and
 * the pages with their wcc-compiled templates in jsdom, the `wx` host (wx-host.js) sends
 * wx.request to the real reference server, and the assertions read the rendered text.
 *
 * The tests share one launched app and run in order, like a user: the five tabs, taps on the
 * user tab (language picker, currency choice through MobX), the login page, then sign-out.
 * Run `npm run build:weapp` first; a stale dist shows old texts and fails here.
 */
const fs = require('fs')
const path = require('path')
const { startServer, signIn, postJson } = require('./server')
const { launchMiniApp, dist } = require('./mini-app')
const { waitForText, waitFor, findAll, find, tap, attrsOf } = require('./dom')

const USER = { userName: 'employee01', password: 'Travel2026', name: '张伟', company: '恒远科技有限公司' }
let server
let mini
let token
/** What the server answers employee01 directly (not through the app), to compare with the screen. */
const expected = {}
let consoleErrors = []
let restoreConsole = () => undefined

function builtAt() {
  try {
    return fs.statSync(path.join(dist, 'app.js')).mtime.toISOString()
  } catch {
    return 'never'
  }
}

/** Expects each needle in the text; the failure names the page and the age of the build. */
function expectText(text, needles, page) {
  for (const n of needles) {
    const ok = typeof n === 'string' ? text.includes(n) : n.test(text)
    if (!ok) {
      throw new Error(`${page}: expected ${n} in the rendered text (dist/weapp built ${builtAt()}):\n${text}`)
    }
  }
}

async function api(pathname, body) {
  const res = await postJson(server.origin, `/api/${pathname}`, body, { Token: token, RequestSource: 'Wechat' })
  if (res.status !== 200 || !res.body.IsSuccess) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.ResultData
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'app.js'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
  server = await startServer()
  token = (await signIn(server.origin, USER.userName, USER.password)).Token
  expected.notices = (await api('notice/list', { PageIndex: 1, PageSize: 5 })).Items
  expected.ads = await api('ad/list', { Position: 1 })
  expected.currencies = await api('systemInfo/getCurrencyInfos', {})

  const original = console.error
  console.error = (...args) => {
    consoleErrors.push(args.map(String).join(' '))
    original(...args)
  }
  restoreConsole = () => {
    console.error = original
  }
  mini = launchMiniApp({ origin: server.origin, storage: { token, loginType: '1' } })
}, 30000)

afterEach(() => {
  if (!mini) return
  // A runtime or page that needs a WeChat API the host lacks, or logs an error, fails here
  // (once: the lists start empty for the next test).
  const missing = [...mini.host.missing]
  const errors = consoleErrors
  mini.host.missing.clear()
  consoleErrors = []
  expect({ missingWxApis: missing, consoleErrors: errors }).toEqual({ missingWxApis: [], consoleErrors: [] })
})

afterAll(async () => {
  restoreConsole()
  if (mini) mini.close()
  if (server) await server.stop()
})

describe('dist/weapp rendered by miniprogram-simulate against the reference server', () => {
  it('launches: App() from app.js, onLaunch, the token restored from wx storage', () => {
    expect(typeof mini.app.onLaunch).toBe('function')
    expect(mini.host.listeners.pageNotFound).toHaveLength(1)
    expect(mini.host.storage.get('token')).toBe(token)
  })

  it('an unknown page path (wx.onPageNotFound) redirects to the error page', async () => {
    for (const cb of mini.host.listeners.pageNotFound) cb({ path: 'pages/gone/index', query: {}, isEntryPage: false })
    await waitFor(() => mini.host.navigations.length > 0)
    expect(mini.host.navigations).toEqual([{ api: 'redirectTo', url: '/pages/error/index?code=notFound&path=pages%2Fgone%2Findex' }])
  })

  it('home tab: greeting with the name, company, the flight entry, ads and the notices card', async () => {
    const home = mini.open('pages/home/index')
    const firstNotice = expected.notices[0].Title
    const text = await waitForText(home, [USER.name, firstNotice])
    expectText(text, [new RegExp(`(早上好|中午好|下午好|晚上好)，${USER.name}`), USER.company, '差旅服务', '国内机票', '公告', firstNotice, '全部 ›'], 'home')

    // The greeting line itself, not just some text somewhere.
    expect(find(home, 'home__greeting').textContent).toMatch(new RegExp(`，${USER.name}$`))
    expect(find(home, 'home__company').textContent).toBe(USER.company)
    const labels = findAll(home, 'home__entry-label').map((el) => el.textContent)
    expect(labels).toContain('国内机票')
    expect(find(home, 'home__notice-badge').textContent).toBe('公告')

    // The ad swiper shows the server's images (absolute URLs: a mini-program cannot resolve relative ones).
    await waitFor(() => findAll(home, 'home__ad').length >= expected.ads.length)
    const adImages = findAll(home, 'home__ad').map((el) => attrsOf(el).src)
    expect(adImages).toEqual(expected.ads.map((a) => a.ImageUrl))
    // Their titles, in the user's language, lie over the wordless artwork.
    expect(findAll(home, 'home__ad-title').map((el) => el.textContent)).toEqual(expected.ads.map((a) => a.Title))

    // Every call went to the build-time API_BASE, POST, and succeeded.
    const paths = mini.host.requests.map((r) => r.path)
    expect(paths).toEqual(expect.arrayContaining(['/api/home/loadInitInfo/v2', '/api/ad/list', '/api/notice/list', '/api/message/getUnreadCount']))
    // The first screen already puts the unread count on the message tab.
    expect(await waitFor(() => mini.host.tabBar.badges[2] !== undefined)).toBe(true)
    for (const r of mini.host.requests) {
      expect(r.url).toMatch(/^https?:\/\/[^/]+\/api\//)
      expect(r.method).toBe('POST')
      expect(r.status).toBe(200)
      expect(r.headers.Token).toBe(token)
      expect(r.headers.RequestSource).toBe('Wechat')
    }
    // PageUrl comes from getCurrentPages(): the page that asked.
    expect(mini.host.requests.find((r) => r.path === '/api/notice/list').headers.PageUrl).toBe('/pages/home/index')
    expect(mini.host.titles).toContain('首页')
    // syncTabBar sets the native tab texts in the interface language.
    expect(mini.host.tabBar.items.map((i) => i.text)).toEqual(['首页', '企业管理', '消息中心', '行程', '我的'])
  })

  it('manage tab: employee01 has no management right', async () => {
    const page = mini.open('pages/manage/index')
    const text = await waitForText(page, ['你的账号没有企业管理权限。'])
    expectText(text, ['你的账号没有企业管理权限。', '请联系企业管理员开通'], 'manage')
    expect(text).not.toContain('企业信息')
    expect(mini.host.titles).toContain('企业管理')
  })

  it('message tab: requests, notices and announcements, the badge counting unread messages', async () => {
    const page = mini.open('pages/message/index')
    const text = await waitForText(page, ['公告', '企业与平台发布的通知'])
    expectText(text, ['我的审批申请', '消息中心', '订单通知', '公告', '企业与平台发布的通知'], 'message')
    expect(findAll(page, 'message__title').map((el) => el.textContent)).toEqual(expect.arrayContaining(['我的审批申请', '消息中心', '订单通知', '公告']))
    // No approvals card: employee01 decides nothing, so the badge (pending + unread) is the unread count the row shows
    // once the counts have arrived; the seeded company leaves them an unread approval message.
    expect(text).not.toContain('待我审批')
    expect(await waitFor(() => mini.host.tabBar.badges[2] !== undefined)).toBe(true)
    const badge = mini.host.tabBar.badges[2]
    expect(badge).toMatch(/^[1-9]\d*$/)
    expect(await waitFor(() => find(page, 'message__row', '消息中心').textContent.includes(`${badge} 条未读消息`))).toBe(true)
  })

  it('trip tab: the empty state with the booking button', async () => {
    const page = mini.open('pages/trip/index')
    const text = await waitForText(page, ['暂无行程'])
    expectText(text, ['暂无行程', '去订机票'], 'trip')
  })

  describe('user tab and settings', () => {
    let user

    it('the centre shows the name, company, account type and the way to settings', async () => {
      const centre = mini.open('pages/user/index')
      const text = await waitForText(centre, [USER.name, '设置'])
      expectText(text, [USER.name, USER.company, '企业账号', '设置'], 'user')
      expect(find(centre, 'user__name').textContent).toBe(USER.name)
      expect(find(centre, 'user__badge').textContent).toBe('企业账号')
      expect(mini.host.titles).toContain('我的')
    })

    it('settings show language, currency, appearance and sign-out', async () => {
      user = mini.open('features/settings/setting/index')
      const text = await waitForText(user, ['语言', '退出登录'])
      expectText(text, ['语言', '简体中文', '币种', 'CNY ¥', '外观', '跟随系统', '退出登录'], 'settings')
    })

    it('dark appearance: the page frame turns dark and the native bars follow', async () => {
      tap(user, find(user, 'list-row', '外观'))
      await waitForText(user, ['深色'])
      tap(user, find(user, 'picker-dialog__option', '深色'))
      await waitFor(() => user.dom.querySelector('.theme-dark') !== null)
      expect(mini.host.storage.get('appearance')).toBe('dark')
      expect(mini.host.bars.navigation[mini.host.bars.navigation.length - 1]).toMatchObject({ frontColor: '#ffffff', backgroundColor: '#1c2029' })
      tap(user, find(user, 'list-row', '外观'))
      await waitForText(user, ['浅色'])
      tap(user, find(user, 'picker-dialog__option', '浅色'))
      await waitFor(
        () => user.dom.querySelector('.theme-dark') === null && mini.host.bars.navigation[mini.host.bars.navigation.length - 1].frontColor === '#000000',
      )
      expect(mini.host.storage.get('appearance')).toBe('light')
    })

    it('tapping the language row opens the picker with every language', async () => {
      expect(user.dom.textContent).not.toContain('English')
      tap(user, find(user, 'list-row', '语言'))
      // The list slides in 200 ms after the mask (LIST_DELAY_MS).
      const text = await waitForText(user, ['繁體中文', 'English', '日本語', '跟随系统'])
      expectText(text, ['繁體中文', 'English', '日本語', '跟随系统'], 'user language picker')
      expect(find(user, 'picker-dialog__option--selected').textContent).toContain('简体中文')
    })

    it('choosing English re-renders the page and the tab bar in English, and back', async () => {
      tap(user, find(user, 'picker-dialog__option', 'English'))
      let text = await waitForText(user, ['Sign out'])
      expectText(text, ['Sign out', 'Language', 'Appearance'], 'settings in English')
      expect(text).not.toContain('退出登录')
      expect(mini.host.storage.get('language')).toBe('EN')
      // The tab bar follows when a tab page shows.
      const centre = mini.open('pages/user/index')
      await waitForText(centre, ['Settings'])
      await waitFor(() => !mini.host.tabBar.items.map((i) => i.text).includes('首页'))

      tap(user, find(user, 'list-row', 'Language'))
      await waitForText(user, ['简体中文', '日本語'])
      tap(user, find(user, 'picker-dialog__option', '简体中文'))
      text = await waitForText(user, ['退出登录'])
      expectText(text, ['退出登录', '语言'], 'settings back in Chinese')
      expect(mini.host.storage.get('language')).toBe('CN')
    })

    it('choosing a currency changes the MobX currency store: the row and the next request follow', async () => {
      const usd = expected.currencies.find((c) => c.CurrencyCode === 'USD')
      expect(usd).toBeDefined()
      expect(find(user, 'list-row', '币种').textContent).toContain('CNY ¥')

      tap(user, find(user, 'list-row', '币种'))
      // The list comes from the server (systemInfo/getCurrencyInfos).
      const option = `USD $ · ${usd.Currency}`
      const text = await waitForText(user, [option])
      expectText(text, [option], 'currency picker')
      expect(mini.host.requests.map((r) => r.path)).toContain('/api/systemInfo/getCurrencyInfos')

      tap(user, find(user, 'picker-dialog__option', option))
      await waitForText(user, ['币种USD $'])
      expect(find(user, 'list-row', '币种').textContent).toContain('USD $')
      expect(JSON.parse(mini.host.storage.get('CurrencyInfo')).CurrencyCode).toBe('USD')

      // The http client reads the store for the CurrencyType header: the home tab's reload sends it.
      const before = mini.host.requests.length
      mini.open('pages/home/index')
      await waitFor(() => mini.host.requests.length > before)
      await mini.host.idle()
      const after = mini.host.requests.slice(before)
      expect(after.map((r) => r.path)).toContain('/api/notice/list')
      for (const r of after) expect(r.headers.CurrencyType).toBe(String(usd.CurrencyType))
    })
  })

  it('login page: brand, both sign-in modes, account and password fields, links', async () => {
    const page = mini.open('pages/login/index')
    const text = await waitForText(page, ['账号密码登录'])
    expectText(text, ['企业差旅', '账号密码登录', '验证码登录', '《用户协议》', '《隐私政策》', '登录', '忘记密码', '企业注册'], 'login')
    // No untranslated i18n keys ('login.submit') on the screen.
    expect(text).not.toMatch(/\b(login|brand|agreement)\.[a-zA-Z]+/)

    const inputs = [...page.dom.querySelectorAll('wx-input')].map(attrsOf)
    expect(inputs.map((a) => a.placeholder)).toEqual(['用户名 / 手机号 / 邮箱', '请输入密码'])
    expect(inputs[1].password).toBe(true)
    expect(mini.host.titles[mini.host.titles.length - 1]).toBe('登录')
  })

  it('signing out from settings: MobX alert, server logout, token removed, relaunch to login', async () => {
    const user = mini.open('features/settings/setting/index')
    await waitForText(user, ['退出登录'])
    tap(user, find(user, 'list-row--danger'))
    const text = await waitForText(user, ['确定要退出登录吗？'])
    expectText(text, ['确定要退出登录吗？', '取消'], 'sign-out dialog')

    tap(user, find(user, 'alert__button', '退出登录'))
    await waitFor(() => mini.host.navigations.some((n) => n.api === 'reLaunch'))
    expect(mini.host.navigations.filter((n) => n.api === 'reLaunch').map((n) => n.url.split('?')[0])).toEqual(['/pages/login/index'])
    expect(mini.host.storage.has('token')).toBe(false)
    expect(mini.host.requests.map((r) => r.path)).toContain('/api/user/logout')
  })
})
