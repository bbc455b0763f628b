/**
 * The message tab: the hub of approvals (waiting for me, with the count), my messages, order
 * notices, flight notices and announcements — each row only when PersonalPower allows it — and
 * the tab's badge (pending approvals + unread messages), read again every time the tab shows.
 */
import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PowerKey } from '@api/index'
import type { UnreadCountRes } from '@api/message'
import Page from '@/components/page'
import { useStores } from '@/stores'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { TextAction } from '@/components/ui/text-action'
import { go } from '@/core/navigate'
import type { RouteName, RouteParams } from '@/routes'
import approvalIcon from '@/assets/entries/approval.png'
import noticeIcon from '@/assets/entries/notice.png'
import flightIcon from '@/assets/entries/flight.png'
import tripsIcon from '@/assets/entries/trips.png'
import travelApplyIcon from '@/assets/entries/travel-apply.png'
import { badgeText, refreshMessageBadge } from '@/shared/message-badge'
import './index.scss'

interface Row {
  key: string
  title: string
  desc: string
  icon: string
  needs: PowerKey[]
  route: RouteName
  params?: RouteParams
  /** Which count shows on the row. */
  count?: (c: UnreadCountRes) => number
}

/** The approvals card's ways into the lists: waiting for me, mine, handled, the templates. */
const APPROVAL_LINKS: { label: string; route: RouteName; params?: RouteParams; testId?: string }[] = [
  { label: 'shell:messageHub.tab.Pending', route: 'approvalList', params: { tab: 'Pending' }, testId: 'message-link-pending' },
  { label: 'shell:messageHub.tab.Submitted', route: 'approvalList', params: { tab: 'Submitted' }, testId: 'message-link-submitted' },
  { label: 'shell:messageHub.tab.Handled', route: 'approvalList', params: { tab: 'Handled' } },
  { label: 'shell:messageHub.templates', route: 'myExamineTemplates', testId: 'message-link-templates' },
]

const ROWS: Row[] = [
  // Everyone may follow their own requests; deciding (the card above) needs MessagePermission.ApprovalInfo.
  {
    key: 'requests',
    title: 'shell:messageHub.requests',
    desc: 'shell:messageHub.requestsDesc',
    icon: approvalIcon,
    needs: [],
    route: 'approvalList',
    params: { tab: 'Submitted' },
  },
  {
    key: 'messages',
    title: 'shell:messageHub.messages',
    desc: 'shell:messageHub.messagesDesc',
    icon: travelApplyIcon,
    needs: [],
    route: 'messageCenter',
    count: (c) => c.Approval + c.Order + c.Flight,
  },
  {
    key: 'orders',
    title: 'shell:messageHub.orderNotices',
    desc: 'shell:messageHub.orderNoticesDesc',
    icon: tripsIcon,
    needs: [],
    route: 'orderNotice',
    count: (c) => c.Order,
  },
  {
    key: 'flights',
    title: 'shell:messageHub.flightNotices',
    desc: 'shell:messageHub.flightNoticesDesc',
    icon: flightIcon,
    needs: ['MessagePermission.FlightDynamics'],
    route: 'flightNotice',
    count: (c) => c.Flight,
  },
  {
    key: 'announcements',
    title: 'shell:messageHub.announcements',
    desc: 'shell:messageHub.announcementsDesc',
    icon: noticeIcon,
    needs: [],
    route: 'announcementList',
  },
]

function Message() {
  const { power } = useStores()
  const { t } = useTranslation()
  // The badge call is silent: a failed count shows '–' and the hub stays usable.
  const counts = useLoadOnShow(async () => {
    const r = await refreshMessageBadge()
    if (!r) throw new Error('unread count unavailable')
    return r
  })

  const c = counts.data
  const approvals = power.can('MessagePermission.ApprovalInfo')
  const rows = ROWS.filter((r) => r.needs.every((k) => power.can(k)) && !(approvals && r.key === 'requests'))
  return (
    <Page title="common:tabs.message" className="message" testId="message">
      {approvals && (
        <View className="message__approvals" data-testid="message-approvals">
          <View className="message__approvals-head" role="button" onClick={() => void go('approvalList', { tab: 'Pending' })}>
            <Image className="message__icon" src={approvalIcon} mode="aspectFit" aria-hidden="true" />
            <View className="message__text">
              <Text className="message__title">{t('shell:messageHub.approvals')}</Text>
              <Text className="message__desc">{t('shell:messageHub.approvalsDesc')}</Text>
            </View>
            <View className="message__pending" data-testid="message-pending">
              {counts.status === 'loading' && !c ? (
                <View className="message__count-skeleton" />
              ) : (
                <Text className={`message__pending-count ${c && c.PendingApprovals > 0 ? 'message__pending-count--on' : ''}`}>
                  {c ? c.PendingApprovals : '–'}
                </Text>
              )}
              <Text className="message__pending-label">{t('shell:messageHub.pending')}</Text>
            </View>
          </View>
          <View className="message__links">
            {APPROVAL_LINKS.map((l) => (
              <TextAction key={l.label} block="message__link" label={t(l.label)} onClick={() => void go(l.route, l.params)} testId={l.testId} />
            ))}
          </View>
        </View>
      )}
      <View className="message__card">
        {rows.map((e) => {
          const n = c && e.count ? e.count(c) : 0
          return (
            <View key={e.key} className="message__row" role="button" data-testid={`message-${e.key}`} onClick={() => void go(e.route, e.params)}>
              <Image className="message__icon" src={e.icon} mode="aspectFit" aria-hidden="true" />
              <View className="message__text">
                <Text className="message__title">{t(e.title)}</Text>
                <Text className="message__desc">{n > 0 ? t('shell:messageHub.unread', { n }) : t(e.desc)}</Text>
              </View>
              {n > 0 && (
                <Text className="message__badge" data-testid={`message-${e.key}-count`}>
                  {badgeText(n)}
                </Text>
              )}
              <Text className="message__arrow">›</Text>
            </View>
          )
        })}
      </View>
      {counts.status === 'error' && (
        <TextAction block="message__retry" label={t('shell:messageHub.countsFailed')} onClick={() => void counts.reload()} testId="message-counts-error" />
      )}
    </Page>
  )
}

export default observer(Message)
