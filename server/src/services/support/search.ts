/**
 * Matching questions to what a person types, in any of the four languages: Latin words (lower
 * case, a light stemming, common words dropped) and, for Chinese and Japanese, pairs of
 * neighbouring characters (a lone character stays itself). An entry is scored by the query's
 * tokens it holds — in its question (3), its extra words (2) or its answer (1), in any language —
 * each weighted by how rare the token is in the knowledge base; for the robot, the query's single
 * Chinese or Japanese characters add a quarter of their weight.
 */
import type { KnowledgeEntry } from './knowledge'

const STOP = new Set(
  'a an and are as at be by can could do does for from get got had has have help how i if in is it its me much my of on or please should the there this to want was we what when where which who why will with would you your'.split(' '),
)
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/

function stem(w: string): string {
  let s = w
  if (s.length > 4 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1)
  if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3)
  else if (s.length > 4 && s.endsWith('ed')) s = s.slice(0, -2)
  if (s.length > 3 && s.endsWith('e')) s = s.slice(0, -1)
  return s
}

/** Tokens of a text; `unigrams` adds every Chinese or Japanese character (for the stored side). */
export function tokens(text: string, unigrams = false): Set<string> {
  const out = new Set<string>()
  const lower = text.toLowerCase()
  for (const word of lower.match(/[a-z0-9]+/g) ?? []) if (!STOP.has(word)) out.add(stem(word))
  let run = ''
  const flush = () => {
    if (run.length === 1) out.add(run)
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2))
    if (unigrams) for (const ch of run) out.add(ch)
    run = ''
  }
  for (const ch of lower) {
    if (CJK.test(ch)) run += ch
    else flush()
  }
  flush()
  return out
}

interface Indexed {
  entry: KnowledgeEntry
  weights: Map<string, number>
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
    return { entry, weights }
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

/** Entries holding any of the query's tokens, best first (ties keep the knowledge base's order). */
export function rank(entries: readonly KnowledgeEntry[], query: string, singles = false): Scored[] {
  if (cache?.of !== entries) cache = { of: entries, built: index(entries) }
  const { docs, idf } = cache.built
  const q = tokens(query)
  if (q.size === 0) return []
  // For the robot, single Chinese or Japanese characters of the query count a little, so '退' leans to refunds.
  const single = singles ? [...tokens(query, true)].filter((t) => t.length === 1 && CJK.test(t) && !q.has(t)) : []
  return docs
    .map((d) => {
      let score = 0
      for (const t of q) score += (d.weights.get(t) ?? 0) * (idf.get(t) ?? 0)
      for (const t of single) score += ((d.weights.get(t) ?? 0) * (idf.get(t) ?? 0)) / 4
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
  return ranked.filter((s) => s.score >= top * 0.4).slice(0, max).map((s) => s.entry)
}
