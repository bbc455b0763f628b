/**
 * Opens the database: an embedded SQLite file by default, PostgreSQL when a URL is given.
 * Both go through Kysely, so services never see which one runs.
 */
import fs from 'node:fs'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type DialectName = 'sqlite' | 'postgres'

export interface DbHandle {
  db: Kysely<Database>
  dialect: DialectName
  /** PostgreSQL schema the connection works in (tests use one schema per test file). */
  pgSchema: string | null
  /** SQLite only: the whole database as bytes (`OpenOptions.sqliteImage` opens a copy of it). */
  image?(): Buffer
  close(): Promise<void>
}

export interface OpenOptions {
  /** postgres://... ; when absent SQLite is used. */
  databaseUrl?: string
  /** SQLite file path or ':memory:'. */
  sqliteFile?: string
  /** PostgreSQL only: work inside this schema (created if missing). */
  pgSchema?: string
  /** SQLite only: told the text of every statement run (tests check what a call reads). */
  trace?: (sql: string) => void
  /**
   * SQLite only: start from this image of a database (`DbHandle.image`), in memory or written to
   * `sqliteFile`: tests migrate and seed once and open copies.
   */
  sqliteImage?: Buffer
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.pgSchema ?? null)
  return openSqlite(opts.sqliteFile ?? ':memory:', opts.trace, opts.sqliteImage)
}

function openSqlite(file: string, trace?: (sql: string) => void, image?: Buffer): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  if (image && file !== ':memory:') fs.writeFileSync(file, image)
  const source = image && file === ':memory:' ? image : file
  const sqlite = new BetterSqlite3(source, trace ? { verbose: (text) => trace(String(text)) } : {})
  // WAL lets the running server and an inspecting sqlite3 shell read at the same time.
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  const statements = withStatementCache(sqlite)
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) })
  direct.set(db, (text, parameters) => (sqlite.inTransaction ? null : (statements.prepare(text).all(parameters) as unknown[])))
  return { db, dialect: 'sqlite', pgSchema: null, image: () => sqlite.serialize(), close: () => db.destroy() }
}

type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | null
const direct = new WeakMap<object, DirectRead>()

/**
 * The rows of a read, run at once on SQLite's one connection; null where it must go through
 * Kysely: PostgreSQL, a transaction's own Kysely, or any transaction open on the connection (a
 * direct read would see its uncommitted writes). better-sqlite3 runs a statement to completion
 * synchronously, so outside a transaction nothing can interleave with it, while Kysely's own path
 * queues it behind a lock and several promise turns: for the small reads every call makes (the
 * cache generation, the seats left) that costs more than SQLite's work.
 */
export function readDirect<R>(db: object, query: { sql: string; parameters: readonly unknown[] }): R[] | null {
  const read = direct.get(db)
  return read ? (read(query.sql, query.parameters) as R[] | null) : null
}

/** Statements kept for reuse; queries with IN lists of varying length make new texts, so the oldest go. */
const STATEMENT_LIMIT = 500

/**
 * Kysely prepares every query anew; preparing costs more than running the small indexed queries
 * of this server. Reusing the prepared statement per SQL text is safe here: better-sqlite3 runs
 * each statement to completion synchronously (no streaming queries are used), and SQLite
 * re-prepares a statement itself after a schema change.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): { prepare(sql: string): BetterSqlite3.Statement; close(): void } {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return {
    prepare(sql) {
      let st = statements.get(sql)
      if (!st) {
        st = sqlite.prepare(sql)
        if (statements.size >= STATEMENT_LIMIT) statements.delete(statements.keys().next().value as string)
        statements.set(sql, st)
      }
      return st
    },
    close: () => sqlite.close(),
  }
}

async function openPostgres(url: string, schema: string | null): Promise<DbHandle> {
  if (schema !== null && !SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`)
  if (schema) {
    // Create the schema on a separate short-lived connection: the pool's search_path points at it.
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(`create schema if not exists "${schema}"`)
    } finally {
      await client.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  })
  // The database closing a connection (restart, failover) is reported as an 'error' event, by the
  // pool for an idle connection and by the connection itself while a call holds it. Unhandled, either
  // ends the process. The call holding it gets its own error (answered 1013); the pool drops the
  // broken connection and opens a new one on the next call.
  const dropped = (err: Error) => console.warn(`PostgreSQL closed a connection: ${err.message}`)
  pool.on('error', dropped)
  pool.on('connect', (client) => client.on('error', dropped))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, dialect: 'postgres', pgSchema: schema, close: () => db.destroy() }
}

/** Drops a test schema with everything in it. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid PostgreSQL schema name "${schema}"`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await client.end()
  }
}
