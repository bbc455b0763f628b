/** The list's filters: brand, hotel group, area, facilities, how to pay, free cancellation (the city's own options). */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { FilterOption, HotelFilterListRes } from '@api/hotel'
import { PAY_KINDS, type PayKind } from '@api/hotel-values'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { Chip } from '@/components/ui/chip'
import { filterList } from '../api'
import { NO_LIST_FILTERS, type ListFilters } from '../search-store'
import { useHotelText } from './labels'

type ListKey = 'brands' | 'groups' | 'areas' | 'facilities'

export default function FilterSheet(p: { open: boolean; cityCode: string; value: ListFilters; onApply: (f: ListFilters) => void; onClose: () => void }) {
  const { t } = useHotelText()
  const [f, setF] = useState(p.value)
  const options = useLoadable<HotelFilterListRes>(() => filterList(p.cityCode))
  useEffect(() => {
    if (!p.open) return
    setF(p.value)
    void options.reload()
  }, [p.open, p.cityCode]) // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (key: ListKey, code: string) => setF({ ...f, [key]: f[key].includes(code) ? f[key].filter((c) => c !== code) : [...f[key], code] })
  const group = (key: ListKey, title: string, list: FilterOption[]) =>
    list.length > 0 && (
      <View key={key} data-testid={`filter-${key}`}>
        <Text className="hotel-sheet__caption">{title}</Text>
        <View className="hotel-chips">
          {list.map((o) => (
            <Chip key={o.Code} role="checkbox" on={f[key].includes(o.Code)} onTap={() => toggle(key, o.Code)}>
              <Text>{o.Name}</Text>
            </Chip>
          ))}
        </View>
      </View>
    )
  const togglePay = (k: PayKind) => setF({ ...f, payKinds: f.payKinds.includes(k) ? f.payKinds.filter((x) => x !== k) : [...f.payKinds, k] })
  const data = options.data
  return (
    <Sheet
      open={p.open}
      full
      title={t('hotel:filter.title')}
      onClose={p.onClose}
      testId="hotel-filter-sheet"
      footer={
        <View className="hotel-sheet-foot">
          <MainButton kind="ghost" text={t('hotel:filter.reset')} onClick={() => setF(NO_LIST_FILTERS)} testId="filter-reset" />
          <MainButton text={t('hotel:filter.apply')} onClick={() => p.onApply(f)} testId="filter-apply" />
        </View>
      }
    >
      <View className="hotel-sheet">
        <Chip className="hotel-wide-chip" role="checkbox" on={f.freeCancel} testId="filter-free-cancel" onTap={() => setF({ ...f, freeCancel: !f.freeCancel })}>
          <Text>{t('hotel:filter.freeCancel')}</Text>
        </Chip>
        <Text className="hotel-sheet__caption">{t('hotel:filter.payKind')}</Text>
        <View className="hotel-chips">
          {PAY_KINDS.map((k) => (
            <Chip key={k} role="checkbox" on={f.payKinds.includes(k)} onTap={() => togglePay(k)}>
              <Text>{t(`hotel:payKind.${k}`)}</Text>
            </Chip>
          ))}
        </View>
        {options.status === 'error' && <ErrorBlock text={t('hotel:filter.loadFailed')} onRetry={() => void options.reload()} />}
        {!data && options.status !== 'error' && <Skeletons count={3} />}
        {data && [
          group('areas', t('hotel:filter.area'), data.Areas),
          group('brands', t('hotel:filter.brand'), data.Brands),
          group('groups', t('hotel:filter.group'), data.Groups),
          group('facilities', t('hotel:filter.facility'), data.Facilities),
        ]}
      </View>
    </Sheet>
  )
}
