/**
 * Scan to sign in, the phone's side (/scanLogin, signed in): the code comes from the QR link
 * (?code=), from the scanner (WeChat's, or the browser's camera where it has BarcodeDetector) or
 * typed; the screen shows who is asked for (the signed-in person) and where the request comes
 * from (browser, system, time zone and network, time), then confirms or declines. Expired, used,
 * declined and unknown codes say so.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { MainButton } from '@/components/ui/button'
import { Section, ListRow } from '@/components/ui/list'
import { StateBlock } from '@/components/ui/states'
import type { ScanCodeInfoRes } from '../../../types/api/scan-sign-in'
import { chinaDateTime } from '../../domain/china-time'
import { canScanCode, scanCode } from '../../platform/scan'
import { useStores } from '../../stores'
import InputField from './components/input-field'
import type { Message } from './rules'
import { useMessage } from './hooks'
import { codeFromScan, decideScanCode, getScanCodeInfo, normaliseScanCode, SCAN_CODE_LENGTH, scanRefusalOf, type ScanRefusal } from './scan-api'

type Step =
  { kind: 'enter' } | { kind: 'ask'; code: string; info: ScanCodeInfoRes } | { kind: 'done'; confirmed: boolean } | { kind: 'refused'; why: ScanRefusal }

export function checkScanCode(v: string): Message | undefined {
  const c = normaliseScanCode(v)
  if (c === '') return { key: 'auth:scan.codeRequired' }
  return c.length === SCAN_CODE_LENGTH ? undefined : { key: 'auth:scan.codeFormat' }
}

/** 'Asia/Shanghai' → 'Shanghai'; the zone's place as its name says it. */
const zonePlace = (zone: string) => (zone.split('/').pop() ?? '').replace(/_/g, ' ')

function ScanConfirm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation()
  const msg = useMessage()
  const { session } = useStores()
  const [typed, setTyped] = useState(initialCode)
  const [error, setError] = useState<Message | undefined>()
  const [step, setStep] = useState<Step>({ kind: 'enter' })
  const [busy, setBusy] = useState(false)

  async function lookUp(raw: string): Promise<void> {
    const e = checkScanCode(raw)
    setError(e)
    if (e || busy) return
    const code = normaliseScanCode(raw)
    setBusy(true)
    try {
      setStep({ kind: 'ask', code, info: await getScanCodeInfo(code) })
    } catch (err) {
      const why = scanRefusalOf(err)
      if (why === 'unknown') setError({ key: 'auth:scan.unknown' })
      else if (why) setStep({ kind: 'refused', why })
    } finally {
      setBusy(false)
    }
  }

  async function decide(code: string, confirm: boolean): Promise<void> {
    if (busy) return
    setBusy(true)
    try {
      await decideScanCode(code, confirm)
      setStep({ kind: 'done', confirmed: confirm })
    } catch (err) {
      const why = scanRefusalOf(err)
      if (why) setStep({ kind: 'refused', why: why === 'unknown' ? 'errExpired' : why })
    } finally {
      setBusy(false)
    }
  }

  async function scan(): Promise<void> {
    const text = await scanCode({ cancel: t('auth:scan.cancel'), hint: t('auth:scan.camHint') })
    if (!text) return
    const code = codeFromScan(text)
    setTyped(code)
    await lookUp(code)
  }

  useEffect(() => {
    if (initialCode) void lookUp(initialCode)
    // Only the code the page opened with is looked up by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const again = () => {
    setTyped('')
    setError(undefined)
    setStep({ kind: 'enter' })
  }

  if (step.kind === 'done' || step.kind === 'refused') {
    const text = step.kind === 'done' ? t(step.confirmed ? 'auth:scan.confirmed' : 'auth:scan.declinedDone') : t(`auth:scan.${step.why}`)
    return (
      <View className="scan-confirm" data-testid="scan-result" data-result={step.kind === 'done' ? (step.confirmed ? 'confirmed' : 'declined') : step.why}>
        <StateBlock text={text} actions={[{ text: t('auth:scan.another'), onPress: again, testId: 'scan-another' }]} />
      </View>
    )
  }

  if (step.kind === 'ask') {
    const { info } = step
    const name = session.personalInfor?.ChName || session.personalInfor?.UserName || ''
    const place = [
      info.TimeZone ? t('auth:scan.timeZone', { zone: zonePlace(info.TimeZone) }) : '',
      info.SameNetwork ? t('auth:scan.sameNetwork') : t(`auth:scan.network${info.Network}`),
      info.Address,
    ].filter(Boolean)
    return (
      <View className="scan-confirm" data-testid="scan-ask">
        <Text className="scan-confirm__asking" data-testid="scan-asking">
          {t('auth:scan.asking', { name })}
        </Text>
        <Section>
          <ListRow
            label={t('auth:scan.browser')}
            value={[info.Browser, info.System].filter(Boolean).join(' · ') || t('auth:scan.unknownAgent')}
            testId="scan-browser"
          />
          <ListRow label={t('auth:scan.place')} hint={place.join(' · ')} testId="scan-place" />
          <ListRow label={t('auth:scan.time')} value={chinaDateTime(Date.parse(info.RequestedAt))} testId="scan-time" />
        </Section>
        <Text className="scan-confirm__note">{t('auth:scan.notYou')}</Text>
        <View className="scan-confirm__actions">
          <MainButton text={t('auth:scan.confirm')} busy={busy} onClick={() => void decide(step.code, true)} testId="scan-confirm" />
          <MainButton text={t('auth:scan.decline')} kind="ghost" disabled={busy} onClick={() => void decide(step.code, false)} testId="scan-decline" />
        </View>
      </View>
    )
  }

  return (
    <View className="scan-confirm" data-testid="scan-enter">
      {canScanCode() && <MainButton text={t('auth:scan.scanButton')} onClick={() => void scan()} testId="scan-camera" />}
      <InputField
        label={t('auth:scan.codeField')}
        testId="scan-code-input"
        placeholder={t('auth:scan.codePlaceholder')}
        maxlength={12}
        value={typed}
        error={msg(error)}
        onInput={(v) => {
          setTyped(v)
          if (error) setError(checkScanCode(v))
        }}
        onConfirm={() => void lookUp(typed)}
      />
      <MainButton text={t('auth:scan.lookUp')} busy={busy} onClick={() => void lookUp(typed)} testId="scan-look-up" />
    </View>
  )
}

export default observer(ScanConfirm)
