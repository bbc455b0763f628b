/**
 * The few places where SQLite and PostgreSQL DDL differ. Migrations receive the dialect so that
 * one migration file serves both databases.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'
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
