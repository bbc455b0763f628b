// The server suite in a few long-lived processes instead of one per file: loading the server's
// modules takes seconds and seeding a database more, which 90-odd files paid each once before.
// Files are dealt to SHARDS processes (default 2, one per core), the largest first onto the
// lightest; each process runs its files one after another (server/test/run-files.ts) and prints
// its report whole when it ends.
//
//   node scripts/server-tests.mjs                      every file of server/test
//   node scripts/server-tests.mjs server/test/a.test.ts ...   those files
// On PostgreSQL (DATABASE_URL) a file that restarts the database runs alone, after the others.
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { RESTARTS_DATABASE, serverTestFiles } from './server-test-files.mjs'

const named = process.argv.slice(2)
const all = named.length ? named : serverTestFiles()
const alone = process.env.DATABASE_URL ? all.filter((f) => RESTARTS_DATABASE.includes(f)) : []
const files = all.filter((f) => !alone.includes(f))
const count = Math.max(1, Math.min(files.length, Number(process.env.SHARDS || 2)))
const shards = Array.from({ length: count }, () => ({ files: [], weight: 0 }))
for (const file of [...files].sort((a, b) => statSync(b).size - statSync(a).size)) {
  const lightest = shards.reduce((a, b) => (b.weight < a.weight ? b : a))
  lightest.files.push(file)
  lightest.weight += statSync(file).size
}

function run(shard, label) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=tap', 'server/test/run-files.ts', ...shard.files], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(`\n# ${label}: ${shard.files.length} files, ${seconds} s, exit ${code}\n${out}`)
      resolve(code === 0)
    })
  })
}

const results = files.length ? await Promise.all(shards.map((s, i) => run(s, `shard ${i + 1} of ${count}`))) : []
for (const file of alone) results.push(await run({ files: [file] }, `${file} alone (it restarts the database)`))
process.exit(results.every(Boolean) ? 0 : 1)
