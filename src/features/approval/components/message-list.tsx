/**
 * A list of my messages (message centre, order notices, flight notices): newest first, unread
 * ones marked, 'mark all read', pull to refresh, load more. A tap marks the message read and
 * opens what it is about (the approval, the order, the application).
 */
import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { MessageCategory, MessageItem } from '@api/message'
import { PagedList } from '@/components/pull-list/paged-list'
import { usePaged } from '@/components/use-paged'
import { Tag } from '@/components/ui/tag'
import { go } from '@/core/navigate'
import { formatTime } from '@/domain/format'
import { useStores } from '@/stores'
import { useFormat } from '@/components/format'
import { StateBlock } from '@/components/ui/states'
import { Chip } from '@/components/ui/chip'
import { useSignedInShow } from '@/components/use-load-on-show'
import { messageTarget } from '../status'
import { markRead, messageList } from '../api'
import '@/i18n/ns/approval'

type Filter = MessageCategory | 'All'

export interface MessageListProps {
  /** The categories the user may pick between; one means no chips. */
  categories: Filter[]
  testId: string
}

function FlightCard({ m }: { m: MessageItem }) {
  const { t } = useTranslation()
  const f = m.Flight
  if (!f) return null
  const moved = f.EstimatedDepartTime && f.EstimatedDepartTime !== f.DepartTime
  return (
    <View className="ap-flight" data-testid="message-flight">
      <View className="ap-flight__row">
        <View className="ap-flight__end">
          <Text className="ap-flight__time">{formatTime(moved ? f.EstimatedDepartTime : f.DepartTime)}</Text>
          {moved && <Text className="ap-flight__old">{formatTime(f.DepartTime)}</Text>}
          <Text className="ap-flight__place">{`${f.DepartAirportName}${f.DepartTerminal}`}</Text>
        </View>
        <View className="ap-flight__mid">
          <Tag
            tone={
              f.Status === 'Cancelled' || f.Status === 'Diverted'
                ? 'fail'
                : f.Status === 'Delayed'
                  ? 'wait'
                  : f.Status === 'Arrived' || f.Status === 'OnTime'
                    ? 'pass'
                    : 'info'
            }
            text={f.StatusName}
          />
          <Text className="ap-flight__no">{f.FlightNo}</Text>
        </View>
        <View className="ap-flight__end ap-flight__end--right">
          <Text className="ap-flight__time">{formatTime(f.ArriveTime)}</Text>
          <Text className="ap-flight__place">{`${f.ArriveAirportName}${f.ArriveTerminal}`}</Text>
        </View>
      </View>
      {(f.Gate || f.DelayMinutes > 0) && (
        <Text className="ap-flight__gate">
          {[f.Gate ? t('approval:messages.gate', { gate: f.Gate }) : '', f.DelayMinutes > 0 ? t('approval:messages.delay', { minutes: f.DelayMinutes }) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </View>
  )
}

function MessageList({ categories, testId }: MessageListProps) {
  const { t } = useTranslation()
  const fmt = useFormat()
  const { session } = useStores()
  const [filter, setFilter] = useState<Filter>(categories[0])
  const paged = usePaged<MessageItem, number>((page) => messageList(filter, page).then((r) => ({ items: r.Items, total: r.Total, meta: r.Unread })))
  const unread = paged.state.meta ?? 0
  const { refresh } = paged
  useSignedInShow(() => refresh().catch(() => undefined))

  const choose = (f: Filter) => {
    if (f === filter) return
    setFilter(f)
    paged.reset()
  }
  // A new filter (not the first render, which the page's show loads): back to the skeleton, then its first page.
  const shown = useRef(filter)
  useEffect(() => {
    if (shown.current === filter) return
    shown.current = filter
    if (session.signedIn) refresh().catch(() => undefined)
  }, [filter])
  const open = (m: MessageItem) => {
    if (!m.IsRead) {
      paged.setState((s) => ({ ...s, items: s.items?.map((x) => (x.Id === m.Id ? { ...x, IsRead: true } : x)) ?? null, meta: Math.max(0, (s.meta ?? 0) - 1) }))
      markRead({ ids: [m.Id] }).catch(() => undefined)
    }
    const target = messageTarget(m.Link)
    if (target) void go(target.name, target.params)
  }
  const readAll = () => {
    markRead({ category: filter }).then(
      () => {
        paged.setState((s) => ({ ...s, items: s.items?.map((x) => ({ ...x, IsRead: true })) ?? null, meta: 0 }))
      },
      () => undefined,
    )
  }

  return (
    <View className="ap-screen" data-testid={testId}>
      <View className="ap-toolbar">
        <View className="ap-toolbar__chips" role={categories.length > 1 ? 'tablist' : undefined}>
          {categories.length > 1 &&
            categories.map((c) => (
              <Chip key={c} role="tab" on={c === filter} onTap={() => choose(c)} testId={`message-filter-${c}`}>
                <Text>{t(`approval:messages.category.${c}`)}</Text>
              </Chip>
            ))}
          {categories.length === 1 && <Text className="ap-card__time">{t('approval:messages.unread', { n: unread })}</Text>}
        </View>
        <View
          className={`ap-toolbar__read ${unread ? '' : 'ap-toolbar__read--off'}`}
          role="button"
          aria-disabled={!unread}
          onClick={() => unread && readAll()}
          data-testid="message-read-all"
        >
          <Text>{t('approval:messages.readAll')}</Text>
        </View>
      </View>
      <PagedList
        paged={paged}
        className="ap-list"
        empty={<StateBlock text={t(`approval:messages.empty.${filter}`)} hint={t('approval:messages.emptyHint')} testId="messages-empty" />}
        testId="messages"
        listTestId={`${testId}-items`}
      >
        {(items) =>
          items.map((m) => (
            <View
              key={m.Id}
              className={`ap-msg ${m.IsRead ? 'ap-msg--read' : ''}`}
              role="button"
              onClick={() => open(m)}
              data-testid={`message-${m.Id}`}
              data-read={m.IsRead}
              data-kind={m.Kind}
            >
              <View className="ap-msg__head">
                {!m.IsRead && <View className="ap-msg__dot" aria-label={t('approval:messages.unreadLabel')} />}
                <Text className="ap-msg__title">{m.Title}</Text>
                <Text className="ap-msg__time">{fmt.stamp(m.CreatedAt)}</Text>
              </View>
              <Text className="ap-msg__content">{m.Content}</Text>
              <FlightCard m={m} />
              {messageTarget(m.Link) && <Text className="ap-msg__more">{t('approval:messages.view')} ›</Text>}
            </View>
          ))
        }
      </PagedList>
    </View>
  )
}

export default observer(MessageList)
