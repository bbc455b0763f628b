/** /advancePayment — the company's prepayment for my unit: the balance the company's part of orders is taken from, the low-balance warning, and its top-ups and deductions. */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PrepaymentRes } from '@api/money'
import Page from '@/components/page'
import { ErrorBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { useStores } from '@/stores'
import { prepaymentAccount, prepaymentRecords } from '../api'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function Prepayment() {
  const { t } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const account = useLoadable<PrepaymentRes>(prepaymentAccount)
  const [shown, setShown] = useState(0)
  useDidShow(() => {
    if (!session.signedIn) return
    void account.reload()
    setShown((n) => n + 1)
  })
  const a = account.data
  return (
    <Page title='money:prepayment.title' testId='prepayment-page'>
      <View className='money-head'>
        <Text className='money-head__label'>{t('money:prepayment.balance')}</Text>
        {a ? <Text className='money-head__amount' data-testid='prepayment-balance'>{f.money(a.Balance)}</Text> : account.status === 'error' ? <ErrorBlock onRetry={() => void account.reload()} /> : <Text className='money-head__amount'>—</Text>}
        {a && !a.Enabled && <Text className='money-head__note'>{t('money:prepayment.off')}</Text>}
        {a?.IsLow && <Text className='money-head__warn' data-testid='prepayment-low'>{t('money:prepayment.low', { amount: f.money(a.LowBalance) })}</Text>}
      </View>
      <Records load={prepaymentRecords} unit='money' reloadKey={shown} testId='prepayment-records' />
    </Page>
  )
}

export default observer(Prepayment)
