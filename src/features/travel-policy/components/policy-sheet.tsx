/**
 * One product's standard for one rank: whether there is one at all (off = no limit), the
 * product's rules as the server keeps them (types/api/admin.ts), and what a breach gets. Numbers
 * are checked as typed (src/domain/travel-policy.ts) with the message under the field; a refusal
 * keeps the sheet open with everything typed.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { GenericRankPolicy, HotelRankPolicy, IntlFlightRankPolicy, FlightRankPolicy, RankPolicyRes, TrainRankPolicy } from '@api/admin'
import { BREACH_ACTIONS, type BreachAction } from '@api/admin-values'
import { FormRow, Toggle } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import type { Check } from '@/domain/check'
import {
  checkFlightDraft,
  checkGenericDraft,
  checkHotelDraft,
  checkIntlFlightDraft,
  flightDraftOf,
  flightPolicyOf,
  genericDraftOf,
  genericPolicyOf,
  hotelDraftOf,
  hotelPolicyOf,
  intlFlightDraftOf,
  intlFlightPolicyOf,
  isGenericProduct,
  trainDraftOf,
  trainPolicyOf,
  type FlightDraft,
  type GenericDraft,
  type GenericProduct,
  type HotelDraft,
  type IntlFlightDraft,
  type TrainDraft,
} from '@/domain/travel-policy'
import './index.scss'
import '@/i18n/ns/travelPolicy'
import { HotelForm } from './hotel-policy-form'
import { Group, type ErrorOf } from './policy-fields'
import { FlightForm, GenericForm, IntlFlightForm, TrainForm } from './policy-forms'

type Issues = Partial<Record<string, Check>>

export interface PolicySheetProps {
  rankName: string
  res: RankPolicyRes
  onSaved: (res: RankPolicyRes) => void
  onSave: (policy: Record<string, unknown> | null, breach: BreachAction) => Promise<RankPolicyRes>
  onClose: () => void
}

export default function PolicySheet(p: PolicySheetProps) {
  const { t } = useTranslation()
  const product = p.res.Product
  const stored = p.res.Policy
  const hotelProduct = product === 'Hotel' || product === 'IntlHotel'
  const [on, setOn] = useState(stored !== null)
  const [breach, setBreach] = useState<BreachAction>(p.res.Breach)
  const [flight, setFlight] = useState<FlightDraft>(() => flightDraftOf(product === 'Flight' ? (stored as FlightRankPolicy | null) : null))
  const [intl, setIntl] = useState<IntlFlightDraft>(() => intlFlightDraftOf(product === 'IntlFlight' ? (stored as IntlFlightRankPolicy | null) : null))
  const [hotel, setHotel] = useState<HotelDraft>(() => hotelDraftOf(hotelProduct ? (stored as HotelRankPolicy | null) : null))
  const [train, setTrain] = useState<TrainDraft>(() => trainDraftOf(product === 'Train' ? (stored as TrainRankPolicy | null) : null))
  const [generic, setGeneric] = useState<GenericDraft>(() => (isGenericProduct(product) ? genericDraftOf(product, stored as GenericRankPolicy | null) : {}))
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [all, setAll] = useState(false)
  const [scrollTo, setScrollTo] = useState<string>()

  const issues: Issues = !on
    ? {}
    : product === 'Flight'
      ? checkFlightDraft(flight)
      : product === 'IntlFlight'
        ? checkIntlFlightDraft(intl)
        : hotelProduct
          ? checkHotelDraft(hotel)
          : isGenericProduct(product)
            ? checkGenericDraft(product, generic)
            : {}
  const errorOf: ErrorOf = (key) => {
    const c = issues[key]
    return (all || touched.has(key)) && c && !c.ok ? t(c.key, c.params) : undefined
  }
  const touch = (key: string) => () => setTouched((s) => new Set([...s, key]))

  const policy = (): Record<string, unknown> | null => {
    if (!on) return null
    if (product === 'Flight') return flightPolicyOf(flight)
    if (product === 'IntlFlight') return intlFlightPolicyOf(intl)
    if (hotelProduct) return hotelPolicyOf(hotel)
    if (product === 'Train') return trainPolicyOf(train)
    return genericPolicyOf(product as GenericProduct, generic, stored as GenericRankPolicy | null)
  }
  const save = async () => {
    const bad = Object.keys(issues)
    if (bad.length > 0) {
      setAll(true)
      setScrollTo(`tp-f-${bad[0].replace(/[^A-Za-z0-9]/g, '-')}`)
      return
    }
    p.onSaved(await p.onSave(policy(), breach))
  }

  return (
    <FormSheet
      title={t('travelPolicy:sheet.title', { product: t(`travelPolicy:product.${product}`), rank: p.rankName })}
      onClose={p.onClose}
      scrollTo={scrollTo}
      name="policy"
      save={t('travelPolicy:common.save')}
      onSave={save}
    >
      <View className="tp-form" data-product={product}>
        <View className="tp-group">
          <FormRow label={t('travelPolicy:sheet.setStandard')} hint={on ? undefined : t('travelPolicy:sheet.setHint')}>
            <Toggle checked={on} onChange={setOn} label={t('travelPolicy:sheet.setStandard')} testId="policy-on" />
          </FormRow>
        </View>
        {on && product === 'Flight' && <FlightForm d={flight} set={setFlight} errorOf={errorOf} touch={touch} />}
        {on && product === 'IntlFlight' && <IntlFlightForm d={intl} set={setIntl} errorOf={errorOf} touch={touch} />}
        {on && hotelProduct && <HotelForm intl={product === 'IntlHotel'} d={hotel} set={setHotel} errorOf={errorOf} touch={touch} />}
        {on && product === 'Train' && <TrainForm d={train} set={setTrain} />}
        {on && isGenericProduct(product) && <GenericForm product={product} d={generic} set={setGeneric} errorOf={errorOf} touch={touch} />}
        <Group title={t('travelPolicy:breach.title')} testId="policy-breach">
          {BREACH_ACTIONS.map((b) => (
            <View
              key={b}
              className={`tp-breach ${b === breach ? 'tp-breach--on' : ''}`}
              role="radio"
              aria-checked={b === breach}
              data-value={b}
              onClick={() => setBreach(b)}
            >
              <Text className="tp-breach__name">{t(`travelPolicy:breach.${b}`)}</Text>
              <Text className="tp-breach__hint">{t(`travelPolicy:breach.${b}Hint`)}</Text>
            </View>
          ))}
        </Group>
      </View>
    </FormSheet>
  )
}
