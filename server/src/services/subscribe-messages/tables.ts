/** Kysely types of WeChat subscribe messages (migration 0190_disruptions; docs/disruptions.md#wechat). */
import type { CompanyRowColumns } from '../../lib/tables'

/** A traveller's one-time acceptances of a template (wx.requestSubscribeMessage): one message each. */
export interface WechatSubscriptionsTable extends CompanyRowColumns {
  person_id: number
  template_id: string
  openid: string
  remaining: number
  updated_at: string
}

/** Messages queued for and sent by the subscribe channel (the sandbox sender keeps them for the console). */
export interface WechatOutboxTable extends CompanyRowColumns {
  person_id: number
  openid: string
  template_id: string
  page: string
  data_json: string
  /** 'Queued' | 'Sent' | 'Failed' */
  state: string
  error: string
  created_at: string
  sent_at: string | null
}

export interface SubscribeTables {
  wechat_subscriptions: WechatSubscriptionsTable
  wechat_outbox: WechatOutboxTable
}
