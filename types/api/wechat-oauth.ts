/**
 * WeChat's web authorization and JS-SDK for the H5 site inside WeChat's browser
 * (docs/sign-in.md#wechat-in-its-browser): WeChatOAuth/CallBack redeems the code WeChat returns
 * for the person's openid and signs in whoever bound it (or binds it to the signed-in caller);
 * WeChatOAuth/WeChatJsConfigResponse answers the signed wx.config of a page of the site.
 */
import { Type, type Static } from '@sinclair/typebox'
import { LoginRes } from './auth'

export const WeChatOAuthCallBackReq = Type.Object({
  /** The code WeChat put on the return (snsapi_base or snsapi_userinfo); used once. */
  Code: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** Signed in: the ticket of an earlier answer (NeedSignIn), to bind its openid to the caller. */
  BindTicket: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
})
export type WeChatOAuthCallBackReq = Static<typeof WeChatOAuthCallBackReq>

export const WeChatOAuthCallBackRes = Type.Object({
  /**
   * 'SignedIn': Session holds the bound person's session. 'Bound': the signed-in caller now
   * signs in with this WeChat. 'NeedSignIn': nobody bound the openid: sign in with a password,
   * then send BindTicket (good for 10 minutes).
   */
  Outcome: Type.Union([Type.Literal('SignedIn'), Type.Literal('Bound'), Type.Literal('NeedSignIn')]),
  Session: Type.Optional(LoginRes),
  BindTicket: Type.Optional(Type.String()),
})
export type WeChatOAuthCallBackRes = Static<typeof WeChatOAuthCallBackRes>

export const WeChatJsConfigReq = Type.Object({
  /** The page's full URL without its '#' part (what WeChat signs); of the site's own origins only. */
  Url: Type.String({ minLength: 1, maxLength: 2000 }),
})
export type WeChatJsConfigReq = Static<typeof WeChatJsConfigReq>

/** wx.config's fields: signature = sha1('jsapi_ticket=…&noncestr=…&timestamp=…&url=…'). */
export const WeChatJsConfig = Type.Object({
  AppId: Type.String(),
  Timestamp: Type.Integer(),
  NonceStr: Type.String(),
  Signature: Type.String(),
  /** True when the sandbox channel signed it (demo mode): WeChat itself would refuse it. */
  Sandbox: Type.Boolean(),
})
export type WeChatJsConfig = Static<typeof WeChatJsConfig>

/** The official account /wechatShare asks people to follow (WECHAT_MP_NAME, WECHAT_MP_FOLLOW_URL; the sandbox's in demo mode). */
export const WeChatOfficialAccount = Type.Object({
  Name: Type.String(),
  /** The account's follow link (its QR code's content): scanned or long-pressed in WeChat, it opens the account. */
  FollowUrl: Type.String(),
  Sandbox: Type.Boolean(),
})
export type WeChatOfficialAccount = Static<typeof WeChatOfficialAccount>

export type WeChatOAuthCalls = {
  'WeChatOAuth/CallBack': { req: WeChatOAuthCallBackReq; res: WeChatOAuthCallBackRes }
  'WeChatOAuth/WeChatJsConfigResponse': { req: WeChatJsConfigReq; res: WeChatJsConfig }
  'WeChatOAuth/OfficialAccount': { req: Record<string, never>; res: WeChatOfficialAccount }
}
