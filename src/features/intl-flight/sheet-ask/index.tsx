/**
 * /intlPlaneTicket/inquirySheet — asking a travel consultant for fares the search does not serve
 * (special fares, routes it does not serve) for oneself: the route, dates and cabin (as the search
 * asks them) and notes; asked, it opens the sheet.
 */
import { useRef, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { FormRow } from '@/components/ui/form'
import { useBusy } from '@/components/use-busy'
import { replace } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { useStores } from '@/stores'
import { askSheet } from '../api'
import TripFields from '../components/trip-fields'
import { useIntlText } from '../components/labels'
import { intlSearch as s } from '../store'
import '../components/index.scss'
import './index.scss'

const NOTES_MAX = 500

function SheetAsk() {
  const { ui } = useStores()
  const { t } = useIntlText()
  const [notes, setNotes] = useState('')
  const [busy, run] = useBusy()
  const requestId = useRef(newRequestId('iq'))

  const submit = async () => {
    const p = s.problem()
    if (p) return ui.toast(t(p))
    await run(async () => {
      const sheet = await askSheet({
        ClientRequestId: requestId.current,
        TripType: s.tripType,
        Legs: s.legs,
        Cabin: s.cabin,
        PassengerIds: [],
        ...(notes.trim() ? { Notes: notes.trim() } : {}),
      })
      ui.toast(t('intlFlight:sheet.asked'))
      void replace('intlSheetDetails', { sheetNo: sheet.SheetNo })
    })
  }

  return (
    <Page title="intlFlight:sheet.askTitle" className="sheet-ask" testId="sheet-ask">
      <View className="intl-card">
        <Text className="sheet-ask__hint">{t('intlFlight:sheet.askHint')}</Text>
        <TripFields />
        <FormRow label={t('intlFlight:sheet.notes')} block hint={`${notes.length}/${NOTES_MAX}`}>
          <Textarea
            className="sheet-ask__notes"
            value={notes}
            maxlength={NOTES_MAX}
            placeholder={t('intlFlight:sheet.notesHint')}
            onInput={(e) => setNotes(e.detail.value)}
            data-testid="sheet-notes"
          />
        </FormRow>
        <MainButton className="sheet-ask__button" text={t('intlFlight:sheet.ask')} busy={busy} onClick={() => void submit()} testId="sheet-ask-submit" />
      </View>
    </Page>
  )
}

export default observer(SheetAsk)
