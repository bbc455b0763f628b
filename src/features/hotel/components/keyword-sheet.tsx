/** The keyword box: hotel, brand or area of the city, suggested as one types; free text searches as typed. */
import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { HotelSuggestion } from '@api/hotel'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import { useKeyword } from '@/components/use-keyword'
import { suggest } from '../api'
import type { KeywordChoice } from '../search-store'
import { useHotelText } from './labels'

export default function KeywordSheet(p: {
  open: boolean
  cityCode: string
  value: KeywordChoice | null
  onPick: (k: KeywordChoice | null) => void
  onClose: () => void
}) {
  const { t } = useHotelText()
  const [items, setItems] = useState<HotelSuggestion[]>([])
  const [keyword, setKeyword] = useKeyword(() => {
    const k = keyword.trim()
    if (!k) return setItems([])
    suggest(p.cityCode, k).then(
      (r) => setItems(r.Items),
      () => setItems([]),
    )
  })
  useEffect(() => {
    if (p.open) setKeyword(p.value?.kind === 'Text' ? p.value.value : '')
    else setItems([])
  }, [p.open]) // eslint-disable-line react-hooks/exhaustive-deps

  const typed = keyword.trim()
  return (
    <Sheet
      open={p.open}
      full
      title={t('hotel:keyword.title')}
      onClose={p.onClose}
      testId="keyword-sheet"
      head={
        <View className="hotel-keyword__box">
          <Input
            className="hotel-keyword__input"
            value={keyword}
            focus={p.open}
            placeholder={t('hotel:keyword.placeholder')}
            maxlength={40}
            onInput={(e) => setKeyword(e.detail.value)}
            data-testid="keyword-input"
          />
        </View>
      }
      footer={
        <View className="hotel-keyword__foot">
          {p.value && <MainButton kind="ghost" text={t('hotel:keyword.clear')} onClick={() => p.onPick(null)} testId="keyword-clear" />}
          <MainButton
            text={t('hotel:keyword.useTyped')}
            disabled={!typed}
            onClick={() => p.onPick({ kind: 'Text', value: typed, name: typed })}
            testId="keyword-use"
          />
        </View>
      }
    >
      <View className="hotel-sheet">
        {items.map((i) => (
          <View
            key={`${i.Kind}-${i.Value}`}
            className="hotel-keyword__item"
            role="button"
            data-testid="keyword-suggestion"
            onClick={() => p.onPick({ kind: i.Kind, value: i.Value, name: i.Name })}
          >
            <Text className="hotel-keyword__kind">{t(`hotel:keyword.kind.${i.Kind}`)}</Text>
            <View className="hotel-keyword__text">
              <Text className="hotel-keyword__name">{i.Name}</Text>
              {i.Detail && <Text className="hotel-keyword__detail">{i.Detail}</Text>}
            </View>
          </View>
        ))}
        {typed && !items.length && <Text className="hotel-keyword__none">{t('hotel:keyword.none', { keyword: typed })}</Text>}
      </View>
    </Sheet>
  )
}
