/**
 * Matching questions to what a person types, in any of the four languages. Words that only make
 * a question a question — 怎么 / 如何 / 请问 / 吗, how / what / can I, どうすれば / ですか — are
 * dropped on both sides first, so that what is left, the keywords, decides: Latin words (lower
 * case, a light stemming), and for Chinese and Japanese pairs of neighbouring characters (a lone
 * character stays itself; Japanese hiragana, which is grammar, is left out and cuts the pairs). An entry is
 * scored by the query's tokens it holds — in its question (3), its extra words (2) or its answer
 * (1), in any language — each weighted by how rare the token is in the knowledge base. Partial
 * matches count half: a Latin word that begins the other ('cancel' ↔ 'cancellation'), a pair
 * of characters the knowledge base does not hold by its characters ('退机' → 退, 机), once the
 * entry shares a word with the query (characters alone are no answer). For the
 * robot, the query's single characters of longer runs add a quarter of their weight ('退票' leans
 * on 退), and the entry whose question the query covers best wins among near equals. Always the
 * same answer for the same question: ties keep the knowledge base's order.
 */
import type { KnowledgeEntry } from './knowledge'

const STOP = new Set(
  (
    'a about am an and any anyone anything are as at be been but by can could did do does doing done for from get got had has have hello help hi how i if ' +
    'in is it its just know let like may me might much must my need of ok on or our please possible shall should so some someone something tell than ' +
    'thank thanks that the them then there these they this those to us wanna want was way we were what when where which who why will with would you your'
  ).split(' '),
)

/**
 * Chinese (simplified and traditional) and Japanese words that ask rather than say, longest
 * first. Removed with a break in their place, so no pair of characters spans them.
 */
const FILLERS = [
  // Chinese
  '为什么',
  '為什麼',
  '怎么办',
  '怎麼辦',
  '怎么样',
  '怎麼樣',
  '怎么才能',
  '怎麼才能',
  '能不能',
  '可不可以',
  '是不是',
  '有没有',
  '有沒有',
  '请问',
  '請問',
  '麻烦',
  '麻煩',
  '帮我',
  '幫我',
  '我想',
  '我要',
  '我们',
  '我們',
  '想要',
  '怎么',
  '怎麼',
  '怎样',
  '怎樣',
  '如何',
  '什么',
  '什麼',
  '为何',
  '為何',
  '可以',
  '能否',
  '是否',
  '应该',
  '應該',
  '一下',
  '哪里',
  '哪裡',
  '在哪',
  '谢谢',
  '謝謝',
  '你好',
  '您好',
  '我',
  '你',
  '您',
  '要',
  '想',
  '能',
  '吗',
  '嗎',
  '呢',
  '吧',
  '啊',
  '呀',
  '了',
  '的',
  '么',
  '麼',
  '还',
  '還',
  '该',
  '該',
  '是',
  '会',
  '會',
  // Japanese (words in hiragana need no entry: hiragana is left out anyway)
  '教えて',
  '知りたい',
  '方法',
  'やり方',
  '場合',
  '何',
].sort((a, b) => b.length - a.length)

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/
const HIRAGANA_RUN = /[\u3040-\u309f]+/
/** Japanese punctuation (・, 「」 are not words). */
const CJK_PUNCT = /[\u3000-\u303f\u30fb]/

function stem(w: string): string {
  let s = w
  if (s.length > 4 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1)
  if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3)
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2)
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1)
  return s
}

/** The text without its question words (each replaced by a space). */
function withoutFillers(lower: string): string {
  let out = lower
  for (const f of FILLERS) if (out.includes(f)) out = out.split(f).join(' ')
  return out
}

/**
 * Pairs and single characters of one run of Chinese or Japanese characters. Japanese hiragana
 * is grammar (particles, endings: 払い戻し, 払い戻す): a run is cut at it, so what is left are its
 * kanji and katakana words.
 */
function runTokens(run: string, unigrams: boolean, out: Set<string>): void {
  for (const part of run.split(HIRAGANA_RUN)) {
    if (!part) continue
    if (part.length === 1) out.add(part)
    for (let i = 0; i + 1 < part.length; i++) out.add(part.slice(i, i + 2))
    if (unigrams) for (const ch of part) out.add(ch)
  }
}

/** Tokens of a text; `unigrams` adds every Chinese or Japanese character (for the stored side). */
export function tokens(text: string, unigrams = false): Set<string> {
  const out = new Set<string>()
  const lower = withoutFillers(text.toLowerCase())
  for (const word of lower.match(/[a-z0-9]+/g) ?? []) if (!STOP.has(word)) out.add(stem(word))
  let run = ''
  const flush = () => {
    runTokens(run, unigrams, out)
    run = ''
  }
  for (const ch of lower) {
    if (CJK.test(ch) && !CJK_PUNCT.test(ch)) run += ch
    else flush()
  }
  flush()
  return out
}

