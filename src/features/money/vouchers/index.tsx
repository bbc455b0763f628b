/** /personal/voucher/list (`?tab=history`, also `/personal/voucher/history`, opens used and expired ones) — my vouchers: those I can use (amount, minimum, product, until when), and used or expired ones. */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { VoucherListRes } from '@api/money'
import Page from '@/components/page'
import { Segmented } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { useRouteParams } from '@/core/route-params'
import { voucherHistory, vouchers } from '../api'
import '../components/index.scss'
import '@/i18n/ns/money'

function Vouchers() {
  const { t } = useTranslation()
  const f = useFormat()
  const first = useRouteParams().tab === 'history' ? 'history' : 'usable'
  const [tab, setTab] = useState<'usable' | 'history'>(first)
  const list = useLoadOnShow<VoucherListRes>(() => (tab === 'usable' ? vouchers() : voucherHistory()))
  const items = list.data?.Items
  return (
    <Page title="money:vouchers.title" testId="vouchers-page">
      <View className="money-tabs">
        <Segmented
          options={[
            { value: 'usable' as const, label: t('money:vouchers.usable') },
            { value: 'history' as const, label: t('money:vouchers.history') },
          ]}
          value={tab}
          onChange={(v) => {
            setTab(v)
            setTimeout(() => void list.reload())
          }}
          testId="vouchers-tab"
        />
      </View>
      {!items && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
      {!items && list.status !== 'error' && <Skeletons count={3} />}
      {items && items.length === 0 && <StateBlock text={t(tab === 'usable' ? 'money:vouchers.none' : 'money:vouchers.noHistory')} testId="vouchers-empty" />}
      {items?.map((v) => (
        <View key={v.VoucherId} className={`money-voucher ${v.State === 'Available' ? '' : 'money-voucher--off'}`} data-testid="voucher" data-state={v.State}>
          <View className="money-voucher__amount">
            <Text className="money-voucher__value">{f.money(v.Amount)}</Text>
            <Text className="money-voucher__min">{v.MinSpend ? t('money:vouchers.min', { amount: f.money(v.MinSpend) }) : t('money:vouchers.noMin')}</Text>
          </View>
          <View className="money-voucher__main">
            <Text className="money-voucher__title">{v.Title}</Text>
            <Text className="money-voucher__meta">
              {v.Product ? t(`money:product.${v.Product}`, { defaultValue: v.Product }) : t('money:vouchers.anyProduct')}
            </Text>
            <Text className="money-voucher__meta">{t('money:vouchers.valid', { from: f.date(v.ValidFrom), to: f.date(v.ExpiresOn) })}</Text>
            {v.State !== 'Available' && (
              <Text className="money-voucher__state">
                {t(`money:vouchers.state.${v.State}`)}
                {v.UsedOrderNo ? ` · ${v.UsedOrderNo}` : ''}
              </Text>
            )}
          </View>
        </View>
      ))}
    </Page>
  )
}

export default observer(Vouchers)
