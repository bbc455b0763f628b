import fs from 'node:fs'
import path from 'node:path'
import { readSources, unitOf, violations, type SourceFile } from './check'
import { PLATFORM_GLOBAL_EXCEPTIONS } from './exceptions'

const root = path.resolve(__dirname, '../../..')

describe('the layer rules of src/', () => {
  it('hold for the whole source tree', () => {
    expect(violations(readSources(root), PLATFORM_GLOBAL_EXCEPTIONS)).toEqual([])
  })

  it('every storage key is named in core/storage-keys.ts, not spelled where it is used', () => {
    const spelled = readSources(root)
      .filter((f) => f.file !== 'src/core/storage-keys.ts')
      .flatMap((f) => [...f.text.matchAll(/\b(?:const|let)\s+[A-Z_]*KEY[A-Z_]*\s*=\s*['"`]/g)].map((m) => `${f.file}: ${m[0]}`))
    expect(spelled).toEqual([])
  })

  it('every exception names a file that exists and says why', () => {
    for (const [file, reason] of Object.entries(PLATFORM_GLOBAL_EXCEPTIONS)) {
      expect(fs.existsSync(path.join(root, file))).toBe(true)
      expect(reason.length).toBeGreaterThan(20)
    }
  })
})

describe('the checker', () => {
  const src = (file: string, text: string): SourceFile => ({ file, text })

  it.each([
    ['src/features/flight/a.ts', "import { x } from '@/features/hotel/b'", 'a feature imports another feature'],
    ['src/features/flight/a.ts', "import x from '../../pages/trip/index'", 'a feature imports a page'],
    ['src/pages/home/index.tsx', "import { y } from '../message/badge'", 'a page imports another page'],
    ['src/components/x/index.tsx', "import { z } from '@/features/flight/api'", 'the shared layer components imports a feature'],
    ['src/stores/root.ts', "export { w } from '../pages/user/api'", 'the shared layer stores imports a page'],
    ['src/shared/trips/api.ts', "const m = import('@/features/trip/x')", 'the shared layer shared imports a feature'],
  ])('%s: %s is refused (%s)', (file, text, rule) => {
    expect(violations([src(file, text)], {})).toEqual([expect.stringContaining(rule)])
  })

  it.each([
    ['src/features/flight/a.ts', "import { x } from './b'"],
    ['src/features/flight/a.ts', "import { x } from '@/components/ui'"],
    ['src/pages/trip/index.tsx', "import { t } from '@/shared/trips/api'"],
    ['src/pages/home/index.tsx', "import { f } from '@/features/flight/entries'"],
    ['src/domain/documents.ts', '// the document must be valid\n/* window. */ return fail(messages.document.expired)'],
  ])('%s: %s is allowed', (file, text) => {
    expect(violations([src(file, text)], {})).toEqual([])
  })

  it.each([
    ["if (process.env.TARO_ENV === 'h5') go()"],
    ['wx.request({ url })'],
    ["window.location.href = '/'"],
    ["typeof document !== 'undefined'"],
    ['location.replace(x)'],
  ])('a platform global outside src/platform is refused: %s', (text) => {
    expect(violations([src('src/features/flight/a.ts', text)], {})).toHaveLength(1)
    expect(violations([src('src/platform/a.h5.ts', text)], {})).toEqual([])
    expect(violations([src('src/features/flight/a.ts', text)], { 'src/features/flight/a.ts': 'reason' })).toEqual([])
  })

  it('names the unit of a file', () => {
    expect(unitOf('src/features/flight/list/index.tsx')).toBe('features/flight')
    expect(unitOf('src/pages/home/index.tsx')).toBe('pages/home')
    expect(unitOf('src/domain/dates.ts')).toBe('domain')
  })
})
