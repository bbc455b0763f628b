/** Names of the bus module in the reader's language: stations, classes, ticket states, the rules. */
import type { BusStation } from '../../../../types/api/bus'
import { BUS_REFUND_TIERS, type BusClass, type BusTicketState } from '../../../../types/api/bus-values'
import type { Lang } from '../../i18n'
import { timesOf, type Schedule } from './catalog'
import type { BusStationDef } from './stations'
import { bt } from './texts'

const useEnglish = (lang: Lang) => lang === 'en' || lang === 'ja'

export function stationView(s: BusStationDef, lang: Lang): BusStation {
  return {
    Code: s.code,
    Name: useEnglish(lang) ? s.en : s.cn,
    NameCN: s.cn,
    NameEN: s.en,
    Pinyin: s.pinyin,
    Initials: s.initials,
    CityCode: s.cityCode,
    CityName: useEnglish(lang) ? s.cityEn : s.cityCn,
    IsHot: s.hot,
    Address: s.address,
  }
}

export const className = (c: BusClass, lang: Lang): string => bt(lang, `busCls${c}`)
export const ticketStateName = (s: BusTicketState, lang: Lang): string => bt(lang, `busTicket${s}`)

const hoursText = (h: number, lang: Lang): string => (h >= 1 ? bt(lang, 'busRuleHours', { n: h }) : bt(lang, 'busRuleMinutes', { n: Math.round(h * 60) }))

/** The refund tier of a rate in words. */
export function refundRuleText(rate: number, lang: Lang): string {
  if (rate === 0) return bt(lang, 'busRuleFree')
  const i = BUS_REFUND_TIERS.findIndex((t) => t.Rate === rate)
  const upper = BUS_REFUND_TIERS[i - 1]?.FromHours ?? BUS_REFUND_TIERS[0].FromHours
  return bt(lang, 'busRuleRate', { hours: hoursText(upper, lang), rate: Math.round(rate * 100) })
}

/** 'SHA01-SZV01-0730 上海长途汽车客运总站 07:30 → 苏州汽车北站 09:20 · 2026-11-30'. */
export function scheduleText(s: Schedule, date: string, lang: Lang): string {
  const t = timesOf(s)
  const name = (x: Schedule['from']) => (lang === 'en' || lang === 'ja' ? x.en : x.cn)
  return `${s.no} ${name(s.from)} ${t.departTime} → ${name(s.to)} ${t.arriveTime} · ${date}`
}
