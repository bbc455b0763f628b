// Node 20's `node --test <dir>` only discovers .js/.mjs/.cjs files (no globs, no .ts), so
// `node --import tsx --test server/test/` (scripts/test-all.mjs) would run zero tests. This file
// matches its `**/test/**/*.mjs` pattern and loads every *.test.ts here, in name order.
// `npm run test:server` passes the .ts files directly (one process each) and never loads this file.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dir = dirname(fileURLToPath(import.meta.url))
for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort()) {
  await import(pathToFileURL(join(dir, file)).href)
}
