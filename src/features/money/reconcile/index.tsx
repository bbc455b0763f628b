/**
 * /business/reconciliation — reconciliation for the company's finance admins (docs/money.md#reconciliation):
 * each payment channel's latest daily comparison, the mismatches between its statement and the
 * ledgers by status and day with what was done about each, resolving an open one with a decision,
 * and comparing a past day again.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { Mismatch, MismatchListRes, MismatchStatus } from '@api/pay-ops'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { DateField, FormRow, Segmented } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { clock } from '@/core/clock'
import { chinaToday } from '@/domain/china-time'
import { useStores } from '@/stores'
import { compareDay, mismatches, resolveMismatch } from './api'
import { MismatchCard, ResolveSheet } from './mismatch-card'
import '../components/index.scss'
import './index.scss'
import '@/i18n/ns/money'

type StatusFilter = MismatchStatus | 'All'

function ReconcilePage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [status, setStatus] = useState<StatusFilter>('Open')
  const [day, setDay] = useState('')
  const [compareOn, setCompareOn] = useState('')
  const [resolving, setResolving] = useState<Mismatch | null>(null)
  const list = useLoadOnShow<MismatchListRes>(() => mismatches({ ...(status === 'All' ? {} : { Status: status }), ...(day ? { Day: day } : {}) }))
  const later = (f: () => void) => {
    f()
    setTimeout(() => void list.reload())
  }
  const yesterday = chinaToday(clock.now() - 86_400_000)
  const compare = async () => {
    const on = compareOn || yesterday
    try {
      const r = await compareDay(on)
      const open = r.Channels.reduce((n, c) => n + c.Open, 0)
      ui.toast(r.Channels.some((c) => c.Failed) ? t('money:reconcile.compareFailed') : t('money:reconcile.compared', { day: on, n: open }))
      later(() => setDay(on))
    } catch {
      // The server's message was shown.
    }
  }
  const save = async (decision: string) => {
    if (!resolving) return
    try {
      await resolveMismatch(resolving.MismatchId, decision)
      ui.toast(t('money:reconcile.resolved'))
      setResolving(null)
      void list.reload()
    } catch {
      // The server's message was shown; the sheet keeps the decision typed.
    }
  }

  const data = list.data
  return (
    <Page title="money:reconcile.title" testId="reconcile-page">
      <View className="money-reconcile">
        <View className="money-card money-reconcile__latest" data-testid="reconcile-latest">
          <Text className="money-card__title">{t('money:reconcile.latest')}</Text>
          {data && !data.Latest.length && <Text className="money-card__note">{t('money:reconcile.neverCompared')}</Text>}
          {data?.Latest.map((c) => (
            <Text key={c.Channel} className="money-card__note" data-testid={`reconcile-latest-${c.Channel}`}>
              {t('money:reconcile.latestLine', {
                channel: t(`money:reconcile.channel.${c.Channel}`, { defaultValue: c.Channel }),
                day: c.Day,
                payments: c.Payments,
                refunds: c.Refunds,
                open: c.Open,
              })}
            </Text>
          ))}
          <Text className="money-card__note">{t('money:reconcile.note')}</Text>
        </View>
        <View className="money-card">
          <FormRow label={t('money:reconcile.compareDay')} hint={t('money:reconcile.compareHint')} testId="reconcile-compare-day">
            <DateField value={compareOn} end={yesterday} onChange={setCompareOn} placeholder={yesterday} testId="reconcile-compare-field" />
          </FormRow>
          <MainButton text={t('money:reconcile.compare')} onClick={() => void compare()} testId="reconcile-compare" />
        </View>
        <View className="money-card">
          <Segmented<StatusFilter>
            options={(['Open', 'Resolved', 'All'] as const).map((s) => ({
              value: s,
              label: t(`money:reconcile.filter.${s}`),
              testId: `reconcile-filter-${s}`,
            }))}
            value={status}
            onChange={(s) => later(() => setStatus(s))}
            testId="reconcile-filter"
          />
          <FormRow label={t('money:reconcile.day')} testId="reconcile-day">
            <DateField
              value={day}
              end={yesterday}
              onChange={(d) => later(() => setDay(d))}
              placeholder={t('money:reconcile.everyDay')}
              testId="reconcile-day-field"
            />
          </FormRow>
          {day && <MainButton kind="ghost" text={t('money:reconcile.everyDay')} onClick={() => later(() => setDay(''))} testId="reconcile-day-clear" />}
        </View>
        {!data && list.status === 'error' && <ErrorBlock onRetry={() => void list.reload()} />}
        {!data && list.status !== 'error' && <Skeletons count={3} />}
        {data && !data.Items.length && (
          <StateBlock text={t(status === 'Open' ? 'money:reconcile.noneOpen' : 'money:reconcile.none')} testId="reconcile-empty" />
        )}
        {data && data.Items.length > 0 && (
          <View data-testid="reconcile-list">
            <Text className="money-card__label">{t('money:reconcile.total', { n: data.Total })}</Text>
            {data.Items.map((m) => (
              <MismatchCard key={m.MismatchId} m={m} onResolve={setResolving} />
            ))}
          </View>
        )}
      </View>
      <ResolveSheet m={resolving} onSave={save} onClose={() => setResolving(null)} />
    </Page>
  )
}

export default observer(ReconcilePage)
