/**
 * One product's standard for one rank: whether there is one at all (off = no limit), the
 * product's rules as the server keeps them (types/api/admin.ts), and what a breach gets. Numbers
 * are checked as typed (src/domain/travel-policy.ts) with the message under the field; a refusal
 * keeps the sheet open with everything typed.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { GenericRankPolicy, HotelRankPolicy, IntlFlightRankPolicy, FlightRankPolicy, RankPolicyRes, TrainRankPolicy } from '@api/admin'
import { BREACH_ACTIONS, type BreachAction } from '@api/admin-values'
import { SEAT_CLASSES } from '@api/train-values'
import type { HotelCity } from '@api/hotel'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import PickSheet, { type PickPage } from '@/components/pick-sheet'
import type { Check } from '@/domain/check'
import {
  addCityCap,
  CABIN_CEILINGS,
  checkFlightDraft,
  checkGenericDraft,
  checkHotelDraft,
  checkIntlFlightDraft,
  flightDraftOf,
  flightPolicyOf,
  GENERIC_FIELDS,
  genericDraftOf,
  genericPolicyOf,
  hotelDraftOf,
  hotelPolicyOf,
  intlFlightDraftOf,
  intlFlightPolicyOf,
  isGenericProduct,
  toggleSeat,
  TRAIN_KINDS,
  trainDraftOf,
  trainPolicyOf,
  type BusinessRule,
  type FlightDraft,
  type GenericDraft,
  type GenericProduct,
  type HotelDraft,
  type IntlFlightDraft,
  type TrainDraft,
} from '@/domain/travel-policy'
import { hotelCities } from '../api'
import { Chips } from './chips'
import './index.scss'
import '@/i18n/ns/travelPolicy'

type Issues = Partial<Record<string, Check>>
type ErrorOf = (key: string) => string | undefined

const CITY_PAGE = 30

/** A number or amount row: the input, its unit, the message under it. */
function NumberRow(p: { label: string; value: string; onChange: (v: string) => void; onBlur: () => void; unit: string; error?: string; hint?: string; testId: string; placeholder?: string }) {
  return (
    <FormRow label={p.label} error={p.error} hint={p.hint} testId={p.testId}>
      <View className='tp-input'>
        <View className='tp-input__box'>
          <TextField value={p.value} onChange={p.onChange} onBlur={p.onBlur} type='digit' maxlength={9} placeholder={p.placeholder} />
        </View>
        <Text className='tp-input__unit'>{p.unit}</Text>
      </View>
    </FormRow>
  )
}

function Group(p: { title: string; hint?: string; children?: ReactNode; testId?: string }) {
  return (
    <View className='tp-group' data-testid={p.testId}>
      <Text className='tp-group__title'>{p.title}</Text>
      {p.hint && <Text className='tp-group__hint'>{p.hint}</Text>}
      {p.children}
    </View>
  )
}

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
  const [on, setOn] = useState(stored !== null)
  const [breach, setBreach] = useState<BreachAction>(p.res.Breach)
  const [flight, setFlight] = useState<FlightDraft>(() => flightDraftOf(product === 'Flight' ? (stored as FlightRankPolicy | null) : null))
  const [intl, setIntl] = useState<IntlFlightDraft>(() => intlFlightDraftOf(product === 'IntlFlight' ? (stored as IntlFlightRankPolicy | null) : null))
  const [hotel, setHotel] = useState<HotelDraft>(() => hotelDraftOf(product === 'Hotel' || product === 'IntlHotel' ? (stored as HotelRankPolicy | null) : null))
  const [train, setTrain] = useState<TrainDraft>(() => trainDraftOf(product === 'Train' ? (stored as TrainRankPolicy | null) : null))
  const [generic, setGeneric] = useState<GenericDraft>(() => (isGenericProduct(product) ? genericDraftOf(product, stored as GenericRankPolicy | null) : {}))
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [all, setAll] = useState(false)
  const [busy, setBusy] = useState(false)
  const [scrollTo, setScrollTo] = useState<string>()

  const issues: Issues = !on
    ? {}
    : product === 'Flight'
      ? checkFlightDraft(flight)
      : product === 'IntlFlight'
        ? checkIntlFlightDraft(intl)
        : product === 'Hotel' || product === 'IntlHotel'
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
    if (product === 'Hotel' || product === 'IntlHotel') return hotelPolicyOf(hotel)
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
    setBusy(true)
    try {
      p.onSaved(await p.onSave(policy(), breach))
    } catch {
      // The server's refusal was shown; the sheet keeps what was typed.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Sheet
      open
      full
      title={t('travelPolicy:sheet.title', { product: t(`travelPolicy:product.${product}`), rank: p.rankName })}
      onClose={p.onClose}
      scrollTo={scrollTo}
      testId='policy-sheet'
      footer={<MainButton text={t('travelPolicy:common.save')} onClick={() => void save()} busy={busy} testId='policy-save' />}
    >
      <View className='tp-form' data-product={product}>
        <View className='tp-group'>
          <FormRow label={t('travelPolicy:sheet.setStandard')} hint={on ? undefined : t('travelPolicy:sheet.setHint')}>
            <Toggle checked={on} onChange={setOn} label={t('travelPolicy:sheet.setStandard')} testId='policy-on' />
          </FormRow>
        </View>
        {on && product === 'Flight' && <FlightForm d={flight} set={setFlight} errorOf={errorOf} touch={touch} />}
        {on && product === 'IntlFlight' && <IntlFlightForm d={intl} set={setIntl} errorOf={errorOf} touch={touch} />}
        {on && (product === 'Hotel' || product === 'IntlHotel') && <HotelForm intl={product === 'IntlHotel'} d={hotel} set={setHotel} errorOf={errorOf} touch={touch} />}
        {on && product === 'Train' && <TrainForm d={train} set={setTrain} />}
        {on && isGenericProduct(product) && <GenericForm product={product} d={generic} set={setGeneric} errorOf={errorOf} touch={touch} />}
        <Group title={t('travelPolicy:breach.title')} testId='policy-breach'>
          {BREACH_ACTIONS.map((b) => (
            <View key={b} className={`tp-breach ${b === breach ? 'tp-breach--on' : ''}`} role='radio' aria-checked={b === breach} data-value={b} onClick={() => setBreach(b)}>
              <Text className='tp-breach__name'>{t(`travelPolicy:breach.${b}`)}</Text>
              <Text className='tp-breach__hint'>{t(`travelPolicy:breach.${b}Hint`)}</Text>
            </View>
          ))}
        </Group>
      </View>
    </Sheet>
  )
}

