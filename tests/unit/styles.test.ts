// Every class a screen names has a stylesheet that knows it: a block (the part before __ or --)
// used in a className of src/**/*.tsx is defined by some .scss of src/. Catches styles deleted or
// renamed while a screen still uses them (a skeleton that silently draws nothing).
import fs from 'node:fs'
import path from 'node:path'

const root = path.join(__dirname, '../../src')

/** Page roots that only name the page for tests and carry no styles of their own. */
const UNSTYLED = new Set(['ap-examine', 'details-page', 'login-page', 'orders-page', 'pay-page', 'refund-page', 'ta-form', 'ta-legs'])

function files(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : []
  })
}

const blockOf = (cls: string) => cls.split('__')[0].split('--')[0]

describe('class names', () => {
  const styled = new Set<string>()
  for (const f of files(root, '.scss')) for (const m of fs.readFileSync(f, 'utf8').matchAll(/\.([a-zA-Z][\w-]*)/g)) styled.add(blockOf(m[1]))

  it('every block a screen uses is styled somewhere', () => {
    const missing: string[] = []
    for (const f of files(root, '.tsx')) {
      const text = fs.readFileSync(f, 'utf8')
      for (const m of text.matchAll(/className=(?:'([^']*)'|\{`([^`]*)`\})/g)) {
        const names = (m[1] ?? m[2].replace(/\$\{[^}]*\}/g, ' ')).split(/\s+/).filter((c) => /^[a-z][\w-]*$/.test(c))
        for (const c of names) if (!styled.has(blockOf(c)) && !UNSTYLED.has(blockOf(c))) missing.push(`${path.relative(root, f)}: ${c}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('the check sees a block that no stylesheet defines', () => {
    expect(styled.has('skeleton')).toBe(true)
    expect(styled.has('flight-skeleton')).toBe(false)
  })
})
