/**
 * The few places where SQLite and PostgreSQL DDL differ. Migrations receive the dialect so that
 * one migration file serves both databases.
 */
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely'
import type { DialectName } from '../connect'

export interface DialectMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>
  /**
   * Tables this migration creates that belong to no company (reference data, shared inventory).
   * Every other table must have company_id: a test checks it against this declaration.
   */
  nonTenantTables?: readonly string[]
}

/** Auto-increment integer primary key. */
export function addId<TB extends string>(t: CreateTableBuilder<TB, never>, dialect: DialectName): CreateTableBuilder<TB, 'id'> {
  return dialect === 'postgres' ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

/** company_id of a company-owned row. */
export const companyRef = (c: ColumnDefinitionBuilder) => c.notNull().references('companies.id')
export const notNull = (c: ColumnDefinitionBuilder) => c.notNull()

/** One column of a table declared as data: its type and, when it has any, its constraints. */
export interface Column {
  type: ColumnDataType
  build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder
}
const column = (type: ColumnDataType, build?: Column['build']): Column => ({ type, build })

/** The columns tables are made of: NOT NULL unless named null…; `of` for any other definition. */
export const col = {
  text: column('text', notNull),
  integer: column('integer', notNull),
  real: column('real', notNull),
  /** A coordinate (latitude, longitude). */
  double: column('double precision', notNull),
  uniqueText: column('text', (c) => c.notNull().unique()),
  /** A text primary key (a token's hash, a code, a name). */
  textKey: column('text', (c) => c.primaryKey()),
  /** Text that is '' until set (a column added to a table that already has rows). */
  textOrEmpty: column('text', (c) => c.notNull().defaultTo('')),
  nullText: column('text'),
  nullInteger: column('integer'),
  /** company_id of a company-owned row. */
  company: column('integer', companyRef),
  /** company_id as the key of a table with one row per company (its settings, profile, sign-on). */
  companyKey: column('integer', (c) => c.primaryKey().references('companies.id')),
  /** The id of a row of `table`. */
  ref: (table: string) => column('integer', (c) => c.notNull().references(`${table}.id`)),
  nullRef: (table: string) => column('integer', (c) => c.references(`${table}.id`)),
  of: column,
}

/** Several columns of one kind, in this order: `...columns(col.text, 'title', 'tax_id')`. */
export const columns = (kind: Column, ...names: string[]): Record<string, Column> => Object.fromEntries(names.map((name) => [name, kind]))

/** Adds the columns in their order of declaration. */
function withColumns<TB extends string, C extends string>(t: CreateTableBuilder<TB, C>, columns: Record<string, Column>) {
  let out = t as CreateTableBuilder<TB, string>
  for (const [name, c] of Object.entries(columns)) out = out.addColumn(name, c.type, c.build)
  return out
}

/** CREATE TABLE `name` with these columns. */
export const createTable = (db: Kysely<any>, name: string, columns: Record<string, Column>) => withColumns(db.schema.createTable(name), columns)

/** CREATE TABLE `name` with an auto-increment id, then these columns. */
export const createTableWithId = (db: Kysely<any>, dialect: DialectName, name: string, columns: Record<string, Column>) =>
  withColumns(addId(db.schema.createTable(name), dialect), columns)

/** Rows of a company's order (its travellers, events, segments, tickets): id, company_id, order_id, these columns; found by their order. */
export async function createOrderRowsTable(db: Kysely<any>, dialect: DialectName, name: string, columns: Record<string, Column>): Promise<void> {
  await createTableWithId(db, dialect, name, { company_id: col.company, order_id: col.ref('orders'), ...columns }).execute()
  await db.schema.createIndex(`${name}_order`).on(name).columns(['order_id']).execute()
}

/** A table of one row per company (its settings, theme, profile, sign-on): keyed by company_id, then these columns, updated_at. */
export const createPerCompanyTable = (db: Kysely<any>, name: string, columns: Record<string, Column>) =>
  createTable(db, name, { company_id: col.companyKey, ...columns, updated_at: col.text }).execute()

/** CREATE TABLE `name` with these columns, keyed by the `key` columns together (constraint `name`_pk). */
const keyedTable = (db: Kysely<any>, name: string, key: string[], columns: Record<string, Column>) =>
  createTable(db, name, columns).addPrimaryKeyConstraint(`${name}_pk`, key)

/** A table keyed by several of its columns together (a link of two rows, a slot, a window): `name`_pk. */
export const createKeyedTable = (db: Kysely<any>, name: string, key: string[], columns: Record<string, Column>) => keyedTable(db, name, key, columns).execute()

/** A table of one row per person of a company: keyed by company_id and person_id, then these columns. */
export const createPersonTable = (db: Kysely<any>, name: string, columns: Record<string, Column>) =>
  createKeyedTable(db, name, ['company_id', 'person_id'], { company_id: col.company, person_id: col.ref('persons'), ...columns })

/**
 * Stock a product sells to every company alike (seats, rooms, tickets): the `key` columns, of
 * which there is one row each, then the stock's own columns, updated_at. Its `left` column the
 * database itself keeps from going below zero, so that no row is oversold whatever a future query
 * forgets.
 */
export const createStockTable = (db: Kysely<any>, name: string, key: Record<string, Column>, left: string, columns: Record<string, Column>) =>
  keyedTable(db, name, Object.keys(key), { ...key, ...columns, updated_at: col.text })
    .addCheckConstraint(`${name}_not_negative`, sql.raw(`${left} >= 0`))
    .execute()

/**
 * A product's rank-standard table: its company and rank, the product's own columns, updated_at;
 * one row per company and rank (and the `key` columns among its own, where products share it).
 */
export const createRankPolicyTable = (db: Kysely<any>, dialect: DialectName, name: string, columns: Record<string, Column>, key: string[] = []) =>
  createTableWithId(db, dialect, name, { company_id: col.company, rank_id: col.ref('ranks'), ...columns, updated_at: col.text })
    .addUniqueConstraint(`${name}_rank`, ['company_id', 'rank_id', ...key])
    .execute()

/** ALTER TABLE `table` ADD each of these columns, in their order, one statement each (SQLite adds one a statement). */
export async function addColumns(db: Kysely<any>, table: string, columns: Record<string, Column>): Promise<void> {
  for (const [name, c] of Object.entries(columns)) await db.schema.alterTable(table).addColumn(name, c.type, c.build).execute()
}

/** ALTER TABLE `table` DROP each of `columns`, in this order (a migration's down). */
export async function dropColumns(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  for (const name of columns) await db.schema.alterTable(table).dropColumn(name).execute()
}

/** DROP TABLE IF EXISTS each of `tables`, in this order (a migration's down). */
export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute()
}
