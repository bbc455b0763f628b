/**
 * /train/details?trainNo=&date=&from=&to= — one train (docs/ux.md detail page): times, duration
 * and stations, its stops (the journey's part marked), and every class with price, tickets left
 * and the standard; a class with tickets books, a sold-out one starts ticket-grabbing.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { TrainSeatOffer, TrainStopInfoRes } from '@api/train'
import Page from '@/components/page'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { stopInfo } from '../api'
import { ticketsText, RouteTimes } from '../components/train-row'
import { useTrainText, verdictDetail } from '../components/labels'
import { trainSearch } from '../search-store'
import { saveSelection } from '../selection'
import { useTrainRow } from '../use-train-row'
import '../components/index.scss'

function TrainDetails() {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const { power, ui } = useStores()
  const { row, failed, reload, params } = useTrainRow()
  const [stops, setStops] = useState<TrainStopInfoRes | null>(null)
  const [allStops, setAllStops] = useState(false)

  useEffect(() => {
    if (!params.trainNo || !params.date) return
    stopInfo({ TrainNo: params.trainNo, Date: params.date, FromStation: params.from, ToStation: params.to }).then(setStops, () => undefined)
  }, [params.trainNo, params.date])

  const canBook = power.can('BusinessPermission.Train.Book')
  const choose = (seat: TrainSeatOffer, grab: boolean) => {
    if (!row || row.Departed) return
    if (!canBook) return ui.toast(t('train:details.noBookPower'))
    const { Seats, ...train } = row
    saveSelection({ train, seat, seats: Seats, passengerIds: trainSearch.travellers.map((x) => x.id), student: trainSearch.student, reason: null })
    void go(grab ? 'trainGrab' : 'trainBooking')
  }

  let body: JSX.Element
  if (!row && failed) body = <ErrorBlock text={t('train:details.loadFailed')} onRetry={reload} testId="details-error" />
  else if (!row) body = <Skeletons count={4} tall testId="details-loading" />
  else {
    const shownStops = stops ? stops.Stops.filter((s) => allStops || s.InJourney) : []
    body = (
      <>
        <View className="train-card" data-testid="train-head">
          <RouteTimes row={row} lang={lang} />
          <Text className="train-card__sub">{`${f.day(row.DepartDate, trainSearch.route.today)} · ${row.TrainTypeName} · ${t('train:details.startEnd', { start: row.StartStation, end: row.EndStation })} · ${t('train:details.km', { km: row.DistanceKm })}`}</Text>
          {row.Overnight && <Text className="train-card__sub">{t('train:details.overnight')}</Text>}
          {row.Departed && (
            <Text className="train-card__why" data-testid="details-departed">
              {t('train:details.departed')}
            </Text>
          )}
        </View>

        <View className="train-card" data-testid="train-classes">
          <Text className="train-card__title">{t('train:details.classes')}</Text>
          {row.Seats.map((s) => (
            <View key={s.SeatClass} className="train-class" data-testid={`class-${s.SeatClass}`}>
              <View className="train-class__main">
                <Text className="train-class__name">{s.Name}</Text>
                <Text className="train-class__left">{ticketsText(t, s.Remaining)}</Text>
                {!s.Policy.InPolicy && <Text className="train-class__over">{`${t('train:list.over')} · ${verdictDetail(t, s.Policy)}`}</Text>}
              </View>
              <Text className="train-class__price">{f.money(s.Price)}</Text>
              {row.Departed ? (
                <Text className="train-class__left" data-testid={`departed-${s.SeatClass}`}>
                  {t('train:list.departed')}
                </Text>
              ) : s.Remaining > 0 ? (
                <View className="train-class__button" role="button" data-testid={`book-${s.SeatClass}`} onClick={() => choose(s, false)}>
                  <Text>{t('train:details.book')}</Text>
                </View>
              ) : (
                <View
                  className="train-class__button train-class__button--grab"
                  role="button"
                  data-testid={`grab-${s.SeatClass}`}
                  onClick={() => choose(s, true)}
                >
                  <Text>{t('train:details.grab')}</Text>
                </View>
              )}
            </View>
          ))}
          {trainSearch.student && <Text className="train-card__sub">{t('train:details.studentNote')}</Text>}
        </View>

        <View className="train-card train-stops" data-testid="train-stops">
          <Text className="train-card__title">{t('train:details.stops')}</Text>
          {stops && !stops.RunsOnDate && <Text className="train-card__why">{t('train:details.notRunning')}</Text>}
          <View className="train-stops__row">
            <Text className="train-stops__no">#</Text>
            <Text className="train-stops__name">{t('train:details.station')}</Text>
            <Text className="train-stops__time">{t('train:details.arrive')}</Text>
            <Text className="train-stops__time">{t('train:details.depart')}</Text>
            <Text className="train-stops__stay">{t('train:details.stay')}</Text>
          </View>
          {shownStops.map((s) => (
            <View
              key={s.Index}
              className={`train-stops__row ${s.InJourney ? 'train-stops__row--in' : ''} ${s.Station.Code === params.from || s.Station.Code === params.to ? 'train-stops__row--end' : ''}`}
            >
              <Text className="train-stops__no">{s.Index}</Text>
              <Text className="train-stops__name">{lang === 'en' ? s.Station.NameEN : s.Station.Name}</Text>
              <Text className="train-stops__time">{s.ArriveTime || '—'}</Text>
              <Text className="train-stops__time">{s.DepartTime ? `${s.DepartTime}${s.DayOffset ? ` +${s.DayOffset}` : ''}` : '—'}</Text>
              <Text className="train-stops__stay">{s.StopMinutes ? t('train:details.minutes', { count: s.StopMinutes }) : ''}</Text>
            </View>
          ))}
          {stops && stops.Stops.length > shownStops.length && (
            <View role="button" data-testid="all-stops" onClick={() => setAllStops(true)}>
              <Text className="train-card__line train-link">{t('train:details.allStops', { count: stops.Stops.length })}</Text>
            </View>
          )}
        </View>
      </>
    )
  }

  return (
    <Page title="train:title.details" testId="train-details">
      {body}
    </Page>
  )
}

export default observer(TrainDetails)
