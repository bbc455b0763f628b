/**
 * /disruption/assistant?Id= — one disruption of my trip (the message centre's disruption messages
 * and the banners open it): what changed, the scheduled and expected departure and what to do;
 * when it waits for my choice, the alternatives in the server's groups (same carrier, other
 * carriers, trains, keep). Tap one, confirm in the sheet: rebooked (or kept) under one request id
 * per attempt — a retry after a lost answer sends the same id — then the new order and what moved
 * with it. A refusal (sold out) was said by the http client; the choices load again.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { DisruptionDetailRes } from '@api/disruption'
import Page from '@/components/page'
import { LoadStates } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { useRecord } from '@/components/use-record'
import { go } from '@/core/navigate'
import { useRouteParams } from '@/core/route-params'
import { choosing, groupAlternatives, groupKey } from '@/domain/disruption'
import { timetableOf } from '@/products'
import { orderDetailsRoute, orderPayRoute } from '@/product-entries'
import { loadMyDisruptions } from '@/shared/disruptions'
import { useStores } from '@/stores'
import { disruptionDetail, keep, orderKindOf, rebook } from '../api'
import AlternativeRow from '../components/alternative-row'
import ChangeCard from '../components/change-card'
import ConfirmSheet from '../components/confirm-sheet'
import Outcome, { outcomeKey } from '../components/outcome'
import { useRebooking } from '../use-rebooking'
import '../components/index.scss'
import '@/features/disruption/texts'

/** Opens an order's details page, or its cashier; the kind, when not known, from the order list. */
async function openOrder(orderNo: string, kind: string, cashier = false) {
  const known = kind || (await orderKindOf(orderNo))
  const route = cashier ? orderPayRoute(known) : orderDetailsRoute(known)
  if (route) await go(route, { orderNo })
}

function Assistant() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const params = useRouteParams()
  const id = params.Id ?? params.id ?? ''
  const record = useRecord(/^\d+$/.test(id) ? id : '', (k) => disruptionDetail(Number(k)))
  const data: DisruptionDetailRes | null = record.data
  const item = data?.Item
  const rail = item ? timetableOf(item.Product)?.mode === 'rail' : false
  const keepLabel = t(rail ? 'disruption:alt.keepTrain' : 'disruption:alt.keepFlight')

  const rebooking = useRebooking(item, {
    rebook,
    keep,
    said: (d) => ui.toast(t(outcomeKey(d.Item, d.PendingApproval, d.NeedPayment))),
    refused: (message) => ui.toast(message, { error: true }),
    reload: record.load,
    settled: loadMyDisruptions,
  })
  const settled =
    rebooking.done ??
    (item && data && !choosing(item, data.Alternatives)
      ? { Item: item, OrderNo: item.NewOrderNo, PendingApproval: false, NeedPayment: false, Moved: [], kind: '' }
      : null)

  return (
    <Page title="disruption:title" className="dr-page" testId="disruption-assistant">
      <LoadStates load={{ status: record.status, reload: record.load }} data={data} testId="assistant" />
      {item && data && (
        <View data-testid="assistant-content" data-state={(settled ?? data).Item.State}>
          <ChangeCard item={(settled ?? data).Item} />
          {settled ? (
            <Outcome outcome={settled} onOpenOrder={(no) => void openOrder(no, settled.kind)} onPay={(no) => void openOrder(no, settled.kind, true)} />
          ) : (
            groupAlternatives(data.Alternatives).map((g) => (
              <View key={g.group} className="dr-group" data-testid={`alternatives-${g.group}`}>
                <Text className="dr-group__title">{t(`disruption:${groupKey(g.group, rail)}`)}</Text>
                {g.items.map((a) => (
                  <AlternativeRow key={a.Token} alt={a} keepLabel={keepLabel} onChoose={rebooking.choose} />
                ))}
              </View>
            ))
          )}
          {item.OrderNo && (
            <TextAction
              block="dr-link dr-link--page"
              label={t('disruption:change.viewOriginal', { no: item.OrderNo })}
              onClick={() => void openOrder(item.OrderNo, item.Product)}
              testId="disruption-original-order"
            />
          )}
        </View>
      )}
      <ConfirmSheet
        alt={rebooking.chosen}
        keepLabel={keepLabel}
        skipsApproval={data?.SkipsApproval ?? true}
        busy={rebooking.busy}
        onConfirm={() => void rebooking.confirm()}
        onClose={rebooking.close}
      />
    </Page>
  )
}

export default observer(Assistant)
