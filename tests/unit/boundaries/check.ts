/**
 * The layer rules of src/, checked on the import graph:
 * - a feature does not import another feature;
 * - a feature does not import a page, and a page does not import another page;
 * - the shared layers (components, domain, core, stores, platform, i18n, shared) import no
 *   feature and no page;
 * - platform globals (wx, window, document, location, process.env.TARO_ENV) only in src/platform,
 *   apart from the listed exceptions.
 */
import fs from 'node:fs'
import path from 'node:path'

export const SHARED_LAYERS = ['components', 'domain', 'core', 'stores', 'platform', 'i18n', 'shared']

export interface SourceFile {
  /** Repository-relative path, e.g. 'src/pages/home/index.tsx'. */
  file: string
  text: string
}

/** 'features/flight', 'pages/home', 'components', ... or '' for files at the top of src. */
export function unitOf(file: string): string {
  const m = /^src\/(features|pages)\/([^/]+)\//.exec(file)
  if (m) return `${m[1]}/${m[2]}`
  const s = /^src\/([^/]+)\//.exec(file)
  return s ? s[1] : ''
}

/** The src-relative targets of a file's imports (relative and '@/' ones; packages are skipped). */
export function importsOf(f: SourceFile): string[] {
  const out: string[] = []
  const re = /(?:^|[^\w$.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w$.])import\s*(?:\(\s*)?['"]([^'"]+)['"]/g
  for (const m of f.text.matchAll(re)) {
    const spec = m[1] ?? m[2]
    if (spec.startsWith('@/')) out.push(path.posix.join('src', spec.slice(2)))
    else if (spec.startsWith('.')) out.push(path.posix.normalize(path.posix.join(path.posix.dirname(f.file), spec)))
  }
  return out
}

function importRule(from: string, to: string): string | null {
  if (from === to || !to) return null
  const fromFeature = from.startsWith('features/')
  const toFeature = to.startsWith('features/')
  const toPage = to.startsWith('pages/')
  if (fromFeature && toFeature) return 'a feature imports another feature'
  if (fromFeature && toPage) return 'a feature imports a page'
  if (from.startsWith('pages/') && toPage) return 'a page imports another page'
  if (SHARED_LAYERS.includes(from) && (toFeature || toPage)) return `the shared layer ${from} imports ${toFeature ? 'a feature' : 'a page'}`
  return null
}

const GLOBAL_USE = /(?:^|[^.\w$])(?:wx|window|document|location)\s*\??\.|typeof\s+(?:wx|window|document|location)\b|process\.env\.TARO_ENV/m

/** Drops comments so that prose ('the document ...') is not taken for code. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

export function violations(files: SourceFile[], exceptions: Record<string, string>): string[] {
  const found: string[] = []
  for (const f of files) {
    const from = unitOf(f.file)
    for (const target of importsOf(f)) {
      const rule = importRule(from, unitOf(target + '/'))
      if (rule) found.push(`${f.file} → ${target}: ${rule}`)
    }
    if (!f.file.startsWith('src/platform/') && !(f.file in exceptions)) {
      const m = GLOBAL_USE.exec(code(f.text))
      if (m) found.push(`${f.file}: uses the platform global "${m[0].replace(/^[^\w$]+/, '')}" outside src/platform`)
    }
  }
  return found
}

export function readSources(root: string): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (dir: string): void => {
    for (const name of fs.readdirSync(path.join(root, dir))) {
      const rel = path.posix.join(dir, name)
      if (fs.statSync(path.join(root, rel)).isDirectory()) walk(rel)
      else if (/\.(ts|tsx)$/.test(name)) out.push({ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') })
    }
  }
  walk('src')
  return out
}
