/**
 * /dining/restaurant?id= — a partner restaurant: hours, phone, the dishes it is known for, my
 * standard in its city; a table booking; and paying at the table (my guests, then the code).
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { DiningRestaurantRes } from '@api/dining'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { DateField, FormRow, Segmented, TextField } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useLoadable } from '@/components/use-loadable'
import { clock } from '@/core/clock'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { useStores } from '@/stores'
import { bookTable, openCode, restaurant } from '../api'
import StandardCard from '../components/standard-card'
import RestaurantCard from '../components/restaurant-card'
import '../components/index.scss'
import '../texts'

const COUNTS = ['0', '1', '2', '3', '4'] as const
const PEOPLE = ['1', '2', '3', '4', '6', '8'] as const

function DiningRestaurant() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const id = Number(useRouter().params.id ?? 0)
  const page = useLoadable<DiningRestaurantRes>(() => restaurant(id))
  useEffect(() => void page.reload(), [id])
  const [date, setDate] = useState(clock.today())
  const [time, setTime] = useState('18:30')
  const [people, setPeople] = useState<string>('2')
  const [guests, setGuests] = useState<string>('0')
  const [busy, setBusy] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('db'))
  const d = page.data

  const book = async () => {
    setBusy(true)
    try {
      const b = await bookTable({ ClientRequestId: requestId, RestaurantId: id, Date: date, Time: time, People: Number(people) })
      ui.toast(t('dining:restaurant.booked', { no: b.BookingNo }))
      setRequestId(newRequestId('db'))
    } catch {
      // The call's error is already shown.
    } finally {
      setBusy(false)
    }
  }
  const pay = async () => {
    setBusy(true)
    try {
      const code = await openCode(id, Number(guests))
      await go('diningCode', { code: code.CodeNo })
    } catch {
      // The call's error is already shown.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title="dining:restaurant.title" testId="dining-restaurant-page">
      {!d && page.status === 'error' && <ErrorBlock onRetry={() => void page.reload()} />}
      {!d && page.status !== 'error' && <Skeletons count={2} tall />}
      {d && (
        <>
          <RestaurantCard r={d.Restaurant} onClick={() => undefined} />
          <Section title={t('dining:restaurant.dishes')}>
            {d.Dishes.map((x) => (
              <ListRow key={x.Name} label={x.Name} value={f.money(x.Price)} />
            ))}
            <ListRow label={t('dining:restaurant.hours')} value={d.Restaurant.Hours.join(' ')} />
            <ListRow label={t('dining:restaurant.phone')} value={d.Phone} />
          </Section>
          <StandardCard std={d.Standard} />
          <Section title={t('dining:restaurant.payTitle')} testId="dining-pay-section">
            <FormRow label={t('dining:restaurant.guests')} block>
              <Segmented options={COUNTS.map((c) => ({ value: c, label: c }))} value={guests} onChange={setGuests} testId="dining-guests" />
            </FormRow>
            <View className="dn-actions">
              <MainButton text={t('dining:restaurant.showCode')} onClick={() => void pay()} busy={busy} testId="dining-show-code" />
            </View>
          </Section>
          <Section title={t('dining:restaurant.bookTitle')} testId="dining-book-section">
            <FormRow label={t('dining:restaurant.date')}>
              <DateField value={date} onChange={setDate} start={clock.today()} placeholder={t('dining:restaurant.date')} testId="dining-book-date" />
            </FormRow>
            <FormRow label={t('dining:restaurant.time')}>
              <TextField value={time} onChange={setTime} placeholder="18:30" testId="dining-book-time" />
            </FormRow>
            <FormRow label={t('dining:restaurant.people')} block>
              <Segmented options={PEOPLE.map((c) => ({ value: c, label: c }))} value={people} onChange={setPeople} testId="dining-book-people" />
            </FormRow>
            <View className="dn-actions">
              <MainButton kind="ghost" text={t('dining:restaurant.book')} onClick={() => void book()} busy={busy} testId="dining-book" />
            </View>
          </Section>
        </>
      )}
    </Page>
  )
}

export default observer(DiningRestaurant)
