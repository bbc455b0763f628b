/**
 * Trip change alerts in WeChat (shared/trip-alerts.ts), offered on the mini-program only: on a
 * flight's or train's order page the first time it shows after booking (`TripAlertsOffer`), and
 * as a row of the settings (`TripAlertsRow`). Nothing at all on H5.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { canSubscribe } from '@/platform/subscribe'
import { alertTemplates, subscribeTripAlerts, takeJustBooked } from '@/shared/trip-alerts'
import { useStores } from '@/stores'
import { MainButton } from './ui/button'
import { ListRow } from './ui/list'
import './trip-alerts.scss'
import '@/i18n/ns/kit'

/** The templates once read, and the tap that asks for them (saying how it went). */
function useAlerts(show: boolean) {
  const { t } = useTranslation()
  const { ui } = useStores()
  const [ids, setIds] = useState<readonly string[]>([])
  useEffect(() => {
    if (show) void alertTemplates().then(setIds)
  }, [show])
  const ask = async (): Promise<boolean> => {
    const accepted = await subscribeTripAlerts(ids).catch(() => null)
    ui.toast(t(accepted ? 'kit:alerts.on' : 'kit:alerts.declined'))
    return !!accepted
  }
  return { ready: show && ids.length > 0, ask }
}

export function TripAlertsOffer({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation()
  const [show, setShow] = useState(() => canSubscribe() && takeJustBooked(orderNo))
  const alerts = useAlerts(show)
  if (!alerts.ready) return null
  return (
    <View className="trip-alerts" data-testid="trip-alerts-offer">
      <Text className="trip-alerts__title">{t('kit:alerts.title')}</Text>
      <Text className="trip-alerts__hint">{t('kit:alerts.hint')}</Text>
      <MainButton kind="ghost" text={t('kit:alerts.turnOn')} onClick={() => void alerts.ask().then(() => setShow(false))} testId="trip-alerts-on" />
    </View>
  )
}

export function TripAlertsRow() {
  const { t } = useTranslation()
  const alerts = useAlerts(canSubscribe())
  if (!alerts.ready) return null
  return <ListRow label={t('kit:alerts.title')} hint={t('kit:alerts.hint')} onClick={() => void alerts.ask()} testId="settings-trip-alerts" />
}
