/**
 * A train order's sheets (travellers, the seat map of a ticket, the deadline of a grab), its money
 * lines and its first-visit travellers, for the booking frame (form.tsx).
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { MAX_TRAIN_PASSENGERS } from '@api/train-values'
import { withBookScope } from '@/components/booking'
import { useFormat } from '@/components/format'
import PickerDialog from '@/components/picker-dialog'
import { ColleagueSheet } from '@/components/search-travellers'
import type { PriceSplit } from '@/components/price-sheet'
import { trainTravellerSource } from '../api'
import SeatMapSheet from '../components/seat-map-sheet'
import { useTrainText } from '../components/labels'
import { setTravellers, type TrainDraft } from '../order-draft'
import { trainSearch } from '../search-store'
import type { TrainSelection } from '../selection'

export type TrainSheet = 'travellers' | 'seatMap' | 'deadline' | null

/** First visit: the travellers of the search, else oneself; the first one's department and cost centre. */
export function startTravellers(draft: TrainDraft): void {
  withBookScope(trainTravellerSource, (self, scope) => {
    const mine = self ? [{ id: self.PersonId, name: self.Name }] : []
    if (draft.own.travellers.length === 0) setTravellers(draft, trainSearch.travellers.length ? trainSearch.travellers : mine)
    draft.prefill(null, scope.Persons.find((p) => p.PersonId === draft.own.travellers[0]?.id) ?? self)
  })
}

export function MoneyLines({ split, price, count }: { split: PriceSplit; price: number; count: number }) {
  const { t } = useTrainText()
  const f = useFormat()
  return (
    <View className="tb-money">
      <Text className="train-card__line">{t('train:booking.tickets', { price: f.money(price), count })}</Text>
      {split.company > 0 && <Text className="train-card__line">{t('train:booking.companyPays', { amount: f.money(split.company) })}</Text>}
      {split.personal > 0 && <Text className="train-card__line">{t('train:booking.youPay', { amount: f.money(split.personal) })}</Text>}
    </View>
  )
}

export interface TrainSheetsProps {
  open: TrainSheet
  setOpen: (s: TrainSheet) => void
  grab: boolean
  draft: TrainDraft
  sel: TrainSelection
  deadlines: string[]
}

export const TrainSheets = observer(function TrainSheets({ open, setOpen, grab, draft, sel, deadlines }: TrainSheetsProps) {
  const { t } = useTrainText()
  const f = useFormat()
  const o = draft.own
  return (
    <>
      <ColleagueSheet
        open={open === 'travellers'}
        ns="train"
        value={o.travellers}
        max={MAX_TRAIN_PASSENGERS}
        onDone={(l) => (setTravellers(draft, l), setOpen(null))}
        onClose={() => setOpen(null)}
      />
      {!grab && (
        <SeatMapSheet
          open={open === 'seatMap'}
          req={{
            TrainNo: sel.train.TrainNo,
            Date: sel.train.DepartDate,
            FromStation: sel.train.FromStation.Code,
            ToStation: sel.train.ToStation.Code,
            SeatClass: sel.seat.SeatClass,
          }}
          count={Math.max(1, o.travellers.length)}
          value={o.seats}
          onDone={(v) => (draft.setOwn({ seats: v, letters: [] }), setOpen(null))}
          onClose={() => setOpen(null)}
        />
      )}
      {grab && (
        <PickerDialog
          open={open === 'deadline'}
          title={t('train:grab.deadline')}
          options={deadlines.map((d) => ({ value: d, text: f.stamp(d) }))}
          selectedIndex={Math.max(0, deadlines.indexOf(o.grab.deadline))}
          onSelect={(x) => draft.setOwn({ grab: { ...o.grab, deadline: x.value } })}
          onClose={() => setOpen(null)}
          testId="deadline-picker"
        />
      )}
    </>
  )
})
