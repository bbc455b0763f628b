// The server suite's files, and those that restart the database under load: on PostgreSQL these run
// alone, after the others (a restart beside another file cuts that file's connections).
import { readdirSync } from 'node:fs'

export const RESTARTS_DATABASE = ['server/test/db-restart.test.ts']

/** Every file of server/test (Node 20's test runner finds nothing when given a folder). */
export const serverTestFiles = () =>
  readdirSync('server/test')
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `server/test/${f}`)
