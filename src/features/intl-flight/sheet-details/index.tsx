/**
 * /intlPlaneTicket/inquirySheet/orderDetails?sheetNo= — one inquiry sheet: its state, route and
 * dates, cabin, travellers and notes; the consultant's reply and options (itinerary, fare family,
 * price per traveller, the deadline, the standard's verdict). The asker confirms an option (to
 * /inquirySheet/orderConfirm) or cancels; a consultant answers (to /inquirySheet/bookDetails);
 * once ordered, the order.
 */
import { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { StatusHeader } from '@/components/ui/status-header'
import { PolicyTag } from '@/components/ui/tag'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import type { Tone } from '@/domain/status-tone'
import { useStores } from '@/stores'
import { cancelSheet } from '../api'
import { ItinerarySummary } from '../components/itinerary'
import { useIntlText, verdictText } from '../components/labels'
import { sheetRoute } from '../components/sheet-row'
import { useInquirySheet } from '../use-sheet'
import '../components/index.scss'
import './index.scss'

const TONES: Record<string, Tone> = { Asked: 'wait', Answered: 'info', Ordered: 'pass', Expired: 'off', Cancelled: 'off' }

function SheetDetails() {
  const { session, ui } = useStores()
  const { t } = useIntlText()
  const f = useFormat()
  const p = useRouter().params
  const sheetNo = String(p.sheetNo ?? p.SheetNo ?? '')
  const { sheet, setSheet, failed, load } = useInquirySheet(sheetNo)
  useDidShow(() => {
    if (session.signedIn && sheetNo) load()
  })

  const cancel = async () => {
    try {
      setSheet(await cancelSheet(sheetNo))
      ui.toast(t('intlFlight:sheet.cancelled'))
    } catch {
      // The http client has said why.
    }
  }

  let body: JSX.Element
  if (failed || !sheetNo) body = <ErrorBlock onRetry={load} testId="sheet-error" />
  else if (!sheet) body = <Skeletons count={3} tall testId="sheet-loading" />
  else {
    const x = sheet
    body = (
      <View className="sheet-details">
        <StatusHeader
          tone={TONES[x.State] ?? 'info'}
          title={x.StateName}
          status={x.State}
          meta={[x.SheetNo, x.ExpiresAt && t('intlFlight:sheet.expiresAt', { time: x.ExpiresAt })]}
          testId="status-header"
        />
        <View className="intl-card">
          <Text className="intl-card__title">{sheetRoute(x)}</Text>
          <Text className="intl-card__line">{`${x.Legs.map((l) => f.date(l.Date)).join(' – ')} · ${t(`intlFlight:cabin.${x.Cabin}`)}`}</Text>
          <Text className="intl-card__sub">
            {x.Travellers.length
              ? t('intlFlight:sheet.travellers', { names: x.Travellers.join('、'), count: x.TravellerCount })
              : t('intlFlight:sheet.travellerCount', { count: x.TravellerCount })}
          </Text>
          <Text className="intl-card__sub">{t('intlFlight:sheet.askedBy', { name: x.AskerName, time: f.stamp(x.CreatedAt) })}</Text>
          {x.Notes && (
            <Text className="intl-card__line" data-testid="sheet-notes-text">
              {x.Notes}
            </Text>
          )}
        </View>
        {x.AnsweredBy && (
          <View className="intl-card" data-testid="sheet-reply">
            <Text className="intl-card__title">{t('intlFlight:sheet.reply', { name: x.AnsweredBy })}</Text>
            {x.Reply && <Text className="intl-card__line">{x.Reply}</Text>}
          </View>
        )}
        {x.Options.map((o) => (
          <View key={o.OptionNo} className="intl-card" data-testid="sheet-option" data-option={o.OptionNo}>
            <View className="sheet-option__head">
              <Text className="intl-card__title">{t('intlFlight:sheet.option', { no: o.OptionNo })}</Text>
              <PolicyTag inPolicy={o.Policy.InPolicy} />
            </View>
            {o.Legs.map((l, i) => (
              <View key={l.Key}>
                <Text className="intl-card__leg">{`${x.Families[o.Families[i]]?.Name ?? t(`intlFlight:family.${o.Families[i]}`)} · ${f.date(l.Segments[0].DepartTime.slice(0, 10))}`}</Text>
                <ItinerarySummary segments={l.Segments} layovers={l.Layovers} totalMinutes={l.TotalMinutes} places={x.Places} carriers={x.Carriers} />
              </View>
            ))}
            {!o.Policy.InPolicy && <Text className="intl-card__warn">{verdictText(o.Policy)}</Text>}
            {o.Note && <Text className="intl-card__line">{o.Note}</Text>}
            <Text className="sheet-option__price" data-testid="sheet-option-price">
              {t('intlFlight:sheet.perTraveller', { price: f.money(o.PricePerPassenger) })}
            </Text>
            <Text className="intl-card__sub">{o.Expired ? t('intlFlight:sheet.optionExpired') : t('intlFlight:sheet.deadline', { time: o.Deadline })}</Text>
            {x.Actions.CanConfirm && !o.Expired && (
              <MainButton
                text={t('intlFlight:sheet.confirm')}
                onClick={() => void go('intlSheetConfirm', { sheetNo: x.SheetNo, optionNo: o.OptionNo })}
                testId={`sheet-confirm-${o.OptionNo}`}
              />
            )}
          </View>
        ))}
        {x.OrderNo && (
          <View className="intl-card" role="button" data-testid="sheet-order" onClick={() => void go('intlOrderDetails', { orderNo: x.OrderNo })}>
            <Text className="intl-link">{t('intlFlight:sheet.order', { no: x.OrderNo })}</Text>
          </View>
        )}
      </View>
    )
  }

  return (
    <Page title="intlFlight:sheet.detailsTitle" className="sheet-details-page" testId="sheet-details">
      {body}
      {sheet && (sheet.Actions.CanAnswer || sheet.Actions.CanCancel) && (
        <ActionBar testId="sheet-actions">
          {sheet.Actions.CanCancel && <MainButton kind="ghost" text={t('intlFlight:sheet.cancel')} onClick={() => void cancel()} testId="sheet-cancel" />}
          {sheet.Actions.CanAnswer && (
            <MainButton
              text={t(sheet.Options.length ? 'intlFlight:sheet.answerAgain' : 'intlFlight:sheet.answer')}
              onClick={() => void go('intlSheetAnswer', { sheetNo: sheet.SheetNo })}
              testId="sheet-answer"
            />
          )}
        </ActionBar>
      )}
    </Page>
  )
}

export default observer(SheetDetails)
