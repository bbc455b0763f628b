/**
 * Choosing travellers: colleagues and non-employees within the booking scope (a booker's
 * directory; only oneself for scope Self) and the frequent travellers, searchable, several at
 * once up to the product's limit, plus 'new traveller' for someone in neither list.
 */
import { useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { BookPerson, FrequentTravelerItem } from '@api/flight'
import { maskIdNo, travellerName, type TravellerDraft } from '@/domain/booking'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
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

interface ListState<T> {
  items: T[]
  total: number
  status: 'loading' | 'error' | 'ready'
}

export default function PassengerPicker(props: PassengerPickerProps) {
  if (!props.open) return null
  return <PickerBody {...props} />
}

function PickerBody({ source, selected, max, onDone, onAddNew, onClose }: PassengerPickerProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<Tab>('scope')
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<TravellerDraft[]>(selected)
  const [scope, setScope] = useState<ListState<BookPerson>>({ items: [], total: 0, status: 'loading' })
  const [frequent, setFrequent] = useState<ListState<FrequentTravelerItem>>({ items: [], total: 0, status: 'loading' })
  const [limitHit, setLimitHit] = useState(false)
  const seq = useRef(0)

  const load = async (which: Tab, kw: string, page: number) => {
    const mine = ++seq.current
    const mark = (status: 'loading' | 'error') =>
      which === 'scope' ? setScope((s) => ({ ...s, status })) : setFrequent((s) => ({ ...s, status }))
    if (page === 1) mark('loading')
    try {
      if (which === 'scope') {
        const r = await source.bookPersons({ Keyword: kw || undefined, PageIndex: page, PageSize: PAGE })
        if (mine !== seq.current) return
        setScope((s) => ({ items: page === 1 ? r.Persons : [...s.items, ...r.Persons], total: r.Total, status: 'ready' }))
      } else {
        const r = await source.frequentTravellers({ Keyword: kw || undefined, PageIndex: page, PageSize: PAGE })
        if (mine !== seq.current) return
        setFrequent((s) => ({ items: page === 1 ? r.Travelers : [...s.items, ...r.Travelers], total: r.Total, status: 'ready' }))
      }
    } catch {
      if (mine === seq.current) mark('error')
    }
  }

  // Typing searches after a short pause, so each keystroke does not cost a request.
  useEffect(() => {
    const id = setTimeout(() => void load(tab, keyword.trim(), 1), keyword ? 300 : 0)
    return () => clearTimeout(id)
  }, [tab, keyword])

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
      ? scope.items.map((p) => ({ draft: fromBookPerson(p), sub: [p.DepartmentName, t(`booking:picker.kind.${p.Kind}`), p.IsSelf ? t('booking:picker.self') : ''].filter(Boolean).join(' · ') }))
      : frequent.items.map((f) => ({ draft: fromFrequent(f), sub: f.IdNo ? `${t(`booking:idType.${fromFrequent(f).idType}`)} ${maskIdNo(f.IdNo)}` : '' }))
  const state = tab === 'scope' ? scope : frequent
  const more = state.status === 'ready' && state.items.length < state.total

  return (
    <Sheet
      open
      full
      title={t('booking:picker.title')}
      onClose={onClose}
      testId='passenger-picker'
      footer={
        <View className='pp__foot'>
          <Text className={`pp__count ${limitHit ? 'pp__count--limit' : ''}`}>{t('booking:picker.count', { n: picked.length, max })}</Text>
          <MainButton text={t('booking:picker.done')} onClick={() => onDone(picked)} testId='pp-done' />
        </View>
      }
    >
      <View className='pp__tabs' role='tablist'>
        {(['scope', 'frequent'] as Tab[]).map((k) => (
          <View key={k} className={`pp__tab ${tab === k ? 'pp__tab--on' : ''}`} role='tab' aria-selected={tab === k} data-testid={`pp-tab-${k}`} onClick={() => setTab(k)}>
            <Text>{t(`booking:picker.tab.${k}`)}</Text>
          </View>
        ))}
      </View>
      <View className='pp__search'>
        <Input className='pp__search-input' value={keyword} placeholder={t('booking:picker.search')} onInput={(e) => setKeyword(e.detail.value)} data-testid='pp-search' />
      </View>
      <View className='pp__new' role='button' data-testid='pp-new' onClick={onAddNew}>
        <Text className='pp__new-plus'>+</Text>
        <Text>{t('booking:picker.addNew')}</Text>
      </View>
      {state.status === 'loading' && (
        <View className='pp__list'>
          {[0, 1, 2, 3].map((i) => (
            <View key={i} className='pp__skeleton' />
          ))}
        </View>
      )}
      {state.status === 'error' && (
        <View className='pp__state'>
          <Text>{t('common:loadFailed')}</Text>
          <View className='pp__retry' role='button' onClick={() => void load(tab, keyword.trim(), 1)}>
            <Text>{t('common:retry')}</Text>
          </View>
        </View>
      )}
      {state.status === 'ready' && rows.length === 0 && (
        <View className='pp__state'>
          <Text>{t(keyword ? 'booking:picker.noMatch' : tab === 'scope' ? 'booking:picker.emptyScope' : 'booking:picker.emptyFrequent')}</Text>
        </View>
      )}
      {state.status !== 'loading' && (
        <View className='pp__list'>
          {rows.map(({ draft, sub }) => {
            const on = picked.some((p) => p.key === draft.key)
            return (
              <View key={draft.key} className='pp__row' role='checkbox' aria-checked={on} data-testid={`pp-row-${draft.key}`} onClick={() => toggle(draft)}>
                <View className={`pp__check ${on ? 'pp__check--on' : ''}`} />
                <View className='pp__who'>
                  <Text className='pp__name'>{travellerName(draft) || '—'}</Text>
                  {sub && <Text className='pp__sub'>{sub}</Text>}
                </View>
              </View>
            )
          })}
          {more && (
            <View className='pp__more' role='button' onClick={() => void load(tab, keyword.trim(), Math.floor(state.items.length / PAGE) + 1)}>
              <Text>{t('booking:picker.more')}</Text>
            </View>
          )}
        </View>
      )}
    </Sheet>
  )
}
