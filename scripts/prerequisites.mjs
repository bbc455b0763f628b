// What the test command and the bench need from the machine besides node_modules: Chromium
// (browser journeys, Lighthouse), its CJK fonts (Chinese and Japanese screenshots), and
// PostgreSQL (the server suite's second database). On a Debian machine they are installed here
// when this process may do so (root, or sudo without a password); otherwise the run stops at once
// and prints the one command to run, instead of failing half-way.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const sh = (cmd) => spawnSync('bash', ['-c', cmd], { encoding: 'utf8' })

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p
  return null
}

const hasCjkFonts = () => /Noto Sans CJK/i.test(sh('fc-list 2>/dev/null').stdout || '')
const hasPostgres = () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))

/** The Debian packages missing for `needs` (any of 'chromium', 'fonts', 'postgresql'). */
export function missingPackages(needs = ['chromium', 'fonts', 'postgresql']) {
  const missing = []
  if (needs.includes('chromium') && !chromiumPath()) missing.push('chromium')
  if (needs.includes('fonts') && !hasCjkFonts()) missing.push('fonts-noto-cjk')
  if (needs.includes('postgresql') && !hasPostgres()) missing.push('postgresql')
  return missing
}

/**
 * Makes sure the packages are there: installs them with apt-get when allowed, or exits with the
 * command to run. `what` names the caller in the message ('npm test', 'npm run bench').
 */
export function ensurePrerequisites(what, needs) {
  if (!existsSync('node_modules/.bin/taro')) {
    console.error(`${what}: the npm packages are not installed. Run first:\n\n  npm install\n`)
    process.exit(1)
  }
  const missing = missingPackages(needs)
  if (!missing.length) return
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`
  const hasApt = sh('command -v apt-get').status === 0
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  const sudo = !root && hasApt && sh('sudo -n true 2>/dev/null').status === 0
  if (hasApt && (root || sudo)) {
    console.log(`${what}: installing the Debian packages it needs: ${missing.join(' ')}`)
    const prefix = root ? '' : 'sudo -n '
    const r = sh(`${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq ${missing.join(' ')} >/dev/null`)
    const still = missingPackages(needs)
    if (r.status === 0 && !still.length) return
    console.error(`${what}: installing ${missing.join(' ')} failed:\n${(r.stderr || '').trim()}`)
  }
  console.error(
    `${what} needs ${missing.join(', ')} on this machine (browser journeys in Chromium with CJK fonts; the server suite on PostgreSQL).\n` +
      `Install ${missing.length > 1 ? 'them' : 'it'}, then run ${what} again:\n\n  ${command}\n` +
      (hasApt ? '' : '\n(apt-get was not found: install the equivalent packages of your system, or set CHROMIUM_PATH.)\n'),
  )
  process.exit(1)
}
