/**
 * Settings → fingerprint and face sign-in (docs/passkeys.md): the person's devices with when each
 * last signed in, removing one, and adding this one under a name. H5 only: the mini-program's
 * fingerprint and face are WeChat SOTER's.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { PasskeyDevice } from '@api/passkey'
import { useFormat } from '@/components/format'
import { FormRow, TextField } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { ListRow, Section } from '@/components/ui/list'
import { useAct } from '@/components/use-act'
import { chinaDateTime } from '@/domain/china-time'
import { target } from '@/platform/env'
import { enrolPasskey, listPasskeys, passkeyFailureText, passkeysSupported, removePasskey } from '@/shared/passkeys'
import { useStores } from '@/stores'

function PasskeyDevices() {
  const { t } = useTranslation()
  const f = useFormat()
  const when = (iso: string) => f.stamp(chinaDateTime(Date.parse(iso)))
  const { ui, session } = useStores()
  const [devices, setDevices] = useState<PasskeyDevice[] | null>(null)
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | undefined>()
  const supported = passkeysSupported()
  const load = () => listPasskeys().then(setDevices, () => undefined)
  const act = useAct(load)
  useEffect(() => {
    if (target === 'h5' && session.signedIn) void load()
  }, [session.signedIn])
  if (target !== 'h5') return null

  const enrol = async () => {
    const deviceName = name.trim()
    if (!deviceName) return setNameError(t('passkey:settings.nameRequired'))
    try {
      await enrolPasskey(deviceName)
    } catch (e) {
      const text = passkeyFailureText(e, 'enrol')
      if (text) ui.toast(text)
      throw e
    }
    setNaming(false)
    ui.toast(t('passkey:settings.added'))
    await load()
  }

  // The list is loaded again whether the device was removed or not.
  const remove = (d: PasskeyDevice) =>
    act(() => removePasskey(d.Id), {
      ask: { content: t('passkey:settings.removeConfirm', { name: d.DeviceName }), yes: t('passkey:settings.remove') },
      done: t('passkey:settings.removed'),
      refused: () => void load(),
    })

  return (
    <Section title={t('passkey:settings.title')} testId="settings-passkeys">
      {devices?.map((d) => (
        <ListRow
          key={d.Id}
          label={d.DeviceName}
          hint={d.LastUsedAt ? t('passkey:settings.used', { at: when(d.LastUsedAt) }) : t('passkey:settings.neverUsed', { at: when(d.CreatedAt) })}
          value={t('passkey:settings.remove')}
          testId="passkey-device"
          onClick={() => void remove(d)}
        />
      ))}
      {devices?.length === 0 && <ListRow label={t('passkey:settings.none')} testId="passkey-none" />}
      <ListRow
        label={t('passkey:settings.add')}
        hint={t(supported ? 'passkey:settings.hint' : 'passkey:settings.unsupported')}
        testId="passkey-add"
        onClick={
          supported
            ? () => {
                setName('')
                setNameError(undefined)
                setNaming(true)
              }
            : undefined
        }
      />
      {naming && (
        <FormSheet
          bottom
          name="passkey-name"
          title={t('passkey:settings.name')}
          save={t('passkey:settings.save')}
          onSave={enrol}
          onClose={() => setNaming(false)}
        >
          <FormRow label={t('passkey:settings.name')} required error={nameError}>
            <TextField
              value={name}
              onChange={(v) => {
                setName(v)
                setNameError(undefined)
              }}
              maxlength={40}
              placeholder={t('passkey:settings.namePlaceholder')}
              testId="passkey-name-input"
            />
          </FormRow>
        </FormSheet>
      )}
    </Section>
  )
}

export default observer(PasskeyDevices)
