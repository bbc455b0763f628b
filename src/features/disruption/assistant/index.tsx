/**
 * /disruption/assistant?Id= — one disruption of my trip (the message centre's disruption messages
 * and the banners open it): what changed, the scheduled and expected departure and what to do;
 * when it waits for my choice, the alternatives in the server's groups (same carrier, other
 * carriers, trains, keep). Tap one, confirm in the sheet: rebooked (or kept) under one request id
 * per attempt — a retry after a lost answer sends the same id — then the new order and what moved
 * with it. A refusal (sold out) was said by the http client; the choices load again.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { Alternative, DisruptionDetailRes, RebookRes } from '@api/disruption'
import Page from '@/components/page'
import { LoadStates } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { useRecord } from '@/components/use-record'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { useRouteParams } from '@/core/route-params'
import { choosing, groupAlternatives } from '@/domain/disruption'
import { newRequestId } from '@/domain/booking'
import { timetableOf } from '@/products'
import { orderDetailsRoute } from '@/routes'
import { loadMyDisruptions } from '@/shared/disruptions'
import { useStores } from '@/stores'
import { disruptionDetail, keep, orderKindOf, rebook } from '../api'
import AlternativeRow from '../components/alternative-row'
import ChangeCard from '../components/change-card'
import ConfirmSheet from '../components/confirm-sheet'
import Outcome from '../components/outcome'
import '../components/index.scss'
import '@/features/disruption/texts'

/** The attempt under way: the choice and the request id a retry after a lost answer sends again. */
interface Attempt {
  alt: Alternative
  requestId: string
}

/** Opens an order's details page; the kind, when not known, from the order list. */
async function openOrder(orderNo: string, kind: string) {
  const route = orderDetailsRoute(kind || (await orderKindOf(orderNo)))
  if (route) await go(route, { orderNo })
}

function Assistant() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const params = useRouteParams()
  const id = params.Id ?? params.id ?? ''
  const record = useRecord(/^\d+$/.test(id) ? id : '', (k) => disruptionDetail(Number(k)))
  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<(RebookRes & { kind: string }) | null>(null)
  const data: DisruptionDetailRes | null = record.data
  const item = done?.Item ?? data?.Item
  const rail = item ? timetableOf(item.Product)?.mode === 'rail' : false
  const keepLabel = t(rail ? 'disruption:alt.keepTrain' : 'disruption:alt.keepFlight')

  const confirm = async () => {
    if (!attempt || !item || busy) return
    const { alt, requestId } = attempt
    setBusy(true)
    try {
      if (alt.Group === 'Keep') {
        const r = await keep(item.Id)
        setDone({ Item: r.Item, OrderNo: '', PendingApproval: false, Moved: [], kind: '' })
        ui.toast(t('disruption:outcome.kept'))
      } else {
        const r = await rebook({ Id: item.Id, Token: alt.Token, ClientRequestId: requestId })
        setDone({ ...r, kind: alt.Product || item.Product })
        ui.toast(t(r.PendingApproval ? 'disruption:outcome.waits' : 'disruption:outcome.rebooked'))
      }
      setAttempt(null)
      void loadMyDisruptions()
    } catch (e) {
      // A lost answer keeps the sheet and its request id for the retry; a refusal (said by the
      // http client: sold out, the choice expired) closes it and the choices load again.
      if (!(isApiError(e) && e.kind === 'transport')) {
        if (isApiError(e) && !e.handled && e.message) ui.toast(e.message, { error: true })
        setAttempt(null)
        void record.load()
      }
    } finally {
      setBusy(false)
    }
  }

  const settled =
    done ?? (item && data && !choosing(item, data.Alternatives) ? { Item: item, OrderNo: item.NewOrderNo, PendingApproval: false, Moved: [], kind: '' } : null)

  return (
    <Page title="disruption:title" className="dr-page" testId="disruption-assistant">
      <LoadStates load={{ status: record.status, reload: record.load }} data={data} testId="assistant" />
      {item && data && (
        <View data-testid="assistant-content" data-state={item.State}>
          <ChangeCard item={item} />
          {settled ? (
            <Outcome
              item={settled.Item}
              orderNo={settled.OrderNo}
              pendingApproval={settled.PendingApproval}
              moved={settled.Moved}
              onOpenOrder={(no) => void openOrder(no, settled.kind)}
            />
          ) : (
            groupAlternatives(data.Alternatives).map((g) => (
              <View key={g.group} className="dr-group" data-testid={`alternatives-${g.group}`}>
                <Text className="dr-group__title">{t(`disruption:group.${g.group}`)}</Text>
                {g.items.map((a) => (
                  <AlternativeRow key={a.Token} alt={a} keepLabel={keepLabel} onChoose={(alt) => setAttempt({ alt, requestId: newRequestId('dr') })} />
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
        alt={attempt?.alt ?? null}
        keepLabel={keepLabel}
        skipsApproval={data?.SkipsApproval ?? true}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => !busy && setAttempt(null)}
      />
    </Page>
  )
}

export default observer(Assistant)
