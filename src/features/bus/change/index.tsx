/**
 * /bus/change?orderNo=&ticketId= — changing a ticket to another departure of its route and class
 * (free, once): the rule, the day with the day before and after, the departures; one asked for
 * confirmation is changed under one request id (the kit's after-sale), then the order again.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BusChangeSearchRes, BusRow } from '@api/bus'
import Page from '@/components/page'
import { useAfterSale } from '@/components/after-sale'
import { useAfterSaleReason } from '@/components/after-sale/reason-field'
import { DayShift } from '@/components/result-list'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { replace } from '@/core/navigate'
import { shiftDay } from '@/domain/hotel-stay'
import { stationText } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { changeSearch, submitChange } from '../api'
import BusRowCard from '../components/bus-row'
import { useBusText } from '../components/labels'
import { useBusOrder } from '../use-order'
import '../components/index.scss'

function BusChange() {
  const { t, lang } = useBusText()
  const f = useFormat()
  const { ui, settings } = useStores()
  const why = useAfterSaleReason(settings.section('BusSettings').ChangeSettings.ChangeReasonSettings, 'change-reason')
  const ticketId = Number(useRouter().params.ticketId ?? 0)
  const hook = useBusOrder()
  const order = hook.order
  const ticket = order?.Tickets.find((x) => x.TicketId === ticketId)
  const [date, setDate] = useState('')
  const [res, setRes] = useState<{ date: string; data: BusChangeSearchRes | null; failed: boolean } | null>(null)
  const { send } = useAfterSale('bc')
  const day = date || ticket?.Date || ''

  const load = () => {
    if (!order || !day) return
    setRes(null)
    changeSearch(order.OrderNo, [ticketId], day).then(
      (data) => setRes({ date: day, data, failed: false }),
      () => setRes({ date: day, data: null, failed: true }),
    )
  }
  useEffect(load, [order?.OrderNo, day])

  const pick = (row: BusRow) => {
    if (!order) return
    if (why.check()) return ui.toast(t('kit:afterSale.required'))
    void send({
      ask: {
        title: t('bus:change.confirmTitle'),
        text: t('bus:change.confirmText', {
          time: `${f.day(row.Date)} ${row.DepartTime}`,
          from: stationText(row.FromStation, lang),
          to: stationText(row.ToStation, lang),
        }),
        yes: t('bus:change.confirm'),
      },
      run: async (requestId) => {
        const r = await submitChange({
          OrderNo: order.OrderNo,
          ClientRequestId: requestId,
          TicketIds: [ticketId],
          Choice: { ScheduleNo: row.ScheduleNo, Date: row.Date, Price: row.Price },
          ...why.request(),
        })
        const time = `${f.day(row.Date)} ${row.DepartTime}`
        ui.toast(r.NeedApproval ? t('bus:change.submitted', { time }) : t('bus:change.done', { time }))
        void replace('busOrderDetails', { orderNo: order.OrderNo })
      },
      onMoved: load,
    })
  }

  const rows = res?.data?.Buses ?? []
  return (
    <Page title="bus:title.change" className="bus-change" testId="bus-change">
      {res?.data && <Text className="bus-card__sub bus-change__rule">{res.data.Rule}</Text>}
      {why.field && <View className="bus-change__reason">{why.field}</View>}
      {day && (
        <DayShift
          day={f.day(day)}
          dayTestId="change-date"
          prev={{ text: t('bus:list.prevDay'), enabled: !!ticket && day > clock.today(), testId: 'prev-day', onPress: () => setDate(shiftDay(day, -1)) }}
          next={{ text: t('bus:list.nextDay'), enabled: true, testId: 'next-day', onPress: () => setDate(shiftDay(day, 1)) }}
        />
      )}
      {!order && hook.status === 'error' ? (
        <ErrorBlock onRetry={() => void hook.load()} error={hook.error} testId="change-error" />
      ) : !res ? (
        <Skeletons count={3} tall />
      ) : res.failed ? (
        <ErrorBlock text={t('bus:change.loadFailed')} onRetry={load} />
      ) : rows.length === 0 ? (
        <StateBlock text={t('bus:change.none')} />
      ) : (
        <View data-testid="change-rows">
          {rows.map((r) => (
            <BusRowCard key={r.ScheduleNo} row={r} onPress={pick} />
          ))}
        </View>
      )}
    </Page>
  )
}

export default observer(BusChange)
