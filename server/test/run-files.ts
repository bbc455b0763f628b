/**
 * Runs the given test files in this one process, one after another, so that the server's modules
 * are loaded and the database seeded once rather than once per file (scripts/server-tests.mjs).
 */
import path from 'node:path'

void (async () => {
  for (const file of process.argv.slice(2)) await import(path.resolve(file))
})()
