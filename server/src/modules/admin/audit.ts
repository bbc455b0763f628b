/**
 * The audit log: every change of company administration is written in the changing transaction
 * with who, when, what, and the record before and after (JSON). audit/list pages it by entity.
 */
import type { AuditEntity, AuditEntry, AuditListReq, Page } from '../../../../types/api/admin'
import type { AuthedContext } from '../../http/context'
import { rowName } from '../../lib/names'
import type { AuditWriter } from '../../kernel/audit'
import { rowCount } from '../../db/page'

/** Writes one change of company administration (the kernel's audit writer, registered by register()). */
export const audit: AuditWriter = async (db, ctx, entity, entityId, action, before, after) => {
  const me = await db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', ctx.caller.personId).executeTakeFirst()
  await db
    .insertInto('admin_audit')
    .values({
      company_id: ctx.caller.companyId,
      at: ctx.now().toISOString(),
      actor_user_id: ctx.caller.userId,
      actor_name: me ? rowName(me) : '',
      entity,
      entity_id: entityId,
      action,
      before_json: before === null || before === undefined ? null : JSON.stringify(before),
      after_json: after === null || after === undefined ? null : JSON.stringify(after),
    })
    .execute()
}

export const pageOf = (req: { PageIndex?: number; PageSize?: number }) => {
  const PageIndex = req.PageIndex ?? 1
  const PageSize = req.PageSize ?? 20
  return { PageIndex, PageSize, offset: (PageIndex - 1) * PageSize }
}

export async function auditList(ctx: AuthedContext, req: AuditListReq): Promise<Page<AuditEntry>> {
  const { PageIndex, PageSize, offset } = pageOf(req)
  let q = ctx.db.selectFrom('admin_audit').where('company_id', '=', ctx.caller.companyId)
  if (req.Entity) q = q.where('entity', '=', req.Entity)
  if (req.EntityId) q = q.where('entity_id', '=', req.EntityId)
  const total = await rowCount(q)
  const rows = await q.selectAll().orderBy('id', 'desc').limit(PageSize).offset(offset).execute()
  return {
    Items: rows.map((r) => ({
      AuditId: r.id,
      At: r.at,
      ActorUserId: r.actor_user_id,
      ActorName: r.actor_name,
      Entity: r.entity as AuditEntity,
      EntityId: r.entity_id,
      Action: r.action,
      Before: r.before_json ? JSON.parse(r.before_json) : null,
      After: r.after_json ? JSON.parse(r.after_json) : null,
    })),
    Total: total,
    PageIndex,
    PageSize,
  }
}
