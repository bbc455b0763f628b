/**
 * A bottom sheet to choose people (or custom items) from a server list: searchable, paged on
 * scroll, one or several at once. Where the list comes from is the caller's `load`: employees
 * not yet on the whitelist, employees bound to no template, any employee as an approver.
 */
import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { isCancelled } from '@/core/errors'
import { toggle } from '../rules'
import '@/i18n/ns/approvalSetting'
import './index.scss'

export interface PickItem {
  id: number
  name: string
  sub: string
}

export interface PickPage {
  items: PickItem[]
  total: number
}

export interface PickSheetProps {
  open: boolean
  title: string
  /** One page of choices for a keyword (page from 1). */
  load: (keyword: string, page: number) => Promise<PickPage>
  /** Several at once (confirmed with the button) or one (chosen on tap). */
  multi: boolean
  searchable?: boolean
  emptyText?: string
  onDone: (picked: PickItem[]) => void
  onClose: () => void
  testId?: string
}

export default function PickSheet(props: PickSheetProps) {
  if (!props.open) return null
  return <Body {...props} />
}

type ListState = { items: PickItem[]; total: number; status: 'loading' | 'error' | 'ready'; page: number }

function Body({ title, load, multi, searchable = true, emptyText, onDone, onClose, testId = 'pick-sheet' }: PickSheetProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<PickItem[]>([])
  const [list, setList] = useState<ListState>({ items: [], total: 0, status: 'loading', page: 1 })
  const seq = useRef(0)

  const fetchPage = (kw: string, page: number) => {
    const mine = ++seq.current
    setList((l) => ({ ...l, status: 'loading' }))
    load(kw.trim(), page).then(
      (r) => mine === seq.current && setList((l) => ({ items: page === 1 ? r.items : [...l.items, ...r.items], total: r.total, status: 'ready', page })),
      (e) => mine === seq.current && !isCancelled(e) && setList((l) => ({ ...l, status: 'error' })),
    )
  }
  useEffect(() => {
    const id = setTimeout(() => fetchPage(keyword, 1), keyword ? 250 : 0)
    return () => clearTimeout(id)
  }, [keyword]) // eslint-disable-line react-hooks/exhaustive-deps

  const more = list.status === 'ready' && list.items.length < list.total
  const choose = (p: PickItem) => {
    if (!multi) return onDone([p])
    setPicked((cur) => {
      const ids = toggle(
        cur.map((c) => c.id),
        p.id,
      )
      return ids.map((id) => cur.find((c) => c.id === id) ?? p)
    })
  }
  return (
    <View className='as-sheet' data-testid={testId}>
      <View className='as-sheet__mask' onClick={onClose} />
      <View className='as-sheet__panel' role='dialog' aria-label={title}>
        <View className='as-sheet__head'>
          <Text className='as-sheet__title'>{title}</Text>
          <View className='as-sheet__close' role='button' aria-label={t('approvalSetting:picker.close')} onClick={onClose}>
            <Text>×</Text>
          </View>
        </View>
        {searchable && (
          <View className='as-sheet__search'>
            <Input className='as-sheet__input' value={keyword} placeholder={t('approvalSetting:common.personSearch')} onInput={(e) => setKeyword(e.detail.value)} data-testid={`${testId}-search`} />
          </View>
        )}
        <ScrollView className='as-sheet__body' scrollY onScrollToLower={() => more && fetchPage(keyword, list.page + 1)}>
          {list.status === 'error' && (
            <View className='as-sheet__note' role='button' onClick={() => fetchPage(keyword, list.items.length ? list.page + 1 : 1)} data-testid={`${testId}-error`}>
              <Text>{t('approvalSetting:common.loadFailed')}</Text>
            </View>
          )}
          {list.status === 'ready' && list.items.length === 0 && (
            <Text className='as-sheet__note' data-testid={`${testId}-empty`}>
              {emptyText ?? t('approvalSetting:picker.empty')}
            </Text>
          )}
          {list.items.map((p) => {
            const on = picked.some((x) => x.id === p.id)
            return (
              <View key={p.id} className={`as-option ${on ? 'as-option--on' : ''}`} role={multi ? 'checkbox' : 'button'} aria-checked={multi ? on : undefined} onClick={() => choose(p)} data-testid={`${testId}-item-${p.id}`}>
                {multi && <View className='as-option__check' />}
                <View className='as-option__text'>
                  <Text className='as-option__name'>{p.name}</Text>
                  {p.sub !== '' && <Text className='as-option__sub'>{p.sub}</Text>}
                </View>
              </View>
            )
          })}
          {list.status === 'loading' && <Text className='as-sheet__note'>{t('common:loading')}</Text>}
          {more && (
            <View className='as-sheet__note' role='button' onClick={() => fetchPage(keyword, list.page + 1)}>
              <Text>{t('approvalSetting:common.more')}</Text>
            </View>
          )}
        </ScrollView>
        {multi && (
          <View className='as-sheet__foot'>
            <Text className='as-sheet__picked' data-testid={`${testId}-picked`}>
              {picked.map((p) => p.name).join(t('approvalSetting:common.listSep'))}
            </Text>
            <View className={`as-button as-button--primary ${picked.length ? '' : 'as-button--off'}`} role='button' aria-disabled={!picked.length} onClick={() => picked.length && onDone(picked)} data-testid={`${testId}-done`}>
              <Text>{t('approvalSetting:picker.confirm', { n: picked.length })}</Text>
            </View>
          </View>
        )}
      </View>
    </View>
  )
}

/** A person of the settings calls as a sheet row: name, employee number and department. */
export const personItem = (p: { PersonId: number; Name: string; EmployeeNo: string; DepartmentName: string }): PickItem => ({
  id: p.PersonId,
  name: p.Name,
  sub: [p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · '),
})
