/** Company single sign-on's calls (docs/sign-in.md#single-sign-on). Handlers only route to services/sso. */
import { Type } from '@sinclair/typebox'
import * as S from '../../../../types/api/sso'
import { defineDomain } from '../../http/call'
import { finishSso, saveSsoSettings, ssoSettings, startSso } from '../../services/sso/service'

export default defineDomain('sso', 'Company single sign-on (OpenID Connect)', (call) => {
  call('sso/getSettings', {
    summary: "The company's OpenID provider: issuer, client id, e-mail domains (never the secret) and the redirect URI to register",
    auth: 'required',
    power: 'ManagePermission.CompanyInfo.BaseInfo',
    body: Type.Object({}),
    result: S.SsoSettings,
    handle: (_body, ctx) => ssoSettings(ctx),
  })

  call('sso/saveSettings', {
    summary: "Sets the company's OpenID provider",
    description:
      'Turning it on needs issuer (https; http only for localhost), client id, client secret (kept when absent) and at least one e-mail domain (1001); a domain another company signs in is refused (1008).',
    auth: 'required',
    power: 'ManagePermission.CompanyInfo.BaseInfo',
    body: S.SsoSettingsSaveReq,
    result: S.SsoSettings,
    handle: (body, ctx) => saveSsoSettings(ctx, body),
  })

  call('sso/start', {
    summary: "Starts a sign-in at the identity provider of the e-mail's company",
    description:
      'No company signs in the domain: 1005. The provider unreachable: 1013. The answer is the URL to open; the provider comes back to /sso/callback, which opens /#/callback with the code and state for sso/finish.',
    auth: 'none',
    limit: 'signIn',
    body: S.SsoStartReq,
    result: S.SsoStartRes,
    handle: (body, ctx) => startSso(ctx, body),
  })

  call('sso/finish', {
    summary: "Signs in with the provider's code: the ID token's e-mail names the person of the company",
    description:
      "A state unknown, used or older than 10 minutes: 1020. The code refused at the provider: 1013; an ID token that fails a check (signature, issuer, audience, expiry, nonce, e-mail of the company's domains): 1002 with ResultData { Reason }. Nobody of the company has the e-mail: 1005.",
    auth: 'none',
    limit: 'signIn',
    body: S.SsoFinishReq,
    result: S.SsoFinishRes,
    handle: (body, ctx) => finishSso(ctx, body),
  })
})
