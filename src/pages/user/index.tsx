import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { ListRow, Section } from '@/components/ui/list'
import { http, useStores } from '@/stores'
import { go } from '@/core/navigate'
import { type RouteName } from '@/routes'
import { MINE_ENTRIES } from '@/product-entries'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { badgeText } from '@/shared/message-badge'
import { displayName } from '@/domain/greeting'
import './index.scss'
import '@/i18n/ns/account'

function User() {
  const { session, power } = useStores()
  const { t, i18n } = useTranslation()
  const p = session.personalInfor
  const personal = session.loginType === 2

  const mine = MINE_ENTRIES.filter((e) => !e.power || power.can(e.power))
  // The badges: what waits for me. Silent: a failed count shows no badge and the centre stays usable.
  const counts = useLoadOnShow(() => http.call('user/getMineCountInfo', {}, { silent: true, parallel: true }))
  const c = counts.data
  const waiting: { key: string; count: number; route: RouteName; params?: Record<string, string> }[] = c
    ? [
        { key: 'toPay', count: c.UnpaidOrders, route: 'myOrders', params: { status: 'PendingPayment' } },
        { key: 'awaitingApproval', count: c.PendingApprovalOrders, route: 'myOrders', params: { status: 'PendingApproval' } },
        ...(power.can('MessagePermission.ApprovalInfo')
          ? [{ key: 'toApprove', count: c.ApprovalsToDecide, route: 'approvalList' as const, params: { tab: 'Pending' } }]
          : []),
      ]
    : []
  return (
    <Page title="common:tabs.user" className="user" testId="user">
      <View className="user__header">
        <View className="user__avatar">
          <Text>{(p ? displayName(p, i18n.language) : '?').slice(0, 1).toUpperCase()}</Text>
        </View>
        <View className="user__who">
          <Text className="user__name" data-testid="user-name">
            {p ? displayName(p, i18n.language) : ''}
          </Text>
          <Text className="user__company">{p?.CompanyName}</Text>
          <Text className="user__badge" data-testid="user-account-type">
            {t(personal ? 'account:personalAccount' : 'account:unitAccount')}
          </Text>
        </View>
      </View>

      {p && !personal && (
        <View className="user__card user__facts">
          {[
            ['account:employeeNo', p.EmployeeNo],
            ['account:department', p.DepartmentName],
            ['account:rank', p.RankName],
          ]
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <View key={k} className="user__fact">
                <Text className="user__fact-label">{t(k)}</Text>
                <Text className="user__fact-value">{v}</Text>
              </View>
            ))}
        </View>
      )}

      {waiting.length > 0 && (
        <View className="user__card user__facts" data-testid="user-waiting">
          {waiting.map((w) => (
            <View
              key={w.key}
              className="user__fact"
              role="link"
              aria-label={`${t(`shell:mine.waiting.${w.key}`)} ${w.count}`}
              data-testid={`user-waiting-${w.key}`}
              data-count={w.count}
              onClick={() => void go(w.route, w.params)}
            >
              <Text className={`user__count ${w.count > 0 ? 'user__count--on' : ''}`}>{badgeText(w.count) || '0'}</Text>
              <Text className="user__fact-label">{t(`shell:mine.waiting.${w.key}`)}</Text>
            </View>
          ))}
        </View>
      )}

      {mine.length > 0 && (
        <Section title={t('shell:mine.title')} testId="user-mine">
          {mine.map((e) => (
            <ListRow key={e.route} link label={t(e.label)} testId={`user-mine-${e.route}`} onClick={() => void go(e.route)} />
          ))}
        </Section>
      )}

      {/* Only an account that has a personal side can switch to it (and back). */}
      {(personal || p?.HasPersonalAccount) && (
        <Section>
          <ListRow
            label={t(personal ? 'account:switchToUnit' : 'account:switchToPersonal')}
            testId="user-switch-account"
            onClick={() => void go('loginSwitch', { loginType: personal ? 1 : 2, tmsp: Date.now() })}
          />
        </Section>
      )}

      <Section>
        <ListRow link label={t('account:settings')} testId="user-settings" onClick={() => void go('settings')} />
        <ListRow link label={t('account:scanSignIn')} testId="user-scan-sign-in" onClick={() => void go('scanLogin')} />
      </Section>
    </Page>
  )
}

export default observer(User)
