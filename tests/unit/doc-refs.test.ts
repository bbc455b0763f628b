/**
 * Every reference to the product documentation in code and tests resolves: `docs/<page>.md`
 * names a page of docs/, and `#anchor` one of its headings. Nothing — code, the READMEs, any page
 * of docs/ — points at documents outside the repository, and the index of docs/ lists every page.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
const SCANNED = ['src', 'server/src', 'server/test', 'types', 'tests', 'scripts']

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'screenshots' || e.name === 'out' ? [] : filesUnder(rel)
    return /\.(ts|tsx|js|mjs|cjs|scss)$/.test(e.name) ? [rel] : []
  })
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(page: string): Set<string> {
  const text = fs.readFileSync(path.join(root, 'docs', page), 'utf8')
  return new Set([...text.matchAll(/^#+\s+(.+)$/gm)].map((m) => slug(m[1])))
}

const files = [...SCANNED.flatMap(filesUnder), 'README.md', 'server/README.md'].filter((f) => fs.existsSync(path.join(root, f)))
/** The pages of docs/ (the index, README.md, included). */
const pages = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'))

describe('references to docs/', () => {
  const refs = [...files, ...pages.map((p) => `docs/${p}`)].flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/docs\/([a-z0-9-]+\.md)(?:#([a-z0-9-]+))?/g)].map((m) => ({ file, page: m[1], anchor: m[2] })),
  )

  it('are many (the code cites the documentation)', () => {
    expect(refs.length).toBeGreaterThan(100)
  })

  it('each names a page that exists, and an anchor it has', () => {
    const broken = refs.filter((r) => !fs.existsSync(path.join(root, 'docs', r.page)) || (r.anchor !== undefined && !anchorsOf(r.page).has(r.anchor)))
    expect(broken.map((r) => `${r.file}: docs/${r.page}${r.anchor ? `#${r.anchor}` : ''}`)).toEqual([])
  })

  it('none points at documents outside the repository (code, the READMEs and every page of docs/)', () => {
    // A named outside document, or a bare section sign followed by a number: say the fact or name a docs/ page.
    const outside = new RegExp(
      ['SP' + 'EC\\s*§', 'SP' + 'EC\\.md', 'U' + 'X\\.md', 'GLOSS' + 'ARY', 'DES' + 'IGN\\.md', 'PLATFORM-' + 'NOTES', '§\\s*\\d'].join('|'),
    )
    const found = [...files, ...pages.map((p) => `docs/${p}`)].flatMap((f) =>
      fs
        .readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })

  it('the index of docs/ lists every page', () => {
    const index = fs.readFileSync(path.join(root, 'docs/README.md'), 'utf8')
    const listed = new Set([...index.matchAll(/^\| \[([a-z0-9-]+\.md)\]\(\1\) \| .+ \|$/gm)].map((m) => m[1]))
    expect(pages.filter((p) => p !== 'README.md' && !listed.has(p))).toEqual([])
    expect([...listed].filter((p) => !pages.includes(p))).toEqual([])
  })

  it('anchors follow the headings', () => {
    expect(slug('Booking and view scope')).toBe('booking-and-view-scope')
    expect(slug('Sign-in family')).toBe('sign-in-family')
    expect(anchorsOf('error-codes.md').has('handling-by-code')).toBe(true)
  })
})
