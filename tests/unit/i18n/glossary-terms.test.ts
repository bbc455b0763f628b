// One word per concept, the one users know from travel apps and sites: the Japanese and
// Traditional Chinese texts — the locale files and the server's own texts (help centre, travel
// beans' rules, messages) — use the glossary's word, never the variants users met side by side
// (出張規定 beside 出張規程, よく使う旅行者 beside よく使う搭乗者, ビーンズ and 旅行豆 beside
// トラベルビーンズ on /travelBean, 酒店 beside 飯店 on the wallet's filter chips).
import fs from 'node:fs'
import path from 'node:path'
import { DECLARED } from '@/products'

const root = path.join(__dirname, '../../..')
const LOCALES = path.join(root, 'src/i18n/locales')

/** [variant, the glossary's word]. */
/** The first three are checked in the server's texts too. */
const JA: [RegExp, string][] = [
  [/出張規定|規定外|規定内|規定超過/, '出張規程 / 規程外'],
  [/よく使う旅行者/, 'よく使う搭乗者'],
  [/旅行豆|旅行ポイント|(?<!トラベル)ビーンズ/, 'トラベルビーンズ'],
  [/職級|職位(?!等級)/, '職位等級'],
  [/(?<!クラウド)請求書/, '領収書'],
  [/注文/, '予約'],
  [/払戻/, '払い戻し'],
  [/行程/, '旅程'],
  [/承認ホワイトリスト/, '承認免除リスト'],
  [/身分証明書/, '身分証'],
]
const ZH_TW: [RegExp, string][] = [
  [/酒店/, '飯店'],
  [/差旅豆/, '旅行豆'],
  [/代金券/, '優惠券'],
  [/加載/, '載入'],
  [/短信/, '簡訊'],
  [/聯繫/, '聯絡'],
  [/標准/, '標準'],
  [/郵箱/, '電子郵件'],
  [/審批白名單/, '免審批名單'],
]
const ZH_CN: [RegExp, string][] = [
  [/差旅豆/, '旅行豆'],
  [/审批白名单/, '免审批名单'],
]

function texts(lng: string): [string, string][] {
  const out: [string, string][] = []
  const walk = (o: unknown, at: string) => {
    if (typeof o === 'string') out.push([at, o])
    else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, at ? `${at}.${k}` : k)
  }
  for (const f of fs.readdirSync(path.join(LOCALES, lng))) walk(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, f), 'utf8')), f.replace(/\.json$/, ''))
  // The products' own texts, in their folders.
  for (const p of DECLARED.filter((x) => x.texts)) walk(JSON.parse(fs.readFileSync(path.join(root, 'src', p.pkg, 'locales', `${lng}.json`), 'utf8')), p.texts!)
  return out
}

const offending = (rows: [string, string][], rules: [RegExp, string][]) =>
  rows.flatMap(([at, text]) => rules.filter(([re]) => re.test(text)).map(([, word]) => `${at}: ${text} (say ${word})`))

describe('one word per concept', () => {
  it.each([
    ['ja', JA],
    ['zh-TW', ZH_TW],
    ['zh-CN', ZH_CN],
  ] as const)('%s locale files', (lng, rules) => {
    expect(offending(texts(lng), rules)).toEqual([])
  })

  it('the server’s Japanese texts', () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|json)$/.test(e.name) ? [path.join(dir, e.name)] : []))
    // Japanese: a text with kana, in the code or in a text resource (JSON). The help centre's extra search words may hold the variants people type.
    const quoted = (f: string) => (f.endsWith('.json') ? /"([^"\n]*[\u3040-\u30ff][^"\n]*)"/g : /'([^'\n]*[\u3040-\u30ff][^'\n]*)'/g)
    const rows = files(path.join(root, 'server/src')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(quoted(f))].map((m) => [path.relative(root, f), m[1]] as [string, string]),
    )
    expect(offending(rows, JA.slice(0, 3))).toEqual([])
  })
})
