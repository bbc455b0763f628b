/**
 * /travelBean — my travel beans (1 bean = ¥1): the balance, whether the cashier takes them, how
 * they are earned (booking under the price to beat), and how they were earned and spent.
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { BeanAccountRes, BeanRulesRes } from '@api/money'
import Page from '@/components/page'
import { ErrorBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { beanAccount, beanRecords, beanRules } from '../api'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function TravelBeans() {
  const { t } = useTranslation()
  const { session } = useStores()
  const account = useLoadable<BeanAccountRes>(beanAccount)
  const rules = useLoadable<BeanRulesRes>(beanRules)
  const [shown, setShown] = useState(0)
  useDidShow(() => {
    if (!session.signedIn) return
    void account.reload()
    void rules.reload()
    setShown((n) => n + 1)
  })
  const a = account.data
  return (
    <Page title="money:beans.title" testId="beans-page">
      <View className="money-head">
        <Text className="money-head__label">{t('money:beans.balance')}</Text>
        {a ? (
          <Text className="money-head__amount" data-testid="beans-balance">
            {t('money:beans.count', { count: a.Balance })}
          </Text>
        ) : account.status === 'error' ? (
          <ErrorBlock onRetry={() => void account.reload()} />
        ) : (
          <Text className="money-head__amount">—</Text>
        )}
        {a && <Text className="money-head__note">{t(a.CanPayWithBeans ? 'money:beans.usable' : 'money:beans.notUsable')}</Text>}
      </View>
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
