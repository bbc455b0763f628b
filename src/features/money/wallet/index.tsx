/**
 * /personal/wallet/center — my wallet: the balance, recharge (when the company allows it;
 * withdrawal never), what the cashier may take from it, and its records by month and product.
 */
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { WalletInfoRes } from '@api/money'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { walletInfo, walletRecords } from '../api'
import { BalanceHead, useReloadOnShow } from '../components/balance-head'
import Records from '../components/records'
import '../components/index.scss'
import '@/i18n/ns/money'

function WalletCenter() {
  const { t } = useTranslation()
  const f = useFormat()
  const { power } = useStores()
  const info = useLoadable<WalletInfoRes>(walletInfo)
  const [shown] = useReloadOnShow(info)
  const w = info.data
  return (
    <Page title="money:wallet.title" testId="wallet-page">
      <BalanceHead label={t('money:wallet.balance')} account={info} amount={(x) => f.money(x.Balance)} testId="wallet-balance">
        {w && f.money(w.Balance) !== f.cny(w.Balance) && <Text className="money-head__note">{f.cny(w.Balance)}</Text>}
        {w && <Text className="money-head__note">{t(w.PayWithWallet ? 'money:wallet.usable' : 'money:wallet.notUsable')}</Text>}
        {w?.CanRecharge && power.can('MyPermission.Wallet.Recharge') && (
          <MainButton
            kind="ghost"
            className="money-head__button"
            text={t('money:wallet.recharge')}
            onClick={() => void go('walletRecharge')}
            testId="wallet-recharge"
          />
        )}
      </BalanceHead>
      <Records load={walletRecords} unit="money" reloadKey={shown} testId="wallet-records" />
    </Page>
  )
}

export default observer(WalletCenter)