interface FormProps<D> {
  d: D
  set: (f: (d: D) => D) => void
  errorOf: ErrorOf
  touch: (key: string) => () => void
}

function FlightForm({ d, set, errorOf, touch }: FormProps<FlightDraft>) {
  const { t } = useTranslation()
  const num = (key: 'Discount' | 'RangeHour' | 'Tolerance' | 'AdvanceDays', label: string, unit: string, o: { hint?: string; placeholder?: string } = {}) => (
    <View id={`tp-f-${key}`}>
      <NumberRow label={label} unit={unit} value={d[key]} onChange={(v) => set((x) => ({ ...x, [key]: v }))} onBlur={touch(key)} error={errorOf(key)} hint={o.hint} placeholder={o.placeholder} testId={`pf-${key}`} />
    </View>
  )
  return (
    <>
      <Group title={t('travelPolicy:flight.cabin')}>
        <Chips
          label={t('travelPolicy:flight.cabin')}
          options={[{ value: '' as const, label: t('travelPolicy:sheet.any') }, ...CABIN_CEILINGS.map((c) => ({ value: c, label: t(`travelPolicy:flight.cabins.${c}`) }))]}
          value={d.Cabin}
          onChange={(v) => set((x) => ({ ...x, Cabin: v }))}
          testId='pf-cabin'
        />
      </Group>
      <Group title={t('travelPolicy:product.Flight')} hint={t('travelPolicy:sheet.noLimitHint')}>
        {num('Discount', t('travelPolicy:flight.discount'), t('travelPolicy:flight.discountUnit'), { placeholder: t('travelPolicy:sheet.noLimit') })}
        {num('AdvanceDays', t('travelPolicy:flight.advanceDays'), t('travelPolicy:flight.days'), { placeholder: t('travelPolicy:sheet.noLimit') })}
        <FormRow label={t('travelPolicy:flight.lowest')} hint={t('travelPolicy:flight.lowestHint')}>
          <Toggle checked={d.Lowest} onChange={(v) => set((x) => ({ ...x, Lowest: v }))} label={t('travelPolicy:flight.lowest')} testId='pf-lowest' />
        </FormRow>
        {d.Lowest && num('RangeHour', t('travelPolicy:flight.rangeHour'), t('travelPolicy:flight.hours'))}
        {d.Lowest && num('Tolerance', t('travelPolicy:flight.tolerance'), t('travelPolicy:common.yuan'))}
      </Group>
    </>
  )
}

