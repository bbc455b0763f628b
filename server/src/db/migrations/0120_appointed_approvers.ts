/**
 * Designated approvers (指定审批人): the pool of a company's employees an administrator may name as
 * approvers or backups in approval templates (vettingsetting/*AppointVettingPersons,
 * services/approvals/appointed.ts). Types: services/approvals/tables.ts.
 *
 * Every person a template already names (approver or backup) joins the pool here, so that a
 * template saved before the pool existed can be saved again unchanged.
 */
import { col, createPersonTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createPersonTable(db, 'vetting_appointed_approvers', {
      created_at: col.text,
    })

    const at = new Date().toISOString()
    const approvers = await db.selectFrom('vetting_level_approvers').select(['company_id', 'person_id']).distinct().execute()
    const backups = await db
      .selectFrom('vetting_template_levels')
      .select(['company_id', 'backup_person_id as person_id'])
      .where('backup_person_id', 'is not', null)
      .distinct()
      .execute()
    const seen = new Set<string>()
    for (const r of [...approvers, ...backups] as { company_id: number; person_id: number }[]) {
      const key = `${r.company_id}:${r.person_id}`
      if (seen.has(key)) continue
      seen.add(key)
      await db.insertInto('vetting_appointed_approvers').values({ company_id: r.company_id, person_id: r.person_id, created_at: at }).execute()
    }
  },
  async down(db) {
    await dropTables(db, ['vetting_appointed_approvers'])
  },
}
