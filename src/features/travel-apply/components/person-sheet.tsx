/**
 * Choosing the travellers of an application: colleagues within the booking scope
 * (user/getBookPersons), searchable, several at once up to the form's limit. Applications are
 * for people of the company only, so there is no 'new traveller' here.
 */
import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { BookPerson } from '@api/flight'
import { isCancelled } from '@/core/errors'
import { bookPersons, PERSON_PAGE_SIZE } from '../api'
import type { TravellerChoice } from '../form'
import '@/i18n/ns/travelApply'

export interface PersonSheetProps {
  open: boolean
  selected: TravellerChoice[]
  max: number
  onDone: (list: TravellerChoice[]) => void
  onClose: () => void
}

export default function PersonSheet(props: PersonSheetProps) {
  if (!props.open) return null
  return <Body {...props} />
}

function Body({ selected, max, onDone, onClose }: PersonSheetProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<TravellerChoice[]>(selected)
  const [list, setList] = useState<{ items: BookPerson[]; total: number; status: 'loading' | 'error' | 'ready'; page: number }>({ items: [], total: 0, status: 'loading', page: 1 })
  const seq = useRef(0)

  const load = (kw: string, page: number) => {
    const mine = ++seq.current
    if (page === 1) setList((l) => ({ ...l, status: 'loading' }))
    bookPersons(kw, page).then(
      (r) => mine === seq.current && setList((l) => ({ items: page === 1 ? r.persons : [...l.items, ...r.persons], total: r.total, status: 'ready', page })),
      (e) => mine === seq.current && !isCancelled(e) && setList((l) => ({ ...l, status: 'error' })),
    )
  }
  useEffect(() => {
    const id = setTimeout(() => load(keyword, 1), keyword ? 250 : 0)
    return () => clearTimeout(id)
  }, [keyword]) // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (p: BookPerson) => {
    const on = picked.some((x) => x.personId === p.PersonId)
    if (on) return setPicked(picked.filter((x) => x.personId !== p.PersonId))
    if (picked.length >= max) return
    setPicked([...picked, { personId: p.PersonId, name: p.Name, department: p.DepartmentName }])
  }
  return (
    <View className='ta-sheet' data-testid='person-sheet'>
      <View className='ta-sheet__mask' onClick={onClose} />
      <View className='ta-sheet__panel' role='dialog' aria-label={t('travelApply:book.chooseTravellers')}>
        <View className='ta-sheet__head'>
          <Text className='ta-sheet__title'>{t('travelApply:book.chooseTravellers')}</Text>
          <View className='ta-sheet__close' role='button' aria-label={t('common:close')} onClick={onClose}>
            <Text>×</Text>
          </View>
        </View>
        <View className='ta-search'>
          <Input className='ta-search__input' value={keyword} placeholder={t('travelApply:book.searchPerson')} onInput={(e) => setKeyword(e.detail.value)} data-testid='person-search' />
        </View>
        <ScrollView className='ta-sheet__body' scrollY onScrollToLower={() => list.status === 'ready' && list.items.length < list.total && load(keyword, list.page + 1)}>
          {list.status === 'loading' && list.items.length === 0 && <Text className='ta-sheet__note'>{t('common:loading')}</Text>}
          {list.status === 'error' && (
            <View className='ta-sheet__note' role='button' onClick={() => load(keyword, 1)}>
              <Text>{t('travelApply:common.loadFailedTap')}</Text>
            </View>
          )}
          {list.status === 'ready' && list.items.length === 0 && <Text className='ta-sheet__note'>{t('travelApply:book.noPerson')}</Text>}
          {list.items.map((p) => {
            const on = picked.some((x) => x.personId === p.PersonId)
            return (
              <View key={p.PersonId} className={`ta-person ${on ? 'ta-person--on' : ''}`} role='checkbox' aria-checked={on} onClick={() => toggle(p)} data-testid={`person-${p.PersonId}`}>
                <View className='ta-person__check' />
                <View className='ta-person__text'>
                  <Text className='ta-person__name'>{p.Name}</Text>
                  <Text className='ta-person__dept'>{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
                </View>
              </View>
            )
          })}
          {list.items.length > 0 && list.items.length >= PERSON_PAGE_SIZE && list.items.length < list.total && <Text className='ta-sheet__note'>{t('common:loading')}</Text>}
        </ScrollView>
        <View className='ta-sheet__foot'>
          <Text className='ta-sheet__count'>{t('travelApply:book.picked', { n: picked.length, max })}</Text>
          <View className={`ta-button ta-button--primary ${picked.length ? '' : 'ta-button--off'}`} role='button' onClick={() => picked.length && onDone(picked)} data-testid='person-done'>
            <Text>{t('common:confirm')}</Text>
          </View>
        </View>
      </View>
    </View>
  )
}
