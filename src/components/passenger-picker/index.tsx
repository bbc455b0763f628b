/**
 * Choosing travellers: colleagues and non-employees within the booking scope (a booker's
 * directory; only oneself for scope Self) and the frequent travellers, searchable, several at
 * once up to the product's limit, plus 'new traveller' for someone in neither list.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { BookPerson, FrequentTravelerItem } from '@api/flight'
import { maskIdNo, travellerName, type TravellerDraft } from '@/domain/booking'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { Tabs } from '@/components/ui/tabs'
import { fromBookPerson, fromFrequent } from './convert'
import type { TravellerSource } from './source'
import './index.scss'
import '@/i18n/ns/booking'

export interface PassengerPickerProps {
  open: boolean
  source: TravellerSource
  /** Travellers on the order now; kept (with their edits) when still ticked. */
  selected: TravellerDraft[]
  max: number
  onDone: (list: TravellerDraft[]) => void
  onAddNew: () => void
  onClose: () => void
}

type Tab = 'scope' | 'frequent'
const PAGE = 50

export default function PassengerPicker(props: PassengerPickerProps) {
  if (!props.open) return null
  return <PickerBody {...props} />
}

function PickerBody({ source, selected, max, onDone, onAddNew, onClose }: PassengerPickerProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('scope')
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<TravellerDraft[]>(selected)
  const [limitHit, setLimitHit] = useState(false)
  const query = (page: number) => ({ Keyword: keyword.trim() || undefined, PageIndex: page, PageSize: PAGE })
  const scope = usePaged<BookPerson>((page) => source.bookPersons(query(page)).then((r) => ({ items: r.Persons, total: r.Total })))
  const frequent = usePaged<FrequentTravelerItem>((page) => source.frequentTravellers(query(page)).then((r) => ({ items: r.Travelers, total: r.Total })))
  const list = tab === 'scope' ? scope : frequent
  const first = () => list.refresh().catch(() => undefined)

  // Typing searches after a short pause, so each keystroke does not cost a request.
  useEffect(() => {
    list.reset()
    const id = setTimeout(first, keyword ? 300 : 0)
    return () => clearTimeout(id)
  }, [tab, keyword]) // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (d: TravellerDraft) => {
    const on = picked.some((p) => p.key === d.key)
    if (on) return setPicked(picked.filter((p) => p.key !== d.key))
    if (picked.length >= max) return setLimitHit(true)
    setLimitHit(false)
    // A traveller already on the order keeps what was typed for them.
    setPicked([...picked, selected.find((s) => s.key === d.key) ?? d])
  }

  const rows: { draft: TravellerDraft; sub: string }[] =
    tab === 'scope'
      ? (scope.state.items ?? []).map((p) => ({
          draft: fromBookPerson(p),
          sub: [p.DepartmentName, t(`booking:picker.kind.${p.Kind}`), p.IsSelf ? t('booking:picker.self') : ''].filter(Boolean).join(' · '),
        }))
      : (frequent.state.items ?? []).map((f) => ({
          draft: fromFrequent(f),
          sub: f.IdNo ? `${t(`booking:idType.${fromFrequent(f).idType}`)} ${maskIdNo(f.IdNo)}` : '',
        }))
  const loading = list.state.items === null && !list.state.failed

  return (
    <Sheet
      open
      full
      title={t('booking:picker.title')}
      onClose={onClose}
      testId="passenger-picker"
      footer={
        <View className="pp__foot">
          <Text className={`pp__count ${limitHit ? 'pp__count--limit' : ''}`}>{t('booking:picker.count', { n: picked.length, max })}</Text>
          <MainButton text={t('booking:picker.done')} onClick={() => onDone(picked)} testId="pp-done" />
        </View>
      }
    >
      <Tabs
        list="pp__tabs"
        tab="pp__tab"
        options={(['scope', 'frequent'] as Tab[]).map((k) => ({ value: k, label: t(`booking:picker.tab.${k}`), testId: `pp-tab-${k}` }))}
        value={tab}
        onChange={setTab}
      />
      <SearchBox block="pp__search" value={keyword} onInput={setKeyword} placeholder={t('booking:picker.search')} testId="pp-search" />
      <View className="pp__new" role="button" data-testid="pp-new" onClick={onAddNew}>
        <Text className="pp__new-plus">+</Text>
        <Text>{t('booking:picker.addNew')}</Text>
      </View>
      {loading && (
        <View className="pp__list">
          {[0, 1, 2, 3].map((i) => (
            <View key={i} className="pp__skeleton" />
          ))}
        </View>
      )}
      {list.state.failed && (
        <View className="pp__state">
          <Text>{t('common:loadFailed')}</Text>
          <View className="pp__retry" role="button" onClick={() => void first()}>
            <Text>{t('common:retry')}</Text>
          </View>
        </View>
      )}
      {list.state.items?.length === 0 && (
        <View className="pp__state">
          <Text>{t(keyword ? 'booking:picker.noMatch' : tab === 'scope' ? 'booking:picker.emptyScope' : 'booking:picker.emptyFrequent')}</Text>
        </View>
      )}
      {!loading && (
        <View className="pp__list">
          {rows.map(({ draft, sub }) => {
            const on = picked.some((p) => p.key === draft.key)
            return (
              <View key={draft.key} className="pp__row" role="checkbox" aria-checked={on} data-testid={`pp-row-${draft.key}`} onClick={() => toggle(draft)}>
                <View className={`pp__check ${on ? 'pp__check--on' : ''}`} />
                <View className="pp__who">
                  <Text className="pp__name">{travellerName(draft) || '—'}</Text>
                  {sub && <Text className="pp__sub">{sub}</Text>}
                </View>
              </View>
            )
          })}
          {list.hasMore && (
            <View className="pp__more" role="button" onClick={() => void list.loadMore().catch(() => undefined)}>
              <Text>{t('booking:picker.more')}</Text>
            </View>
          )}
        </View>
      )}
    </Sheet>
  )
}
