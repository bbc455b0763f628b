// The bench's bare apps (tests/bench/fixture), built with the project's packages: the bare Taro 4
// React H5 app, and with `stack` the same app using the product's chosen libraries once (its
// pages/stack). The H5 first-load part compares their JavaScript with the product's; the
// Lighthouse part serves the second as the floor of its scores.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'

export const OUT = join(process.cwd(), 'tests/bench/out')
const FIXTURE = join(process.cwd(), 'tests/bench/fixture')

/** Builds the bare app (with the stack when `stack`) into tests/bench/out; returns its folder. */
export function buildFixture(stack = false) {
  const name = stack ? 'fixture-stack' : 'fixture'
  const out = join(OUT, `${name}-h5`)
  rmSync(out, { recursive: true, force: true })
  const r = spawnSync(join(process.cwd(), 'node_modules/.bin/taro'), ['build', '--type', 'h5'], {
    cwd: FIXTURE,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', FIXTURE_OUT: out, BUNDLE_STATS: join(OUT, `bundle-stats-${name}.json`), FIXTURE_STACK: stack ? '1' : '' },
  })
  if (r.status !== 0) throw new Error(`taro build --type h5 of tests/bench/fixture${stack ? ' (stack)' : ''} failed`)
  return out
}
