/** Office-automation sign-in's calls (docs/sign-in.md#office-automation-sign-in). Handlers only route to services/oa. */
import { Type } from '@sinclair/typebox'
import * as O from '../../../../types/api/oa'
import { defineDomain } from '../../http/call'
import { oaAuthDetail, oaLogin, oaSettings, oaTryLink, rotateOaSecret, saveOaSettings } from '../../services/oa/service'

export default defineDomain('oa', 'Office-automation sign-in (a ticket signed by the company’s OA system)', (call) => {
  call('login/oaLogin', {
    summary: "Signs in the employee named by a ticket the company's OA system signed (HMAC-SHA256)",
    description:
      'Refused with ResultData { Reason }: no active company of the code (1005, company), OA sign-in off (1003, off), a signature not by the secret (1002, signature), a timestamp older than 300 s or ahead, past the allowed clock skew (1020, expired), a nonce used before (1020, reused), nobody of the company with the employee number or e-mail (1005, unknownEmployee).',
    auth: 'none',
    limit: 'signIn',
    body: O.OaLoginReq,
    result: O.OaLoginRes,
    handle: (body, ctx) => oaLogin(ctx, body),
  })

  call('oa/oaAuthDetail/v3', {
    summary: 'What /callback4Oa shows before signing in: the company of the code, the name of its OA system, whether OA sign-in is on',
    auth: 'none',
    body: O.OaAuthDetailReq,
    result: O.OaAuthDetail,
    handle: (body, ctx) => oaAuthDetail(ctx, body),
  })

  const admin = { auth: 'required', power: 'ManagePermission.CompanyInfo.BaseInfo' } as const

  call('oa/getSettings', {
    summary: "The company's OA sign-in: on or off, the OA system's name, whether a secret exists (never the secret), the clock skew and the address to open",
    ...admin,
    body: Type.Object({}),
    result: O.OaSettings,
    handle: (_body, ctx) => oaSettings(ctx),
  })

  call('oa/saveSettings', {
    summary: "Sets the company's OA sign-in",
    description: 'Turning it on needs a secret (1001: make one with oa/rotateSecret first). Clock skew 0 to 300 seconds.',
    ...admin,
    body: O.OaSettingsSaveReq,
    result: O.OaSettings,
    handle: (body, ctx) => saveOaSettings(ctx, body),
  })

  call('oa/rotateSecret', {
    summary: 'Makes a new signing secret, answered this once; tickets signed with the old one are refused from now on',
    ...admin,
    body: Type.Object({}),
    result: O.OaSecretRes,
    handle: (_body, ctx) => rotateOaSecret(ctx),
  })

  call('oa/tryLink', {
    summary: 'The sandbox OA party: a signed /callback4Oa link for the administrator themself (by employee number, else e-mail), good for 300 s',
    description: 'OA sign-in off or no secret: 1001; the administrator has neither employee number nor e-mail: 1001.',
    ...admin,
    body: O.OaTryLinkReq,
    result: O.OaTryLinkRes,
    handle: (body, ctx) => oaTryLink(ctx, body),
  })
})