function IntlFlightForm({ d, set, errorOf, touch }: FormProps<IntlFlightDraft>) {
  const { t } = useTranslation()
  const rules: BusinessRule[] = ['never', 'long', 'always']
  const num = (key: 'BusinessHours' | 'AdvanceDays' | 'LowestPct', label: string, unit: string, placeholder?: string) => (
    <View id={`tp-f-${key}`}>
      <NumberRow label={label} unit={unit} value={d[key]} onChange={(v) => set((x) => ({ ...x, [key]: v }))} onBlur={touch(key)} error={errorOf(key)} placeholder={placeholder} testId={`pf-${key}`} />
    </View>
  )
  return (
    <>
      <Group title={t('travelPolicy:intl.business')}>
        <Chips label={t('travelPolicy:intl.business')} options={rules.map((r) => ({ value: r, label: t(`travelPolicy:intl.${r}`) }))} value={d.Business} onChange={(v) => set((x) => ({ ...x, Business: v }))} testId='pf-business' />
        {d.Business === 'long' && num('BusinessHours', t('travelPolicy:intl.hours'), t('travelPolicy:intl.hoursUnit'))}
      </Group>
      <Group title={t('travelPolicy:product.IntlFlight')} hint={t('travelPolicy:sheet.noLimitHint')}>
        {num('LowestPct', t('travelPolicy:intl.lowestPct'), t('travelPolicy:intl.pct'), t('travelPolicy:sheet.noLimit'))}
        {num('AdvanceDays', t('travelPolicy:intl.advanceDays'), t('travelPolicy:intl.days'), t('travelPolicy:sheet.noLimit'))}
      </Group>
    </>
  )
}

