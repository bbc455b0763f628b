/**
 * /personal/emergencyAlarm?orderNo= — raise the emergency alarm for an upcoming or ongoing trip
 * (opened from the trips tab): who it goes to (the emergency contact; set one first), an optional
 * note, and after raising it the link to share (copy, or the share sheet on H5) and the message
 * recorded for the contact. Without an order it says to raise it from a trip, and leads there.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { Alarm, EmergencyContactRes } from '@api/personal'
import { ALARM_NOTE_MAX } from '@api/personal-values'
import Page from '@/components/page'
import MaskedText from '@/components/masked-text'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { ListRow, Section } from '@/components/ui/list'
import { Skeletons, StateBlock } from '@/components/ui/states'
import { go } from '@/core/navigate'
import { decodeParam } from '@/core/route-params'
import { checkAlarmNote } from '@/domain/emergency'
import { useStores } from '@/stores'
import { emergencyContact, raiseAlarm } from '../api'
import ShareBox from '../components/share-box'
import '../components/index.scss'
import '@/i18n/ns/personal'

function EmergencyAlarm() {
  const { t } = useTranslation()
  const { session } = useStores()
  const orderNo = decodeParam(useRouter().params.orderNo)
  const [contact, setContact] = useState<EmergencyContactRes | null>(null)
  const [note, setNote] = useState('')
  const [alarm, setAlarm] = useState<Alarm | null>(null)
  const [busy, setBusy] = useState(false)
  const load = () => {
    if (session.signedIn) emergencyContact().then(setContact, () => undefined)
  }
  useEffect(load, [session.signedIn])

  const noteCheck = checkAlarmNote(note)
  const raise = async () => {
    if (!noteCheck.ok || busy) return
    setBusy(true)
    try {
      setAlarm(await raiseAlarm(orderNo, note))
    } catch {
      // Said by the http client (1097 the trip is not upcoming, 1096 no contact).
    } finally {
      setBusy(false)
    }
  }

  const c = contact?.Contact
  // Opened without a trip (a typed or old link): the alarm is raised from a trip, so say where.
  if (!orderNo)
    return (
      <Page title="personal:alarm.title" testId="alarm-page">
        <StateBlock
          text={t('personal:alarm.noOrder')}
          hint={t('personal:alarm.noOrderHint')}
          actions={[{ text: t('personal:alarm.toTrips'), onPress: () => void go('trip'), solid: true, testId: 'alarm-to-trips' }]}
          testId="alarm-no-order"
        />
        <Section>
          <ListRow link label={t('personal:alarms.title')} testId="alarm-history" onClick={() => void go('emergencyAlarms')} />
        </Section>
      </Page>
    )
  return (
    <Page title="personal:alarm.title" testId="alarm-page">
      <View className="pc-note">
        <Text>{t('personal:alarm.intro', { orderNo })}</Text>
      </View>
      {!contact && <Skeletons count={1} />}
      {contact && !c && (
        <StateBlock
          text={t('personal:alarm.noContact')}
          actions={[{ text: t('personal:contact.title'), onPress: () => void go('emergencyContact'), solid: true }]}
          testId="alarm-no-contact"
        />
      )}
      {c && !alarm && (
        <>
          <View className="pc-card" data-testid="alarm-contact">
            <Text className="pc-card__title">{t('personal:alarm.to')}</Text>
            <Text className="pc-line">{c.Name}</Text>
            <MaskedText className="pc-line" value={c.Mobile} reveal={{ Source: 'EmergencyContact', Field: 'Mobile' }} />
          </View>
          <View className="pc-card">
            <FormRow
              label={t('personal:alarm.note')}
              block
              error={noteCheck.ok ? undefined : t(noteCheck.key, noteCheck.params as Record<string, unknown> | undefined)}
            >
              <TextField value={note} onChange={setNote} maxlength={ALARM_NOTE_MAX} placeholder={t('personal:alarm.notePlaceholder')} testId="alarm-note" />
            </FormRow>
          </View>
          <View className="pc-actions">
            <MainButton kind="danger" busy={busy} text={t('personal:alarm.raise')} onClick={() => void raise()} testId="alarm-raise" />
          </View>
        </>
      )}
      {alarm && (
        <View className="pc-card" data-testid="alarm-result">
          <Text className="pc-card__title">{t('personal:alarm.sent', { name: alarm.ContactName })}</Text>
          <Text className="pc-label">{t('personal:alarm.message')}</Text>
          <Text className="pc-message" data-testid="alarm-message">
            {alarm.MessageText}
          </Text>
          <Text className="pc-label">{t('personal:alarm.link')}</Text>
          <ShareBox alarm={alarm} testId="alarm-share" />
        </View>
      )}
      <Section>
        <ListRow link label={t('personal:alarms.title')} testId="alarm-history" onClick={() => void go('emergencyAlarms')} />
      </Section>
    </Page>
  )
}

export default observer(EmergencyAlarm)
