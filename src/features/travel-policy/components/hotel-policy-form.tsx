/** The hotel standard form: nightly caps by city tier, with city exceptions picked from the product's cities. */
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { HotelCity } from '@api/hotel'
import PickSheet, { type PickPage } from '@/components/pick-sheet'
import { TextAction } from '@/components/ui/text-action'
import { addCityCap, type HotelDraft } from '@/domain/travel-policy'
import { hotelCities } from '../api'
import { Chips } from './chips'
import { DraftNumber, Group, type FormProps } from './policy-fields'

const CITY_PAGE = 30

export function HotelForm({ intl, ...form }: FormProps<HotelDraft> & { intl: boolean }) {
  const { d, set } = form
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
      .then((list) =>
        set((x) => ({ ...x, Cities: x.Cities.map((c) => ({ ...c, CityName: list.find((l) => l.CityCode === c.CityCode)?.CityName ?? c.CityName })) })),
      )
      .catch(() => undefined)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  const pickPage = async (keyword: string, page: number): Promise<PickPage> => {
    const k = keyword.toLowerCase()
    const list = (await loadCities()).filter(
      (c) =>
        !d.Cities.some((x) => x.CityCode === c.CityCode) &&
        (!k || c.CityName.toLowerCase().includes(k) || c.Pinyin.toLowerCase().includes(k) || c.CityCode.toLowerCase() === k),
    )
    const items = list.slice((page - 1) * CITY_PAGE, page * CITY_PAGE).map((c) => ({
      id: cities.current!.indexOf(c),
      name: c.CityName,
      sub: c.Tier ? t('travelPolicy:hotel.tier', { n: c.Tier }) : c.CountryName,
    }))
    return { items, total: list.length }
  }
  const money = (key: string, label: string, value: string, onChange: (v: string) => void) => (
    <DraftNumber
      key={key}
      form={form}
      field={key}
      label={label}
      unit={t('travelPolicy:hotel.perNight')}
      placeholder={t('travelPolicy:sheet.noLimit')}
      value={value}
      onChange={onChange}
    />
  )
  return (
    <>
      {!intl && (
        <Group title={t('travelPolicy:hotel.tiers')} hint={t('travelPolicy:sheet.noLimitHint')}>
          {d.Tiers.map((v, i) =>
            money(`tier${i + 1}`, t('travelPolicy:hotel.tier', { n: i + 1 }), v, (nv) =>
              set((x) => ({ ...x, Tiers: x.Tiers.map((old, j) => (j === i ? nv : old)) as HotelDraft['Tiers'] })),
            ),
          )}
        </Group>
      )}
      {intl && (
        <Group title={t('travelPolicy:hotel.intlCap')}>
          {money('IntlCap', t('travelPolicy:hotel.intlCap'), d.IntlCap, (v) => set((x) => ({ ...x, IntlCap: v })))}
        </Group>
      )}
      <Group title={t('travelPolicy:hotel.cities')} hint={t('travelPolicy:hotel.citiesHint')} testId="pf-cities">
        {d.Cities.map((c) => (
          <View key={c.CityCode} className="tp-city" data-testid="pf-city" data-code={c.CityCode}>
            <View className="tp-city__field">
              {money(`city:${c.CityCode}`, c.CityName, c.Cap, (v) =>
                set((x) => ({ ...x, Cities: x.Cities.map((y) => (y.CityCode === c.CityCode ? { ...y, Cap: v } : y)) })),
              )}
            </View>
            <View
              className="tp-city__remove"
              role="button"
              aria-label={t('travelPolicy:hotel.removeCity', { city: c.CityName })}
              onClick={() => set((x) => ({ ...x, Cities: x.Cities.filter((y) => y.CityCode !== c.CityCode) }))}
            >
              <Text>{t('travelPolicy:hotel.remove')}</Text>
            </View>
          </View>
        ))}
        <TextAction block="tp-action" label={t('travelPolicy:hotel.addCity')} testId="pf-add-city" onClick={() => setPicking(true)} />
      </Group>
      <Group title={t('travelPolicy:hotel.star')}>
        <Chips
          label={t('travelPolicy:hotel.star')}
          options={[
            { value: '' as const, label: t('travelPolicy:sheet.any') },
            ...(['2', '3', '4', '5'] as const).map((s) => ({ value: s, label: t('travelPolicy:hotel.stars', { n: s }) })),
          ]}
          value={d.Star}
          onChange={(v) => set((x) => ({ ...x, Star: v }))}
          testId="pf-star"
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
        testId="pf-city-picker"
      />
    </>
  )
}
