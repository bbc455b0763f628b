/**
 * /train/change?orderNo=&ticketIds= — changing tickets to another train between the same
 * stations (改签): the rule in words (within 48 hours only a train of the same day or earlier),
 * the days it allows, the trains with their classes, and a confirmation with the difference to
 * pay or to get back before the change is made.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainChangeRes, TrainChangeSearchRes, TrainRow, TrainSeatOffer } from '@api/train'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { isApiError, isCancelled } from '@/core/errors'
import { replace } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { shiftDay } from '@/domain/hotel-stay'
import { useStores } from '@/stores'
import { useAfterSaleReason } from '@/components/after-sale/reason-field'
import { Tabs } from '@/components/ui/tabs'
import { changeSearch, payStart, submitChange } from '../api'
import { RouteTimes, ticketsText } from '../components/train-row'
import { useTrainText } from '../components/labels'
import { useTrainOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

function TrainChange() {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const { ui, settings } = useStores()
  const why = useAfterSaleReason(settings.section('TrainSettings').ChangeSettings.ChangeReasonSettings, 'change-reason')
  const ids = String(useRouter().params.ticketIds ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
  const { orderNo, order } = useTrainOrder()
  const tickets = order ? order.Tickets.filter((x) => ids.includes(x.TicketId)) : []
  const first = tickets[0]
  const [date, setDate] = useState('')
  const [res, setRes] = useState<TrainChangeSearchRes | null>(null)
  const [failed, setFailed] = useState(false)
  const [pick, setPick] = useState<{ row: TrainRow; seat: TrainSeatOffer; diff: number; quote: TrainChangeRes | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const [requestId] = useState(() => newRequestId('tc'))

  const day = date || first?.DepartDate || ''
  const load = () => {
    if (!orderNo || !ids.length || !day) return
    setFailed(false)
    changeSearch(orderNo, ids, day).then(setRes, (e) => !isCancelled(e) && setFailed(true))
  }
  useEffect(load, [orderNo, day, ids.join(',')])

  const oldTotal = tickets.reduce((s, x) => s + x.Price, 0)
  const confirm = async () => {
    if (!pick || !order) return
    if (why.check()) return
    setBusy(true)
    try {
      const r = await submitChange({
        OrderNo: order.OrderNo,
        ClientRequestId: requestId,
        TicketIds: ids,
        Choice: {
          TrainNo: pick.row.TrainNo,
          Date: pick.row.DepartDate,
          FromStation: pick.row.FromStation.Code,
          ToStation: pick.row.ToStation.Code,
          SeatClass: pick.seat.SeatClass,
          Price: pick.seat.Price,
        },
        PriceDifference: pick.quote?.PriceDifference ?? pick.diff,
        ...why.request(),
      })
      setPick(null)
      if (r.NeedPayment && r.PersonalAmount > 0) return void replace('trainPay', { orderNo: r.OrderNo })
      if (r.NeedPayment) await payStart({ OrderNo: r.OrderNo, ChangeNo: r.ChangeNo, Channel: 'CompanyAccount', PersonalAmount: 0 }).catch(() => undefined)
      ui.toast(r.Refund > 0 ? t('train:change.doneRefund', { amount: f.money(r.Refund), fee: f.money(r.RefundFee) }) : t('train:change.done'))
      void replace('trainOrderDetails', { orderNo: r.OrderNo })
    } catch (e) {
      // 1011: the difference moved; the new quote is shown to confirm again.
      if (isApiError(e) && e.code === ErrorCode.TrainChangePassBack && e.envelope?.ResultData) {
        setPick({ ...pick, quote: e.envelope.ResultData as TrainChangeRes })
        ui.toast(t('train:change.quoteMoved'))
      } else if (isApiError(e) && e.code === ErrorCode.TrainOfferExpired) {
        setPick(null)
        ui.toast(t('train:booking.soldOut'))
        load()
      }
    } finally {
      setBusy(false)
    }
  }

  let body: JSX.Element
  if (!order || (!res && !failed)) body = <Skeletons count={4} tall testId="change-loading" />
  else if (!first) body = <StateBlock text={t('train:change.noTicket')} testId="change-no-ticket" />
  else if (failed || !res) body = <ErrorBlock text={t('train:list.loadFailed')} onRetry={load} testId="change-error" />
  else {
    const days: string[] = []
    for (let d = first.DepartDate < res.LastDate ? first.DepartDate : res.LastDate, i = 0; d <= res.LastDate && i < 15; d = shiftDay(d, 1), i++) days.push(d)
    body = (
      <>
        <View className="train-card" data-testid="change-old">
          <Text className="train-card__title">{t('train:change.from')}</Text>
          <Text className="train-card__line">{`${f.day(first.DepartDate)} ${first.TrainNo} ${first.DepartTime} · ${first.SeatClassName} · ${tickets.map((x) => x.PassengerName).join('、')}`}</Text>
          <Text className="train-card__why" data-testid="change-rule">
            {res.Rule}
          </Text>
        </View>
        <Tabs
          list="tc-days"
          tab="tc-day"
          options={days.map((d) => ({ value: d, label: f.day(d), testId: `change-day-${d}` }))}
          value={day}
          onChange={setDate}
        />
        {res.Trains.length === 0 ? (
          <StateBlock text={t('train:change.none')} testId="change-none" />
        ) : (
          res.Trains.map((row) => (
            <View key={`${row.TrainNo}-${row.DepartDate}`} className="train-card" data-testid="change-train" data-train={row.TrainNo}>
              <RouteTimes row={row} lang={lang} />
              {row.Seats.map((s) => (
                <View key={s.SeatClass} className="train-class">
                  <View className="train-class__main">
                    <Text className="train-class__name">{s.Name}</Text>
                    <Text className="train-class__left">{row.Departed ? t('train:list.departed') : ticketsText(t, s.Remaining)}</Text>
                  </View>
                  <Text className="train-class__price">{f.money(s.Price)}</Text>
                  {!row.Departed && s.Remaining >= ids.length && (
                    <View
                      className="train-class__button"
                      role="button"
                      data-testid={`change-to-${s.SeatClass}`}
                      onClick={() => setPick({ row, seat: s, diff: s.Price * ids.length - oldTotal, quote: null })}
                    >
                      <Text>{t('train:change.choose')}</Text>
                    </View>
                  )}
                </View>
              ))}
            </View>
          ))
        )}
      </>
    )
  }

  const diff = pick ? (pick.quote?.PriceDifference ?? pick.diff) : 0
  return (
    <Page title="train:change.title" className="train-change" testId="change-page">
      {body}
      <Sheet
        open={pick !== null}
        title={t('train:change.confirmTitle')}
        onClose={() => setPick(null)}
        testId="change-confirm-sheet"
        footer={<MainButton text={t('train:change.confirm')} busy={busy} onClick={() => void confirm()} testId="change-confirm" />}
      >
        {pick && (
          <View className="train-sheet">
            <Text className="train-card__line">{`${f.day(pick.row.DepartDate)} ${pick.row.TrainNo} ${pick.row.DepartTime} · ${pick.seat.Name}`}</Text>
            <Text className="train-card__line" data-testid="change-diff">
              {diff > 0
                ? t('train:change.payMore', { amount: f.money(diff) })
                : diff < 0
                  ? t('train:change.getBack', { amount: f.money(-diff) })
                  : t('train:change.same')}
            </Text>
            {pick.quote && diff < 0 && (
              <Text className="train-card__sub">
                {t('train:change.backAfterFee', { amount: f.money(pick.quote.Refund), fee: f.money(pick.quote.RefundFee) })}
              </Text>
            )}
            {!pick.quote && diff < 0 && <Text className="train-card__sub">{t('train:change.feeNote')}</Text>}
            {why.field}
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(TrainChange)
