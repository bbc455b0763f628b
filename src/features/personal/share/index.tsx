/**
 * /personal/emergencyShare?Token= (also /share/trip?token=) — PUBLIC, no sign-in: what the
 * emergency contact sees from the alarm's link — who sent it, their note, the order's status now,
 * the legs, dates and travellers (no numbers). An ended trip's link says it has expired (1095).
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { SharedTripRes } from '@api/personal'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { Skeletons, StateBlock } from '@/components/ui/states'
import { ApiError } from '@/core/errors'
import { decodeParam } from '@/core/route-params'
import { sharedTrip } from '../api'
import '../components/index.scss'
import '@/i18n/ns/personal'

type State = { kind: 'loading' } | { kind: 'ready'; trip: SharedTripRes } | { kind: 'expired' } | { kind: 'missing' } | { kind: 'failed' }

function SharedTrip() {
  const { t } = useTranslation()
  const params = useRouter().params
  const token = decodeParam(params.Token ?? params.token)
  const [state, setState] = useState<State>({ kind: 'loading' })
  const load = () => {
    if (token.length < 16) {
      setState({ kind: 'missing' })
      return
    }
    setState({ kind: 'loading' })
    sharedTrip(token).then(
      (trip) => setState({ kind: 'ready', trip }),
      (e: unknown) => {
        const code = e instanceof ApiError ? e.code : 0
        setState(code === ErrorCode.ShareExpired ? { kind: 'expired' } : code === ErrorCode.NotFound ? { kind: 'missing' } : { kind: 'failed' })
      },
    )
  }
  useEffect(load, [token])

  return (
    <Page title="personal:share.title" testId="share-page">
      {state.kind === 'loading' && <Skeletons />}
      {state.kind === 'expired' && <StateBlock text={t('personal:share.expired')} hint={t('personal:share.expiredHint')} testId="share-expired" />}
      {state.kind === 'missing' && <StateBlock text={t('personal:share.missing')} testId="share-missing" />}
      {state.kind === 'failed' && <StateBlock text={t('personal:share.failed')} actions={[{ text: t('common:retry'), onPress: load }]} testId="share-failed" />}
      {state.kind === 'ready' && (
        <>
          <View className="pc-alert" role="alert" data-testid="share-sender">
            <Text className="pc-alert__title">{t('personal:share.from', { name: state.trip.SenderName })}</Text>
            <Text className="pc-alert__time">{t('personal:share.at', { time: state.trip.AlarmAt })}</Text>
            {state.trip.Note !== '' && (
              <Text className="pc-message" data-testid="share-note">
                {state.trip.Note}
              </Text>
            )}
          </View>
          <View className="pc-card" data-testid="share-trip">
            <View className="pc-card__head">
              <Text className="pc-card__title">{state.trip.Trip.Title}</Text>
              <Text className="pc-status" data-testid="share-status">
                {state.trip.StatusName}
              </Text>
            </View>
            <Text className="pc-line">{t('personal:share.dates', { start: state.trip.Trip.StartDate, end: state.trip.Trip.EndDate })}</Text>
            {state.trip.Trip.Legs.map((l, i) => (
              <View key={i} className="pc-leg" data-testid="share-leg">
                <Text className="pc-leg__route">{`${l.From} → ${l.To}`}</Text>
                <Text className="pc-leg__label">{l.Label}</Text>
              </View>
            ))}
            <Text className="pc-label">{t('personal:share.travellers')}</Text>
            <Text className="pc-line" data-testid="share-travellers">
              {state.trip.Trip.TravellerNames.join(t('personal:share.separator'))}
            </Text>
          </View>
          <View className="pc-note">
            <Text>{t('personal:share.validUntil', { time: state.trip.ExpiresAt })}</Text>
          </View>
        </>
      )}
    </Page>
  )
}

export default observer(SharedTrip)
