/** WeChat web authorization and JS-SDK calls (docs/sign-in.md#wechat-in-its-browser). Handlers only route to services/wechat-oauth. */
import { Type } from '@sinclair/typebox'
import * as W from '../../../../types/api/wechat-oauth'
import { defineDomain } from '../../http/call'
import { officialAccount, wechatJsConfig, wechatOAuthCallBack } from '../../services/wechat-oauth/service'

export default defineDomain('wechat-oauth', "WeChat's web authorization, JS-SDK and official account", (call) => {
  call('WeChatOAuth/CallBack', {
    summary: "Redeems WeChat's authorization code: signs in the person who bound the openid, binds it to the signed-in caller, or keeps it for binding",
    description:
      'Outcome SignedIn (Session), Bound (the caller signs in with this WeChat from now on) or NeedSignIn (BindTicket: sign in, then send it back within 10 minutes). A code WeChat refuses: 1002; a ticket unknown, used or expired: 1020; no channel (production without WECHAT_MP_APP_ID/WECHAT_MP_SECRET): 1013.',
    auth: 'optional',
    limit: 'signIn',
    body: W.WeChatOAuthCallBackReq,
    result: W.WeChatOAuthCallBackRes,
    handle: (body, ctx) => wechatOAuthCallBack(ctx, body),
  })

  call('WeChatOAuth/WeChatJsConfigResponse', {
    summary: "wx.config for a page of the site: appId, timestamp, nonceStr and the signature over the official account's jsapi_ticket",
    description:
      "Only for the site's own origin (PUBLIC_BASE_URL, else the one reached) and WECHAT_MP_JS_ORIGINS: 1003 otherwise. The sandbox's ticket in demo mode (Sandbox true).",
    auth: 'none',
    body: W.WeChatJsConfigReq,
    result: W.WeChatJsConfig,
    handle: (body, ctx) => wechatJsConfig(ctx, body),
  })

  call('WeChatOAuth/OfficialAccount', {
    summary: 'The official account /wechatShare asks people to follow: its name and follow link',
    auth: 'none',
    body: Type.Object({}),
    result: W.WeChatOfficialAccount,
    handle: async () => officialAccount(),
  })
})
