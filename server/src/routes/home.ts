/** Start-up data, company configuration, theme, ads and notices. */
import * as H from '../../../types/api/home'
import { NoParamsReq } from '../../../types/api/auth'
import { defineDomain } from '../http/call'
import { isOutdated } from '../lib/version'
import { personalInfor } from '../services/accounts'
import { loadSetting, loadTheme } from '../services/company'
import { getNotice, listNotices, listAds } from '../services/content'

export default defineDomain('home', 'Start-up data, company settings and permissions, theme, ads, notices', (call) => {
  call('home/loadInitInfo/v2', {
    summary: 'Everything the client needs after sign-in: person, settings, permissions, theme, currency',
    auth: 'required',
    body: NoParamsReq,
    result: H.LoadInitInfoResSchema,
    async handle(_body, ctx) {
      const [infor, setting, power, theme] = await Promise.all([
        personalInfor(ctx.db, ctx.caller, ctx.lang),
        loadSetting(ctx.db, ctx.caller.companyId),
        ctx.power(),
        loadTheme(ctx.db, ctx.caller.companyId, (p) => ctx.mediaUrl(p)),
      ])
      return {
        PersonalInfor: infor,
        PersonalSetting: setting,
        PersonalPower: power,
        Theme: theme,
        CurrencyInfo: ctx.currencyChosen ? ctx.currency : null,
      }
    },
  })

  call('home/getversionnumber', {
    summary: 'Newest and minimum client version',
    description: 'Answers outdated clients too (no 107 here), so that they can tell the user.',
    auth: 'none',
    skipHeaderChecks: true,
    body: NoParamsReq,
    result: H.VersionNumberRes,
    async handle(_body, ctx) {
      const min = ctx.deps.config.minClientVersion
      return {
        VersionNumber: ctx.deps.config.latestClientVersion,
        MinVersion: min,
        IsForceUpdate: ctx.client.version !== '' && isOutdated(ctx.client.version, min),
      }
    },
  })

  call('customer/getSettingsV2', {
    summary: "The company's PersonalSetting",
    auth: 'required',
    body: NoParamsReq,
    result: H.PersonalSettingSchema,
    handle: (_body, ctx) => loadSetting(ctx.db, ctx.caller.companyId),
  })

  call('customer/getSettingsAndPermission', {
    summary: "The company's PersonalSetting and the caller's PersonalPower",
    auth: 'required',
    body: NoParamsReq,
    result: H.SettingsAndPermissionResSchema,
    async handle(_body, ctx) {
      const [Setting, Permission] = await Promise.all([loadSetting(ctx.db, ctx.caller.companyId), ctx.power()])
      return { Setting, Permission }
    },
  })

  call('user/getPermissions', {
    summary: "The caller's PersonalPower (union of their roles; narrowed for personal accounts)",
    auth: 'required',
    body: NoParamsReq,
    result: H.PersonalPowerSchema,
    handle: (_body, ctx) => ctx.power(),
  })

  call('theme/current', {
    summary: "The company's theme; the product default when signed out",
    auth: 'optional',
    body: NoParamsReq,
    result: H.ThemeOrNullSchema,
    handle: (_body, ctx) => loadTheme(ctx.db, ctx.caller?.companyId ?? null, (p) => ctx.mediaUrl(p)),
  })

  call('ad/list', {
    summary: "The company's ads for a position (1 = home banner)",
    auth: 'required',
    body: H.AdListReq,
    result: H.AdListRes,
    handle: (body, ctx) => listAds(ctx.db, ctx.caller.companyId, body.Position ?? 1, ctx.lang, (p) => ctx.mediaUrl(p)),
  })

  call('notice/list', {
    summary: 'Notices, pinned first, newest first',
    description: 'Signed out: platform notices only. Signed in: platform and own company.',
    auth: 'optional',
    body: H.NoticeListReq,
    result: H.NoticeListRes,
    handle: (body, ctx) =>
      listNotices(ctx.db, ctx.caller?.companyId ?? null, { index: body.PageIndex ?? 1, size: body.PageSize ?? 10 }, ctx.lang, ctx.now().toISOString()),
  })

  call('notice/get', {
    summary: 'One notice',
    description: "Another company's notice answers 1005 like a missing one.",
    auth: 'optional',
    body: H.NoticeGetReq,
    result: H.NoticeDetail,
    handle: (body, ctx) => getNotice(ctx.db, ctx.caller?.companyId ?? null, body.Id, ctx.lang, ctx.now().toISOString()),
  })
})
