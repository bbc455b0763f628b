/**
 * /travelBean/center (`/travelBean` redirects here) — my travel beans (1 bean = ¥1): the balance, whether the cashier takes them, how
 * they are earned (booking under the price to beat), and how they were earned and spent.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { BeanAccountRes, BeanRulesRes } from '@api/money'
import Page from '@/components/page'
import { useLoadable } from '@/components/use-loadable'
import { beanAccount, beanRecords, beanRules } from '../api'
import { BalanceHead, useReloadOnShow } from '../components/balance-head'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function TravelBeans() {
  const { t } = useTranslation()
  const account = useLoadable<BeanAccountRes>(beanAccount)
  const rules = useLoadable<BeanRulesRes>(beanRules)
  const [shown] = useReloadOnShow(account, rules)
  const a = account.data
  return (
    <Page title="money:beans.title" testId="beans-page">
      <BalanceHead label={t('money:beans.balance')} account={account} amount={(x) => t('money:beans.count', { count: x.Balance })} testId="beans-balance">
        {a && <Text className="money-head__note">{t(a.CanPayWithBeans ? 'money:beans.usable' : 'money:beans.notUsable')}</Text>}
      </BalanceHead>
      {rules.data && rules.data.Rules.length > 0 && (
        <View className="money-card" data-testid="beans-rules">
          <Text className="money-card__title">{t('money:beans.rules')}</Text>
          {rules.data.Rules.map((r) => (
            <Text key={r} className="money-card__note">{`· ${r}`}</Text>
          ))}
        </View>
      )}
      <Records load={beanRecords} unit="beans" reloadKey={shown} testId="beans-records" />
    </Page>
  )
}

export default observer(TravelBeans)
