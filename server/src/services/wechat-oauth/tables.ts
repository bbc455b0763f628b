/**
 * WeChat web authorization's tables (migration 0195_oa_wechat_sign_in, docs/sign-in.md): which
 * account an openid of the official account signs in, and the tickets that keep an openid nobody
 * bound for ten minutes, until the person signs in with a password and binds it.
 */

export interface WechatOauthBindingsTable {
  /** The person's openid under the official account (WECHAT_MP_APP_ID, or the sandbox's). */
  openid: string
  company_id: number
  user_id: number
  created_at: string
}

export interface WechatOauthTicketsTable {
  /** Random, 32 bytes base64url. */
  ticket: string
  openid: string
  expires_at: string
  used_at: string | null
}

export interface WechatOauthTables {
  wechat_oauth_bindings: WechatOauthBindingsTable
  wechat_oauth_tickets: WechatOauthTicketsTable
}
