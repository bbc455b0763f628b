import { NavigationStore, directionOf, nextNav, EMPTY_NAV, type NavState } from '../../../src/stores/navigation'
import { memoryKV, withJSON } from '../../../src/platform/kv'

function walk(paths: string[]): NavState[] {
  const out: NavState[] = []
  let s = EMPTY_NAV
  for (const p of paths) out.push((s = nextNav(s, p)))
  return out
}

describe('navigation direction (docs/order-states.md)', () => {
  it.each([
    [5, undefined, 'forward'],
    [3, 2, 'forward'],
    [2, 3, 'reverse'],
    [0, 0, 'forward'],
    [0, 4, 'reverse'],
    [2, 2, 'reverse'],
  ] as const)('revisiting number %s from %s is %s', (to, from, dir) => {
    expect(directionOf(to, from)).toBe(dir)
  })

  it.each([
    ['new pages go forward', ['/home', '/a', '/b'], ['forward', 'forward', 'forward']],
    ['back to a lower number is reverse', ['/home', '/a', '/b', '/a'], ['forward', 'forward', 'forward', 'reverse']],
    ['forward again to a higher number', ['/home', '/a', '/b', '/a', '/b'], ['forward', 'forward', 'forward', 'reverse', 'forward']],
    ['back to the entry page is reverse', ['/home', '/a', '/home'], ['forward', 'forward', 'reverse']],
    ['a repeated show of the same page keeps the direction', ['/home', '/a', '/home', '/home'], ['forward', 'forward', 'reverse', 'reverse']],
  ])('%s', (_n, paths, dirs) => {
    expect(walk(paths).map((s) => s.direction)).toEqual(dirs)
  })

  it('numbers the entry page 0 and later pages from 1', () => {
    const last = walk(['/home', '/a', '/b', '/a', '/c']).pop()
    expect(last?.numbers).toEqual({ '/home': 0, '/a': 1, '/b': 2, '/c': 3 })
    expect(last?.counter).toBe(3)
  })

  it('keeps the ordered history and cuts it back on a revisit', () => {
    const states = walk(['/home', '/a', '/b', '/c', '/a', '/d'])
    expect(states.map((s) => s.history)).toEqual([
      ['/home'],
      ['/home', '/a'],
      ['/home', '/a', '/b'],
      ['/home', '/a', '/b', '/c'],
      ['/home', '/a'],
      ['/home', '/a', '/d'],
    ])
    expect(states.map((s) => s.previous)).toEqual(['', '/home', '/a', '/b', '/c', '/a'])
  })
})

describe('navigation store', () => {
  it('persists in the session store and reloads from it', () => {
    const kv = withJSON(memoryKV())
    const a = new NavigationStore(kv)
    a.visit('/home')
    a.visit('/trip')
    expect(kv.getJSON('navHistory', [])).toEqual(['/home', '/trip'])
    expect(kv.get('navPrevious')).toBe('/home')
    const b = new NavigationStore(kv)
    expect([b.current, b.previous, b.history]).toEqual(['/trip', '/home', ['/home', '/trip']])
    b.visit('/home')
    expect(b.direction).toBe('reverse')
  })

  it('survives corrupted stored values', () => {
    const kv = withJSON(memoryKV())
    kv.set('navHistory', '{oops')
    kv.set('navNumbers', 'null')
    kv.set('navCounter', 'abc')
    const s = new NavigationStore(kv)
    expect([s.current, s.history, s.state.counter]).toEqual(['', [], 0])
    s.visit('/home')
    expect(s.direction).toBe('forward')
  })

  it('reset forgets everything, stored keys included', () => {
    const kv = withJSON(memoryKV())
    const s = new NavigationStore(kv)
    s.visit('/home')
    s.visit('/a')
    s.reset()
    expect([s.current, s.previous, s.direction]).toEqual(['', '', 'forward'])
    expect(kv.keys()).toEqual([])
  })
})