const isLatin = (t: string) => /^[a-z0-9]+$/.test(t)

interface Indexed {
  entry: KnowledgeEntry
  weights: Map<string, number>
  /** Its Latin words, for the partial matches of a word. */
  latin: string[]
  /** Per language, the tokens of its question (no single characters of longer runs). */
  questions: Set<string>[]
}

function index(entries: readonly KnowledgeEntry[]): { docs: Indexed[]; idf: Map<string, number> } {
  const docs = entries.map((entry) => {
    const weights = new Map<string, number>()
    const add = (text: string, w: number) => {
      for (const t of tokens(text, true)) weights.set(t, Math.max(weights.get(t) ?? 0, w))
    }
    for (const text of entry.a) add(text, 1)
    for (const text of entry.k ?? []) add(text, 2)
    for (const text of entry.q) add(text, 3)
    return { entry, weights, latin: [...weights.keys()].filter(isLatin), questions: entry.q.map((q) => tokens(q)) }
  })
  const df = new Map<string, number>()
  for (const d of docs) for (const t of d.weights.keys()) df.set(t, (df.get(t) ?? 0) + 1)
  const idf = new Map([...df].map(([t, n]) => [t, Math.log(1 + docs.length / n)]))
  return { docs, idf }
}

let cache: { of: readonly KnowledgeEntry[]; built: ReturnType<typeof index> } | null = null

export interface Scored {
  entry: KnowledgeEntry
  score: number
}

/** A Latin word's partial match in an entry: the best of its words that begins the other (4+ letters in common). */
function partialLatin(t: string, d: Indexed, idf: Map<string, number>): number {
  if (t.length < 4) return 0
  let best = 0
  for (const u of d.latin) {
    if (u.length < 4 || !(u.startsWith(t) || t.startsWith(u))) continue
    best = Math.max(best, (d.weights.get(u) ?? 0) * (idf.get(u) ?? 0))
  }
  return best / 2
}

/** Entries holding any of the query's tokens, best first (ties keep the knowledge base's order). */
export function rank(entries: readonly KnowledgeEntry[], query: string, singles = false): Scored[] {
  if (cache?.of !== entries) cache = { of: entries, built: index(entries) }
  const { docs, idf } = cache.built
  const q = tokens(query)
  if (q.size === 0) return []
  // A pair of characters nobody wrote counts by its characters ('退机票': 退 and 机 of 退机).
  const split = [...q].filter((t) => t.length === 2 && CJK.test(t) && !idf.has(t)).flatMap((t) => [...t].filter((ch) => !q.has(ch)))
  // For the robot, single characters of the query's longer runs count a little, so '退票' leans on 退.
  const single = singles ? [...tokens(query, true)].filter((t) => t.length === 1 && CJK.test(t) && !q.has(t) && !split.includes(t)) : []
  const weight = (d: Indexed, t: string) => (d.weights.get(t) ?? 0) * (idf.get(t) ?? 0)
  return docs
    .map((d) => {
      let score = 0
      for (const t of q) {
        const whole = weight(d, t)
        score += whole > 0 ? whole : isLatin(t) ? partialLatin(t, d, idf) : 0
      }
      // Characters alone are no answer: an entry shares at least a word of the query.
      if (score === 0) return { entry: d.entry, score }
      for (const t of new Set(split)) score += weight(d, t) / 2
      for (const t of single) score += weight(d, t) / 4
      if (singles && score > 0) {
        // Among near equals, the entry whose question is most of what was asked: '退票' is the
        // flight refund ('机票 退票'), not the train's change or refund.
        const cover = Math.max(...d.questions.map((qs) => (qs.size ? [...qs].filter((t) => q.has(t)).length / qs.size : 0)))
        score *= 1 + cover / 2
      }
      return { entry: d.entry, score }
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
}

/** The robot's answer: up to `max` best matches, leaving out those far below the best. */
export function bestMatches(entries: readonly KnowledgeEntry[], query: string, max = 3): KnowledgeEntry[] {
  const ranked = rank(entries, query, true)
  if (ranked.length === 0) return []
  const top = ranked[0].score
  // A single shared common token is not an answer.
  if (top < 2) return []
  return ranked
    .filter((s) => s.score >= top * 0.4)
    .slice(0, max)
    .map((s) => s.entry)
}