function HotelForm({ intl, d, set, errorOf, touch }: FormProps<HotelDraft> & { intl: boolean }) {
  const { t } = useTranslation()
  const [picking, setPicking] = useState(false)
  const cities = useRef<HotelCity[] | null>(null)
  const loadCities = async (): Promise<HotelCity[]> => {
    if (!cities.current) {
      const r = await hotelCities(intl)
      const seen = new Set<string>()
      cities.current = r.Groups.flatMap((g) => g.Cities).filter((c) => !seen.has(c.CityCode) && !!seen.add(c.CityCode))
    }
    return cities.current
  }
  // The stored exceptions come as codes: name them once the city list is here.
  useEffect(() => {
    if (d.Cities.length === 0) return
    loadCities()
      .then((list) => set((x) => ({ ...x, Cities: x.Cities.map((c) => ({ ...c, CityName: list.find((l) => l.CityCode === c.CityCode)?.CityName ?? c.CityName })) })))
      .catch(() => undefined)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const pickPage = async (keyword: string, page: number): Promise<PickPage> => {
    const k = keyword.toLowerCase()
    const list = (await loadCities()).filter((c) => !d.Cities.some((x) => x.CityCode === c.CityCode) && (!k || c.CityName.toLowerCase().includes(k) || c.Pinyin.toLowerCase().includes(k) || c.CityCode.toLowerCase() === k))
    const items = list.slice((page - 1) * CITY_PAGE, page * CITY_PAGE).map((c) => ({
      id: cities.current!.indexOf(c),
      name: c.CityName,
      sub: c.Tier ? t('travelPolicy:hotel.tier', { n: c.Tier }) : c.CountryName,
    }))
    return { items, total: list.length }
  }
  const money = (key: string, label: string, value: string, onChange: (v: string) => void) => (
    <View id={`tp-f-${key.replace(/[^A-Za-z0-9]/g, '-')}`} key={key}>
      <NumberRow label={label} unit={t('travelPolicy:hotel.perNight')} value={value} onChange={onChange} onBlur={touch(key)} error={errorOf(key)} placeholder={t('travelPolicy:sheet.noLimit')} testId={`pf-${key}`} />
    </View>
  )
  return (
    <>
      {!intl && (
        <Group title={t('travelPolicy:hotel.tiers')} hint={t('travelPolicy:sheet.noLimitHint')}>
          {d.Tiers.map((v, i) =>
            money(`tier${i + 1}`, t('travelPolicy:hotel.tier', { n: i + 1 }), v, (nv) => set((x) => ({ ...x, Tiers: x.Tiers.map((old, j) => (j === i ? nv : old)) as HotelDraft['Tiers'] }))),
          )}
        </Group>
      )}
      {intl && <Group title={t('travelPolicy:hotel.intlCap')}>{money('IntlCap', t('travelPolicy:hotel.intlCap'), d.IntlCap, (v) => set((x) => ({ ...x, IntlCap: v })))}</Group>}
      <Group title={t('travelPolicy:hotel.cities')} hint={t('travelPolicy:hotel.citiesHint')} testId='pf-cities'>
        {d.Cities.map((c) => (
          <View key={c.CityCode} className='tp-city' data-testid='pf-city' data-code={c.CityCode}>
            <View className='tp-city__field'>
              {money(`city:${c.CityCode}`, c.CityName, c.Cap, (v) => set((x) => ({ ...x, Cities: x.Cities.map((y) => (y.CityCode === c.CityCode ? { ...y, Cap: v } : y)) })))}
            </View>
            <View className='tp-city__remove' role='button' aria-label={t('travelPolicy:hotel.removeCity', { city: c.CityName })} onClick={() => set((x) => ({ ...x, Cities: x.Cities.filter((y) => y.CityCode !== c.CityCode) }))}>
              <Text>{t('travelPolicy:hotel.remove')}</Text>
            </View>
          </View>
        ))}
        <View className='tp-action' role='button' data-testid='pf-add-city' onClick={() => setPicking(true)}>
          <Text>{t('travelPolicy:hotel.addCity')}</Text>
        </View>
      </Group>
      <Group title={t('travelPolicy:hotel.star')}>
        <Chips
          label={t('travelPolicy:hotel.star')}
          options={[{ value: '' as const, label: t('travelPolicy:sheet.any') }, ...(['2', '3', '4', '5'] as const).map((s) => ({ value: s, label: t('travelPolicy:hotel.stars', { n: s }) }))]}
          value={d.Star}
          onChange={(v) => set((x) => ({ ...x, Star: v }))}
          testId='pf-star'
        />
      </Group>
      <PickSheet
        open={picking}
        title={t('travelPolicy:hotel.pickCity')}
        placeholder={t('travelPolicy:hotel.searchCity')}
        multi={false}
        load={pickPage}
        onDone={(picked) => {
          const c = picked[0] && cities.current?.[picked[0].id]
          if (c) set((x) => addCityCap(x, { CityCode: c.CityCode, CityName: c.CityName }))
          setPicking(false)
        }}
        onClose={() => setPicking(false)}
        testId='pf-city-picker'
      />
    </>
  )
}

function TrainForm({ d, set }: { d: TrainDraft; set: (f: (d: TrainDraft) => TrainDraft) => void }) {
  const { t } = useTranslation()
  return (
    <>
      {TRAIN_KINDS.map((kind) => (
        <Group key={kind} title={t(`travelPolicy:train.${kind}`)} hint={t(kind === 'Night' ? 'travelPolicy:train.nightHint' : 'travelPolicy:train.hint')} testId={`pf-train-${kind}`}>
          <Chips label={t(`travelPolicy:train.${kind}`)} options={SEAT_CLASSES.map((s) => ({ value: s, label: t(`travelPolicy:train.seatClass.${s}`) }))} value={d[kind]} onChange={(s) => set((x) => toggleSeat(x, kind, s, SEAT_CLASSES))} />
        </Group>
      ))}
    </>
  )
}

function GenericForm({ product, d, set, errorOf, touch }: FormProps<GenericDraft> & { product: GenericProduct }) {
  const { t } = useTranslation()
  return (
    <Group title={t(`travelPolicy:product.${product}`)} hint={t('travelPolicy:generic.hint')}>
      {GENERIC_FIELDS[product].map((f) => {
        const label = t(`travelPolicy:generic.${product}.${f.key}`)
        if (f.kind === 'money')
          return (
            <View id={`tp-f-${f.key}`} key={f.key}>
              <NumberRow label={label} unit={t('travelPolicy:common.yuan')} value={String(d[f.key] ?? '')} onChange={(v) => set((x) => ({ ...x, [f.key]: v }))} onBlur={touch(f.key)} error={errorOf(f.key)} placeholder={t('travelPolicy:sheet.noLimit')} testId={`pf-${f.key}`} />
            </View>
          )
        const options = f.options.map((o) => ({ value: o, label: t(`travelPolicy:generic.option.${o}`) }))
        return (
          <View key={f.key}>
            <Text className='tp-filters__label'>{label}</Text>
            {f.kind === 'choice' ? (
              <Chips label={label} options={[{ value: '', label: t('travelPolicy:sheet.any') }, ...options]} value={String(d[f.key] ?? '')} onChange={(v) => set((x) => ({ ...x, [f.key]: v }))} testId={`pf-${f.key}`} />
            ) : (
              <Chips
                label={label}
                options={options}
                value={(d[f.key] as string[]) ?? []}
                onChange={(v) => set((x) => {
                  const cur = (x[f.key] as string[]) ?? []
                  const next = cur.includes(v) ? cur.filter((s) => s !== v) : [...cur, v]
                  return { ...x, [f.key]: f.options.filter((o) => next.includes(o)) }
                })}
                testId={`pf-${f.key}`}
              />
            )}
          </View>
        )
      })}
    </Group>
  )
}
