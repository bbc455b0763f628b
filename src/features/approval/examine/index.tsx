/**
 * /message/examine — approvals waiting for me, those I submitted (or travel on) and those I
 * decided, each tab with its count; pull to refresh, load more, and every card opens the detail.
 * Coming back from a detail (approved, rejected, reminded) reloads the tab and the counts.
 */
import { useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { APPROVAL_TABS, type ApprovalItem, type ApprovalTab } from '@api/approval'
import Page from '@/components/page'
import PullList from '@/components/pull-list'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { usePaged } from '@/components/use-paged'
import { Tabs } from '@/components/ui/tabs'
import { useSignedInShow } from '@/components/use-load-on-show'
import { approvalOrders } from '../api'
import ApprovalCard from '../components/approval-card'
import '../components/index.scss'
import '@/i18n/ns/approval'

type Counts = Record<ApprovalTab, number | null>

function isTab(v: unknown): v is ApprovalTab {
  return (APPROVAL_TABS as readonly unknown[]).includes(v)
}

function ExaminePage() {
  const { t } = useTranslation()
  const { power } = useStores()
  const param = useRouter().params.tab
  const [tab, setTab] = useState<ApprovalTab>(isTab(param) ? param : power.can('MessagePermission.ApprovalInfo') ? 'Pending' : 'Submitted')
  // The fetcher reads the tab from here, so a tap can switch and load in the same handler.
  const tabRef = useRef(tab)
  const [counts, setCounts] = useState<Counts>({ Pending: null, Submitted: null, Handled: null })
  const list = usePaged<ApprovalItem>((page) => {
    const current = tabRef.current
    return approvalOrders(current, page).then((r) => {
      setCounts((c) => ({ ...c, [current]: current === 'Pending' ? r.PendingCount : r.Total, Pending: r.PendingCount }))
      return { items: r.Items, total: r.Total }
    })
  })

  // The other tabs' totals, side by side with the list (one row each is enough to count).
  const loadCounts = (current: ApprovalTab) => {
    for (const other of APPROVAL_TABS.filter((x) => x !== current && x !== 'Pending')) {
      approvalOrders(other, 1, { pageSize: 1, parallel: true }).then(
        (r) => setCounts((c) => ({ ...c, [other]: r.Total, Pending: r.PendingCount })),
        () => undefined,
      )
    }
  }
  const reload = () => {
    list.refresh().catch(() => undefined)
    loadCounts(tabRef.current)
  }
  useSignedInShow(reload)

  const choose = (next: ApprovalTab) => {
    if (next === tabRef.current) return
    tabRef.current = next
    setTab(next)
    list.reset()
    list.refresh().catch(() => undefined)
  }

  const { items, failed } = list.state
  return (
    <Page title="approval:examine.title" className="ap-examine" testId="approval-list">
      <View className="ap-screen">
        <Tabs
          list="ap-tabs"
          tab="ap-tab"
          options={APPROVAL_TABS.map((x) => {
            const n = counts[x]
            return {
              value: x,
              label: t(`approval:examine.tab.${x}`),
              testId: `approval-tab-${x}`,
              extra: n !== null && n > 0 && (
                <Text className={`ap-tab__count ${x === 'Pending' ? '' : 'ap-tab__count--muted'}`} data-testid={`approval-count-${x}`}>
                  {n > 99 ? '99+' : n}
                </Text>
              ),
            }
          })}
          value={tab}
          onChange={choose}
        />
        {items === null && !failed && <Skeletons testId="approval-loading" />}
        {failed && <ErrorBlock onRetry={() => reload()} testId="approval-error" />}
        {items !== null && (
          <PullList
            className="ap-list"
            hasMore={list.hasMore}
            onRefresh={() => {
              loadCounts(tab)
              return list.refresh()
            }}
            onLoadMore={list.loadMore}
            isEmpty={items.length === 0}
            empty={
              <StateBlock
                text={t(`approval:examine.empty.${tab}`)}
                hint={t(`approval:examine.emptyHint.${tab}`)}
                actions={tab === 'Submitted' ? [{ text: t('approval:examine.apply'), onPress: () => void go('travelApplyBook') }] : []}
                testId="approval-empty"
              />
            }
            testId="approval-items"
          >
            {items.map((i) => (
              <ApprovalCard key={i.ApprovalNo} item={i} tab={tab} onOpen={(no) => void go('approvalDetails', { id: no })} />
            ))}
          </PullList>
        )}
      </View>
    </Page>
  )
}

export default observer(ExaminePage)
