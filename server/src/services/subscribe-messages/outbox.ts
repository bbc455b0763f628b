/**
 * Subscribe messages queued and delivered (docs/disruptions.md#wechat). WeChat allows one message
 * per acceptance: a traveller's accepted template counts down as messages are queued, and nothing
 * is queued without one. Queuing is part of the transaction that decided to tell the traveller;
 * delivery runs after it, so a slow or failing WeChat never holds a transaction open.
 */
import type { SubscribeOutboxRes, SubscribeReq, SubscribeRes } from '../../../../types/api/disruption'
import type { Db, Trx } from '../../db/schema'
import { subscribeInvalid } from './texts'
import type { AuthedContext } from '../../http/context'
import { rowName } from '../../lib/names'
import { chinaDateTime } from '../../lib/time'
import { disruptionTemplateId, subscribeSender, type SubscribeSender } from './sender'

let sender: SubscribeSender | null = null
const theSender = () => (sender ??= subscribeSender())

/** Tests and the app start choose the sender. */
export function useSubscribeSender(s: SubscribeSender): void {
  sender = s
}

export async function queueSubscribeMessage(
  trx: Trx,
  m: { companyId: number; personId: number; page: string; data: Record<string, string>; at: string },
): Promise<boolean> {
  const templateId = disruptionTemplateId()
  const sub = await trx
    .selectFrom('wechat_subscriptions')
    .select(['id', 'openid'])
    .where('company_id', '=', m.companyId)
    .where('person_id', '=', m.personId)
    .where('template_id', '=', templateId)
    .where('remaining', '>', 0)
    .executeTakeFirst()
  if (!sub) return false
  await trx
    .updateTable('wechat_subscriptions')
    .set((eb) => ({ remaining: eb('remaining', '-', 1), updated_at: m.at }))
    .where('id', '=', sub.id)
    .execute()
  await trx
    .insertInto('wechat_outbox')
    .values({
      company_id: m.companyId,
      person_id: m.personId,
      openid: sub.openid,
      template_id: templateId,
      page: m.page,
      data_json: JSON.stringify(m.data),
      state: 'Queued',
      error: '',
      created_at: m.at,
      sent_at: null,
    })
    .execute()
  return true
}

/** Sends what is queued (each row claimed by one instance before it is sent). */
export async function deliverQueued(db: Db, now: Date): Promise<number> {
  const queued = await db.selectFrom('wechat_outbox').selectAll().where('state', '=', 'Queued').orderBy('id').limit(50).execute()
  let sent = 0
  for (const m of queued) {
    const claimed = await db.updateTable('wechat_outbox').set({ state: 'Sending' }).where('id', '=', m.id).where('state', '=', 'Queued').executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) continue
    try {
      await theSender().send({ openid: m.openid, templateId: m.template_id, page: m.page, data: JSON.parse(m.data_json) as Record<string, string> })
      await db.updateTable('wechat_outbox').set({ state: 'Sent', sent_at: now.toISOString() }).where('id', '=', m.id).execute()
      sent++
    } catch (err) {
      await db
        .updateTable('wechat_outbox')
        .set({ state: 'Failed', error: String((err as Error).message).slice(0, 200) })
        .where('id', '=', m.id)
        .execute()
    }
  }
  return sent
}

/** wechat/subscribe: the traveller accepted these templates in the mini-program; one message each may be sent. */
export async function subscribe(ctx: AuthedContext, req: SubscribeReq): Promise<SubscribeRes> {
  const known = disruptionTemplateId()
  const ids = [...new Set(req.TemplateIds)].filter((id) => id === known)
  if (!ids.length) return { Accepted: 0 }
  const openid = await theSender().openIdOf(req.Code)
  if (!openid) throw subscribeInvalid('wechatCodeInvalid')
  const { companyId, personId } = ctx.caller
  const at = ctx.now().toISOString()
  for (const templateId of ids) {
    await ctx.db
      .insertInto('wechat_subscriptions')
      .values({ company_id: companyId, person_id: personId, template_id: templateId, openid, remaining: 1, updated_at: at })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'person_id', 'template_id'])
          .doUpdateSet((eb) => ({ openid, remaining: eb('wechat_subscriptions.remaining', '+', 1), updated_at: at })),
      )
      .execute()
  }
  return { Accepted: ids.length }
}

/** disruption/outbox: what the subscribe channel sent to the company's travellers, newest first. */
export async function outbox(ctx: AuthedContext): Promise<SubscribeOutboxRes> {
  const rows = await ctx.db
    .selectFrom('wechat_outbox as w')
    .innerJoin('persons as p', 'p.id', 'w.person_id')
    .select(['w.id', 'w.template_id', 'w.page', 'w.data_json', 'w.created_at', 'w.sent_at', 'p.ch_name', 'p.last_name', 'p.first_name'])
    .where('w.company_id', '=', ctx.caller.companyId)
    .orderBy('w.id', 'desc')
    .limit(50)
    .execute()
  return {
    Items: rows.map((r) => ({
      Id: r.id,
      PersonName: rowName(r),
      TemplateId: r.template_id,
      Page: r.page,
      Data: JSON.parse(r.data_json) as Record<string, string>,
      SentAt: r.sent_at ? chinaDateTime(r.sent_at) : '',
    })),
  }
}
