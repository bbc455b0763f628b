/**
 * /personal/authOrderList — my trip applications (made by me or for me) by status: all, drafts,
 * under review, approved, closed; pull to refresh, load more; a card opens the application, and
 * 'new application' is at hand for those allowed to apply.
 */
import { useRef, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TRIP_LIST_GROUPS, type TripListGroup } from '@api/trip-form'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { usePaged } from '@/components/use-paged'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { StateBlock } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { TextAction } from '@/components/ui/text-action'
import { useSignedInShow } from '@/components/use-load-on-show'
import { applicationList } from '../api'
import AppCard from '../components/app-card'
import { useFormat } from '../format'
import '../components/index.scss'
import '@/i18n/ns/travelApply'

function AuthListPage() {
  const { t } = useFormat()
  const { power } = useStores()
  const [group, setGroup] = useState<TripListGroup>('All')
  const q = useRef({ group: 'All' as TripListGroup })
  const canApply = power.can('BusinessPermission.TripApplicationForm')
  const paged = usePaged(async (page) => {
    const r = await applicationList(q.current.group, page)
    return { items: r.Items, total: r.Total }
  })
  const { refresh } = paged
  useSignedInShow(() => refresh().catch(() => undefined))
  const choose = (g: TripListGroup) => {
    if (g === q.current.group) return
    q.current.group = g
    setGroup(g)
    paged.reset()
    refresh().catch(() => undefined)
  }

  return (
    <Page title="travelApply:list.title" testId="auth-list">
      <View className="ta-screen">
        <Tabs
          list="ta-tabs"
          tab="ta-tab"
          options={TRIP_LIST_GROUPS.map((g) => ({ value: g, label: t(`travelApply:list.group.${g}`), testId: `auth-tab-${g}` }))}
          value={group}
          onChange={choose}
        />
        <PagedList
          paged={paged}
          className="ta-list"
          empty={
            <StateBlock
              text={t(`travelApply:list.empty.${group}`)}
              hint={canApply ? t('travelApply:list.emptyHint') : undefined}
              actions={canApply ? [{ text: t('travelApply:list.new'), onPress: () => void go('travelApplyBook'), testId: 'auth-empty-new' }] : []}
              testId="auth-empty"
            />
          }
          testId="auth"
          listTestId="auth-items"
        >
          {(items) => items.map((a) => <AppCard key={a.ApplicationNo} app={a} onOpen={(no) => void go('authOrderDetails', { applicationNo: no })} />)}
        </PagedList>
        {canApply && <TextAction block="ta-fab" label={t('travelApply:list.new')} onClick={() => void go('travelApplyBook')} testId="auth-new" />}
      </View>
    </Page>
  )
}

export default observer(AuthListPage)
