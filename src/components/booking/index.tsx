/**
 * The booking page frame (docs/kit.md, the booking engine): the product's choice (its summary,
 * with a row per policy reason the choice asks for), the product's own parts, the contacts, its
 * extra parts, the payment with the price lines, the company fields, the bar with the total and
 * submit, and the shared sheets (reason, price detail, the submit's blocking veil). Until the
 * draft and the session are there, skeletons. A product's page builds `useBookingPage` and fills
 * the slots.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import PriceSheet from '@/components/price-sheet'
import ReasonSheet, { kindCodes } from '@/components/reason-sheet'
import { Blocking } from '@/components/ui/button'
import { useStores } from '@/stores'
import { BookingBar, ContactSection, FieldsSection, PaymentSection, ReasonRow } from './sections'
import type { BookingPageState } from './use-booking-page'
import './index.scss'

export { BookingDraft, emptyContact, policyReasons, type ReasonSlot } from './draft'
export {
  bookingTexts,
  useBookingPage,
  useChoiceOrBack,
  withBookScope,
  type BookingProduct,
  type BookingPageSpec,
  type BookingPageState,
} from './use-booking-page'
export { handOver, type SubmitAnswer } from './submit'
export { ReasonRow } from './sections'

export interface BookingPageProps {
  page: BookingPageState
  /** The choice: flights, stay and plan, train and class; the reason rows follow inside its card. */
  summary: ReactNode
  /** What sits between the choice and the contacts (travellers, rooms, seats). */
  parts?: ReactNode
  /** What sits between the contacts and the payment (arrival time, cards). */
  extras?: ReactNode
  /** Under the payment choice: the price lines, notes. */
  money?: ReactNode
  /** Under everything: a note. */
  footer?: ReactNode
  /** The product's sheets (pickers). */
  sheets?: ReactNode
  /** Contacts allowed (1 unless the product takes several). */
  maxContacts?: number
  totalLabel?: string
  /** Under the total in the bar (the amount in the fare's currency). */
  barNote?: ReactNode
  /** In the bar instead of the total until there is one (the price being asked); without it, '—'. */
  barPending?: ReactNode
  /** The summary places the reason rows itself (`ReasonRow`, e.g. under each flight). */
  reasonsPlaced?: boolean
  /** Above the reason codes, e.g. the rules the choice breaks. */
  reasonIntro?: ReactNode
}

function BookingPage(props: BookingPageProps) {
  const { session } = useStores()
  const { page } = props
  const { draft, t, product, spec } = page
  const p = product.prefix
  if (!draft || !session.ready) {
    return (
      <Page title={product.texts.title} className="booking-page">
        <View className="booking-skeletons" data-testid={`${p}-loading`}>
          {[0, 1, 2].map((i) => (
            <View key={i} className="skeleton__bar" />
          ))}
        </View>
      </Page>
    )
  }
  const slot = page.reasonFor
  const title = slot ? t(slot.need === 'notLowest' && product.texts.reason.notLowest ? product.texts.reason.notLowest : product.texts.reason.outOfPolicy) : ''
  return (
    <Page title={product.texts.title} className="booking-page" testId={product.testId}>
      <View className="booking">
        <View className="booking-card" id={product.summaryTestId} data-testid={product.summaryTestId}>
          {props.summary}
          {!props.reasonsPlaced && spec.reasons.map((r) => <ReasonRow key={r.slot} page={page} slot={r} />)}
        </View>
        {props.parts}
        <ContactSection page={page} max={props.maxContacts ?? 1} />
        {props.extras}
        <PaymentSection page={page}>{props.money}</PaymentSection>
        <FieldsSection page={page} />
        {props.footer && <Text className="booking-note">{props.footer}</Text>}
      </View>
      <BookingBar page={page} totalLabel={props.totalLabel} note={props.barNote} pending={props.barPending} />
      <PriceSheet open={page.priceOpen} onClose={() => page.setPriceOpen(false)} lines={spec.lines ?? null} split={spec.split} />
      {props.sheets}
      <ReasonSheet
        open={slot !== null}
        title={title}
        {...kindCodes(page.codes, slot?.codes ?? null)}
        allowOther
        need={slot?.need ?? null}
        value={slot ? draft.reasons[slot.slot] : undefined}
        intro={props.reasonIntro}
        onSave={(r, item) => {
          if (slot) draft.setReason(slot.slot, { ...r, label: item ? `${item.Code} ${item.Text}` : r.label })
          page.closeReason()
        }}
        onClose={page.closeReason}
        testId={`${p}-reason-sheet`}
      />
      <Blocking show={draft.submitting} text={t(product.texts.submitting ?? 'booking:submitting')} />
    </Page>
  )
}

export default observer(BookingPage)
