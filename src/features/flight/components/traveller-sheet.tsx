import { useEffect, useRef, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import type { BookPerson } from '@api/flight'
import { isCancelled } from '@/core/errors'
import type { Traveller } from '../search-store'
import { BOOK_PERSON_PAGE_SIZE, getBookPersons } from '../search-api'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import { ErrorBlock, StateBlock } from '@/components/ui/states'
import { useFlightText } from './labels'
import './traveller-sheet.scss'
import '@/i18n/ns/flight'

export interface TravellerSheetProps {
  open: boolean
  selected: Traveller[]
  max: number
  onDone: (list: Traveller[]) => void
  onClose: () => void
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'done'; persons: BookPerson[]; total: number; more: 'idle' | 'loading' }

const SEARCH_DEBOUNCE_MS = 300

/**
 * A booker picks the employees the search is for (within the booking scope the server applies):
 * search by name or employee number, a list with check marks, the chosen ones as chips.
 */
export default function TravellerSheet(props: TravellerSheetProps) {
  const { t } = useFlightText()
  const [keyword, setKeyword] = useState('')
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [picked, setPicked] = useState<Traveller[]>(props.selected)
  const [notice, setNotice] = useState('')
  const seq = useRef(0)

  const fetchPage = (k: string, page: number) => {
    const mine = ++seq.current
    if (page === 1) setLoad({ state: 'loading' })
    getBookPersons(k, page).then(
      (r) => {
        if (mine !== seq.current) return
        setLoad((cur) =>
          page > 1 && cur.state === 'done'
            ? { state: 'done', persons: [...cur.persons, ...r.persons], total: r.total, more: 'idle' }
            : { state: 'done', persons: r.persons, total: r.total, more: 'idle' },
        )
      },
      (e) => mine === seq.current && !isCancelled(e) && setLoad({ state: 'error' }),
    )
  }

  useEffect(() => {
    if (!props.open) return
    setPicked(props.selected)
    setNotice('')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open])

  useEffect(() => {
    if (!props.open) return
    const id = setTimeout(() => fetchPage(keyword, 1), keyword ? SEARCH_DEBOUNCE_MS : 0)
    return () => clearTimeout(id)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.open, keyword])

  const toggle = (p: BookPerson) => {
    setNotice('')
    if (picked.some((x) => x.id === p.PersonId)) setPicked(picked.filter((x) => x.id !== p.PersonId))
    else if (picked.length >= props.max) setNotice(t('flight:travellers.max', { max: props.max }))
    else setPicked([...picked, { id: p.PersonId, name: p.Name }])
  }

  const more = () => {
    if (load.state !== 'done' || load.more === 'loading') return
    setLoad({ ...load, more: 'loading' })
    fetchPage(keyword, Math.floor(load.persons.length / BOOK_PERSON_PAGE_SIZE) + 1)
  }

  return (
    <Sheet
      open={props.open}
      title={t('flight:travellers.title')}
      onClose={props.onClose}
      testId='traveller-sheet'
      footer={
        <MainButton
          text={`${t('flight:travellers.done')} · ${t('flight:travellers.selected', { count: picked.length })}`}
          onClick={() => {
            props.onDone(picked)
            props.onClose()
          }}
          testId='travellers-done'
        />
      }
    >
      <View className='traveller-sheet'>
        <Input
          className='traveller-sheet__search'
          value={keyword}
          placeholder={t('flight:travellers.search')}
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          data-testid='traveller-search'
        />
        {picked.length > 0 && (
          <View className='traveller-sheet__chips'>
            {picked.map((p) => (
              <View key={p.id} className='traveller-sheet__chip' role='button' aria-label={t('flight:search.removeTraveller', { name: p.name })} onClick={() => setPicked(picked.filter((x) => x.id !== p.id))}>
                <Text>{`${p.name} ×`}</Text>
              </View>
            ))}
          </View>
        )}
        {notice && <Text className='traveller-sheet__notice'>{notice}</Text>}
        {load.state === 'loading' && (
          <View className='traveller-sheet__skeleton' aria-busy='true'>
            {[0, 1, 2, 3, 4].map((i) => (
              <View key={i} className='skeleton__bar' />
            ))}
          </View>
        )}
        {load.state === 'error' && <ErrorBlock text={t('flight:travellers.loadFailed')} onRetry={() => fetchPage(keyword, 1)} />}
        {load.state === 'done' && load.persons.length === 0 && <StateBlock text={t('flight:travellers.empty')} />}
        {load.state === 'done' &&
          load.persons.map((p) => {
            const on = picked.some((x) => x.id === p.PersonId)
            return (
              <View key={p.PersonId} className={`traveller-sheet__row ${on ? 'traveller-sheet__row--on' : ''}`} role='checkbox' aria-checked={on} data-testid='traveller-row' onClick={() => toggle(p)}>
                <View className='traveller-sheet__box' />
                <View className='traveller-sheet__who'>
                  <Text className='traveller-sheet__name'>
                    {p.Name}
                    {p.IsSelf && <Text className='traveller-sheet__self'>{t('flight:travellers.self')}</Text>}
                  </Text>
                  <Text className='traveller-sheet__meta'>{[p.DepartmentName, p.EmployeeNo, p.RankName].filter(Boolean).join(' · ')}</Text>
                </View>
              </View>
            )
          })}
        {load.state === 'done' && load.persons.length < load.total && (
          <View className='traveller-sheet__more' role='button' onClick={more}>
            <Text>{load.more === 'loading' ? t('common:loading') : t('flight:travellers.more')}</Text>
          </View>
        )}
      </View>
    </Sheet>
  )
}
