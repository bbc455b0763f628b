/** How a product's standard reads on the rank page: one short line per rule that is set. */
import type { TFunction } from 'i18next'
import type { FlightRankPolicy, GenericRankPolicy, HotelRankPolicy, IntlFlightRankPolicy, RankPolicyDoc, TrainRankPolicy } from '@api/admin'
import type { RankProduct } from '@api/admin-values'
import { GENERIC_FIELDS, genericDraftOf, isGenericProduct, TRAIN_KINDS, yuanText, type GenericField } from '@/domain/travel-policy'

export function summaryLines(product: RankProduct, policy: RankPolicyDoc, t: TFunction): string[] {
  const k = (key: string, o?: Record<string, unknown>) => String(t(`travelPolicy:${key}`, o as never))
  const sep = k('common.listSep')
  if (product === 'Flight') {
    const p = policy as FlightRankPolicy
    return [
      p.CabinClassCeiling ? k('flight.sumCabin', { cabin: k(`flight.cabins.${p.CabinClassCeiling}`) }) : '',
      p.DiscountCeiling != null ? k('flight.sumDiscount', { pct: Math.round(p.DiscountCeiling * 100) }) : '',
      p.LowestPrice?.IsEnable ? k('flight.sumLowest', { h: p.LowestPrice.RangeHour, yuan: yuanText(p.LowestPrice.TolerancePrice) }) : '',
      p.AdvanceDays != null ? k('flight.sumAdvance', { n: p.AdvanceDays }) : '',
    ].filter(Boolean)
  }
  if (product === 'IntlFlight') {
    const p = policy as IntlFlightRankPolicy
    const m = p.BusinessMinMinutes
    return [
      m == null ? k('intl.sumNever') : m === 0 ? k('intl.sumAlways') : k('intl.sumLong', { h: Math.round((m / 60) * 10) / 10 }),
      p.LowestPricePct != null ? k('intl.sumLowest', { pct: p.LowestPricePct }) : '',
      p.AdvanceDays != null ? k('intl.sumAdvance', { n: p.AdvanceDays }) : '',
    ].filter(Boolean)
  }
  if (product === 'Hotel' || product === 'IntlHotel') {
    const p = policy as HotelRankPolicy
    const cap = (fen: number | null) => (fen == null ? k('sheet.noLimit') : k('hotel.sumCap', { yuan: yuanText(fen) }))
    return [
      product === 'Hotel' ? p.TierCaps.map((c, i) => k('hotel.sumTier', { n: i + 1, cap: cap(c) })).join(sep) : '',
      p.CityCaps.length ? k('hotel.sumCities', { n: p.CityCaps.length }) : '',
      product === 'IntlHotel' || p.IntlCap != null ? k('hotel.sumIntl', { cap: cap(p.IntlCap) }) : '',
      p.StarCeiling ? k('hotel.sumStar', { n: p.StarCeiling }) : '',
    ].filter(Boolean)
  }
  if (product === 'Train') {
    const p = policy as TrainRankPolicy
    return TRAIN_KINDS.map((kind) =>
      k('train.sum', {
        kind: k(`train.${kind}`),
        seats: p[kind].length ? p[kind].map((s) => k(`train.seatClass.${s}`)).join(sep) : k(kind === 'Night' ? 'train.asByDay' : 'train.anySeat'),
      }),
    )
  }
  if (isGenericProduct(product)) {
    const p = policy as GenericRankPolicy
    return (GENERIC_FIELDS[product] as readonly GenericField[])
      .map((f) => {
        const label = k(`generic.${product}.${f.key}`)
        const v = p[f.key]
        if (f.kind === 'money') return typeof v === 'number' ? k('generic.sumMoney', { label, yuan: yuanText(v) }) : ''
        if (f.kind === 'choice') return typeof v === 'string' && v ? k('generic.sumList', { label, values: k(`generic.option.${v}`) }) : ''
        if (f.kind === 'windows' || f.kind === 'codes') {
          const text = genericDraftOf(product, { [f.key]: v ?? null })[f.key]
          return text ? k('generic.sumList', { label, values: text }) : ''
        }
        return Array.isArray(v) && v.length ? k('generic.sumList', { label, values: v.map((x) => k(`generic.option.${x}`)).join(sep) }) : ''
      })
      .filter(Boolean)
  }
  return []
}
