/**
 * /intlPlaneTicket/inquirySheet/orderConfirm?sheetNo=&optionNo= — confirming a consultant's
 * option: the order form (components/booking-form.tsx) with the option's flights and price, the
 * traveller's document and names; confirmed, an order at the consultant's price goes to the
 * cashier.
 */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useStores } from '@/stores'
import { confirmSheet } from '../api'
import BookingForm from '../components/booking-form'
import { ItinerarySummary } from '../components/itinerary'
import { useIntlText } from '../components/labels'
import { useInquirySheet } from '../use-sheet'
import '../components/index.scss'

function SheetConfirm() {
  const { session } = useStores()
  const { t } = useIntlText()
  const f = useFormat()
  const p = useRouter().params
  const sheetNo = String(p.sheetNo ?? '')
  const optionNo = Number(p.optionNo ?? 0)
  const { sheet, failed, load } = useInquirySheet(sheetNo)
  useEffect(() => {
    if (session.signedIn && sheetNo) load()
  }, [session.signedIn, sheetNo])

  const option = sheet?.Options.find((o) => o.OptionNo === optionNo)
  if (!sheet || !option) {
    return (
      <Page title="intlFlight:sheet.confirmTitle" className="intl-booking" testId="sheet-confirm">
        {failed || !sheetNo || (sheet && !option) ? <ErrorBlock onRetry={load} testId="sheet-confirm-error" /> : <Skeletons count={3} tall />}
      </Page>
    )
  }
  const last = option.Legs.at(-1)?.Segments.at(-1)
  const head = (
    <View>
      <Text className="intl-card__title">{`${t('intlFlight:sheet.option', { no: option.OptionNo })} · ${t('intlFlight:sheet.perTraveller', { price: f.money(option.PricePerPassenger) })}`}</Text>
      {option.Legs.map((l, i) => (
        <View key={l.Key}>
          <Text className="intl-card__leg">{`${sheet.Families[option.Families[i]]?.Name ?? t(`intlFlight:family.${option.Families[i]}`)} · ${f.date(l.Segments[0].DepartTime.slice(0, 10))}`}</Text>
          <ItinerarySummary segments={l.Segments} layovers={l.Layovers} totalMinutes={l.TotalMinutes} places={sheet.Places} carriers={sheet.Carriers} />
        </View>
      ))}
    </View>
  )
  return (
    <BookingForm
      title="intlFlight:sheet.confirmTitle"
      testId="sheet-confirm"
      ready
      head={head}
      tripEnd={last ? last.ArriveTime.slice(0, 10) : ''}
      policy={option.Policy}
      perPassenger={option.PricePerPassenger}
      submit={(fields) => confirmSheet({ ...fields, SheetNo: sheetNo, OptionNo: optionNo })}
    />
  )
}

export default observer(SheetConfirm)
