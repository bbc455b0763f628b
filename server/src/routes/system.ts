/** Reference data (currencies, phone country codes) and client telemetry. */
import { Type } from '@sinclair/typebox'
import { NoParamsReq } from '../../../types/api/auth'
import * as S from '../../../types/api/system'
import { defineDomain } from '../http/call'
import type { CallContext } from '../http/context'
import { toCurrencyInfo, type CountryCodeRow } from '../db/reference-data'
import { withRate } from '../services/money/rates'
import { storeErrorLog, storeUsageEvents } from '../services/telemetry'

function countryCode(row: CountryCodeRow, ctx: CallContext): S.MobileCountryCode {
  const byLang = { 'zh-CN': row.name_cn, 'zh-TW': row.name_tc, en: row.name_en, ja: row.name_jp }
  return {
    CountryCode: row.dial_code,
    Iso: row.iso,
    Name: byLang[ctx.lang],
    NameCN: row.name_cn,
    NameTC: row.name_tc,
    NameEN: row.name_en,
    NameJP: row.name_jp,
  }
}

export default defineDomain('system', 'Reference data and client telemetry', (call) => {
  call('systemInfo/getCurrencyInfos', {
    summary:
      "The currencies the client may display (docs/constants.md), names in the request language, each with today's rate for the caller's company (the platform's signed out), so a chosen currency converts at once",
    auth: 'none',
    body: NoParamsReq,
    result: S.CurrencyInfoListRes,
    handle: async (_body, ctx) =>
      Promise.all((await ctx.deps.reference.allCurrencies()).map((c) => withRate(ctx, toCurrencyInfo(c, ctx.lang), ctx.caller?.companyId ?? null, ctx.now()))),
  })

  call('systemInfo/getMobileCountryCodes', {
    summary: 'Phone country calling codes with names in four languages',
    auth: 'none',
    body: NoParamsReq,
    result: S.MobileCountryCodeListRes,
    handle: async (_body, ctx) => (await ctx.deps.reference.allCountryCodes()).map((r) => countryCode(r, ctx)),
  })

  call('systemInfo/getMobileCountryCodesByKeyword', {
    summary: 'Phone country codes matching a keyword (code digits or a name in any language)',
    auth: 'none',
    body: S.MobileCountryCodesByKeywordReq,
    result: S.MobileCountryCodeListRes,
    async handle(body, ctx) {
      const keyword = body.Keyword.trim().replace(/^\+/, '').toLowerCase()
      const rows = await ctx.deps.reference.allCountryCodes()
      const hits = rows.filter((r) =>
        /^\d+$/.test(keyword)
          ? r.dial_code.startsWith(keyword)
          : [r.name_cn, r.name_tc, r.name_en, r.name_jp, r.iso].some((n) => n.toLowerCase().includes(keyword)),
      )
      return hits.map((r) => countryCode(r, ctx))
    },
  })

  call('log/error', {
    summary: 'Store a client error report',
    description: 'Never refused for an old Version or an unknown currency: the report matters most then.',
    auth: 'optional',
    skipHeaderChecks: true,
    body: S.ErrorLogReqSchema,
    result: Type.Null(),
    async handle(body, ctx) {
      await storeErrorLog(ctx.deps, ctx.caller, ctx.client, body)
      return null
    },
  })

  call('collect', {
    summary: 'Store a batch of usage events (array body)',
    auth: 'optional',
    skipHeaderChecks: true,
    body: S.CollectReqSchema,
    result: Type.Null(),
    async handle(body, ctx) {
      await storeUsageEvents(ctx.deps, ctx.caller, body)
      return null
    },
  })
})
