// MobX's ES module as both builds bundle it (scripts/mobx-array-buffer-loader.cjs): without the
// legacy array accessors it reserved at load, and its legacy arrays (useProxies: 'never') still
// read, write and react at every index as they grow, well past the 1 000 it reserved before.
// Run by node on the transformed module itself, as the bundles run it.
import { execFileSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../scripts/mobx-array-buffer-loader.cjs') as (this: unknown, source: string) => string

const MOBX = require.resolve('mobx/dist/mobx.esm.js')
const source = fs.readFileSync(MOBX, 'utf8')

test('the module no longer reserves accessors at load, and still reserves them as an array grows', () => {
  const out = loader.call({ resourcePath: MOBX }, source)
  expect(source).toMatch(/^reserveArrayBuffer\(1000\);$/m)
  expect(out).not.toMatch(/^reserveArrayBuffer\(/m)
  expect(out).toContain('reserveArrayBuffer(oldLength + delta + 1)')
  expect(out.length).toBe(source.length - 'reserveArrayBuffer(1000);\n'.length)
})

test('a MobX without the eager reservation fails the build instead of passing unnoticed', () => {
  expect(() => loader.call({ resourcePath: MOBX }, source.replace('reserveArrayBuffer(1000);', ''))).toThrow(/no longer reserves/)
})

/** What a legacy array does under `module` (MobX's ES module source), run by node. */
function legacyArray(dir: string, name: string, module: string) {
  fs.writeFileSync(path.join(dir, `${name}.mjs`), module)
  fs.writeFileSync(
    path.join(dir, `check-${name}.mjs`),
    `import { autorun, configure, observable, runInAction } from './${name}.mjs'
configure({ useProxies: 'never', enforceActions: 'never' })
const list = observable(Array.from({ length: 1500 }, (_, i) => i))
const seen = []
autorun(() => seen.push(list[1400]))
runInAction(() => { list[1400] = 'x' })
list.push('last')
console.log(JSON.stringify({ isArray: Array.isArray(list), at0: list[0], at999: list[999], at1499: list[1499], at1500: list[1500], length: list.length, seen, own: Object.prototype.hasOwnProperty.call(list, 5) }))
`,
  )
  return JSON.parse(
    execFileSync(process.execPath, [path.join(dir, `check-${name}.mjs`)], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } }),
  )
}

test('legacy arrays behave as before: every index read, written and observed, past the 1 000 reserved before', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mobx-legacy-'))
  try {
    const after = legacyArray(dir, 'lazy', loader.call({ resourcePath: MOBX }, source))
    // The autorun runs on its first read, on the write of its index and on the push (an array's change).
    expect(after).toEqual({ isArray: false, at0: 0, at999: 999, at1499: 1499, at1500: 'last', length: 1501, seen: [1400, 'x', 'x'], own: false })
    expect(after).toEqual(legacyArray(dir, 'eager', source))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
