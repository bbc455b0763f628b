// The HTML's first-page script preloads what the app will load first: the page the address names
// (sign-in when it needs a session and none is kept) and the texts of the language the start-up
// will choose (src/i18n/start-language.ts), read from the same stored values.
import { KEYS } from '@/core/storage-keys'
import { LNG_OF, resolveStartLanguage } from '@/i18n/start-language'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstPageScript } = require('../../../scripts/preload-chunks.cjs') as {
  firstPageScript: (
    publicPath: string,
    files: string[],
    pages: Record<string, number[]>,
    texts: Record<string, number[]>,
    appTexts: Record<string, number[]>,
    o: object,
  ) => string
}

const FILES = [
  'js/texts-zh-CN.js',
  'js/texts-zh-TW.js',
  'js/texts-en.js',
  'js/texts-ja.js',
  'js/home.js',
  'css/home.css',
  'js/login.js',
  'js/orders.js',
  'js/app-texts-zh-CN.js',
  'js/app-texts-zh-TW.js',
  'js/app-texts-en.js',
  'js/app-texts-ja.js',
]
const script = firstPageScript(
  '/',
  FILES,
  { '/home': [4, 5], '/login': [6], '/orderList': [7] },
  { CN: [0], TC: [1], EN: [2], JAP: [3] },
  { CN: [8], TC: [9], EN: [10], JAP: [11] },
  {
    home: '/home',
    login: '/login',
    open: ['/login'],
    keys: { token: KEYS.token, language: KEYS.language, followSystemLanguage: KEYS.followSystemLanguage },
  },
)

function preloaded(hash: string, stored: Record<string, string>, device: string): string[] {
  document.head.innerHTML = ''
  localStorage.clear()
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v)
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => device })
  window.location.hash = hash
  new Function(script)()
  return Array.from(document.head.querySelectorAll('link')).map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`)
}

// Sign-in speaks only the texts' start part; any other first page their app part too.
test.each([
  ['#/home', { [KEYS.token]: 't' }, 'zh-CN', ['script /js/texts-zh-CN.js', 'script /js/app-texts-zh-CN.js', 'script /js/home.js', 'style /css/home.css']],
  ['', { [KEYS.token]: 't' }, 'zh-CN', ['script /js/texts-zh-CN.js', 'script /js/app-texts-zh-CN.js', 'script /js/home.js', 'style /css/home.css']],
  ['#/home', {}, 'zh-CN', ['script /js/texts-zh-CN.js', 'script /js/login.js']],
  ['#/orderList?status=1', {}, 'en-US', ['script /js/texts-en.js', 'script /js/login.js']],
  ['#/orderList', { [KEYS.token]: 't' }, 'en-US', ['script /js/texts-en.js', 'script /js/app-texts-en.js', 'script /js/orders.js']],
  ['#/nowhere', { [KEYS.token]: 't' }, 'ja-JP', ['script /js/texts-ja.js', 'script /js/app-texts-ja.js']],
])('%s with %j on a %s device preloads %j', (hash, stored, device, want) => {
  expect(preloaded(hash, stored, device)).toEqual(want)
})

test.each([
  [{}, 'ja-JP'],
  [{ [KEYS.language]: 'EN' }, 'zh-CN'],
  [{ [KEYS.language]: 'HK' }, 'en-US'],
  [{ [KEYS.language]: 'JAP', [KEYS.followSystemLanguage]: 'true' }, 'zh-TW'],
  [{ [KEYS.language]: 'XX' }, 'zh-Hant-HK'],
  [{ [KEYS.language]: 'CN', [KEYS.followSystemLanguage]: 'false' }, 'en-GB'],
])('with %j on a %s device the texts preloaded are the start language’s', (stored, device) => {
  const links = preloaded('#/login', stored, device)
  expect(links[0]).toBe(`script /js/texts-${LNG_OF[resolveStartLanguage()]}.js`)
})
