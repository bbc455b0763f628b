/**
 * The kit's pick sheet (docs/kit.md): choose people (or items) from a server list — searchable,
 * paged as it scrolls, one on tap or several confirmed with the button, up to a limit. Where the
 * list comes from is the caller's `load`: colleagues in the booking scope, employees not yet on the
 * whitelist, approvers.
 */
import { useEffect, useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { usePaged } from '@/components/use-paged'
import { Sheet } from '@/components/ui/sheet'
import { MainButton } from '@/components/ui/button'
import './index.scss'
import '@/i18n/ns/kit'

export interface PickItem {
  id: number
  name: string
  sub: string
  /** A short mark after the name, e.g. 'Me'. */
  badge?: string
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
  /** Already chosen when the sheet opens (multi). */
  initial?: PickItem[]
  /** At most this many (multi). */
  max?: number
  /** The button also confirms an empty choice (multi; e.g. back to booking for oneself). */
  allowNone?: boolean
  searchable?: boolean
  /** The search box's placeholder (default: a person's name or employee number). */
  placeholder?: string
  emptyText?: string
  onDone: (picked: PickItem[]) => void
  onClose: () => void
  testId?: string
}

/** A person as a row: name, employee number and department. */
export const personItem = (p: { PersonId: number; Name: string; EmployeeNo?: string; DepartmentName?: string }): PickItem => ({
  id: p.PersonId,
  name: p.Name,
  sub: [p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · '),
})

export default function PickSheet(props: PickSheetProps) {
  if (!props.open) return null
  return <Body {...props} />
}

function Body({
  title,
  load,
  multi,
  initial = [],
  max,
  allowNone = false,
  searchable = true,
  placeholder,
  emptyText,
  onDone,
  onClose,
  testId = 'pick-sheet',
}: PickSheetProps) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<PickItem[]>(initial)
  const list = usePaged<PickItem>((page) => load(keyword.trim(), page))
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle')

  const first = () => {
    setMore('idle')
    list.refresh().catch(() => undefined)
  }
  useEffect(() => {
    list.reset()
    const id = setTimeout(first, keyword ? 250 : 0)
    return () => clearTimeout(id)
  }, [keyword]) // eslint-disable-line react-hooks/exhaustive-deps
  const next = () => {
    if (!list.hasMore || more === 'loading') return
    setMore('loading')
    list.loadMore().then(
      () => setMore('idle'),
      () => setMore('failed'),
    )
  }
  const items = list.state.items ?? []

  const full = max !== undefined && picked.length >= max
  const choose = (p: PickItem) => {
    if (!multi) return onDone([p])
    const on = picked.some((x) => x.id === p.id)
    if (on) setPicked(picked.filter((x) => x.id !== p.id))
    else if (!full) setPicked([...picked, p])
  }
  return (
    <Sheet
      open
      tall
      title={title}
      onClose={onClose}
      testId={testId}
      onScrollToLower={next}
      head={
        searchable && (
          <View className="pick-sheet__search">
            <Input
              className="pick-sheet__input"
              value={keyword}
              placeholder={placeholder ?? t('kit:pick.search')}
              onInput={(e) => setKeyword(e.detail.value)}
              data-testid={`${testId}-search`}
            />
          </View>
        )
      }
      footer={
        multi && (
          <>
            <Text className="pick-sheet__picked" data-testid={`${testId}-picked`}>
              {max !== undefined ? t('kit:pick.count', { n: picked.length, max }) : picked.map((p) => p.name).join(t('kit:listSep'))}
            </Text>
            <MainButton
              className="pick-sheet__done"
              text={t('kit:pick.confirm', { n: picked.length })}
              disabled={!picked.length && !allowNone}
              onClick={() => onDone(picked)}
              testId={`${testId}-done`}
            />
          </>
        )
      }
    >
      {(list.state.failed || more === 'failed') && (
        <View className="pick-sheet__note" role="button" onClick={list.state.failed ? first : next} data-testid={`${testId}-error`}>
          <Text>{t('common:loadFailed')}</Text>
        </View>
      )}
      {list.state.items?.length === 0 && (
        <Text className="pick-sheet__note" data-testid={`${testId}-empty`}>
          {emptyText ?? t('kit:pick.empty')}
        </Text>
      )}
      {items.map((p) => {
        const on = picked.some((x) => x.id === p.id)
        return (
          <View
            key={p.id}
            className={`pick-option ${on ? 'pick-option--on' : ''} ${multi && !on && full ? 'pick-option--off' : ''}`}
            role={multi ? 'checkbox' : 'button'}
            aria-checked={multi ? on : undefined}
            onClick={() => choose(p)}
            data-testid={`${testId}-item-${p.id}`}
          >
            {multi && <View className="pick-option__check" />}
            <View className="pick-option__text">
              <Text className="pick-option__name">
                {p.name}
                {p.badge && <Text className="pick-option__badge">{p.badge}</Text>}
              </Text>
              {p.sub !== '' && <Text className="pick-option__sub">{p.sub}</Text>}
            </View>
          </View>
        )
      })}
      {((list.state.items === null && !list.state.failed) || more === 'loading') && <Text className="pick-sheet__note">{t('common:loading')}</Text>}
      {list.hasMore && more === 'idle' && (
        <View className="pick-sheet__note" role="button" onClick={next}>
          <Text>{t('kit:pick.more')}</Text>
        </View>
      )}
    </Sheet>
  )
}
