/**
 * The scan panel's body (scan-panel.tsx shows it on a wide H5 login): the QR code of a short-lived
 * code, its status and renewal. A chunk of its own, with the QR encoder, so that a phone's login
 * does not load it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import QrCode from '@/components/qr-code'
import { TextAction } from '@/components/ui/text-action'
import type { CreateScanCodeRes, ScanCodeStatus } from '../../../types/api/scan-sign-in'
import { siteLink } from '../../platform/scan'
import { completeSignIn } from './api'
import { createScanCode, pollScanCode } from './scan-api'

const POLL_MS = 2000

type State = ScanCodeStatus | 'Loading' | 'Failed' | 'Used'

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

export default function ScanPanelBody() {
  const { t } = useTranslation()
  // With when it ends on this browser's clock (the server's may differ): its lifetime from receipt.
  const [code, setCode] = useState<(CreateScanCodeRes & { endsAt: number }) | null>(null)
  const [state, setState] = useState<State>('Loading')
  const [now, setNow] = useState(() => Date.now())
  const alive = useRef(true)

  const renew = useCallback(async () => {
    setState('Loading')
    const c = await createScanCode(timeZone())
    if (!alive.current) return
    setCode(c && { ...c, endsAt: Date.now() + c.ExpiresInSeconds * 1000 })
    setState(c ? 'Pending' : 'Failed')
  }, [])

  useEffect(() => {
    alive.current = true
    void renew()
    return () => {
      alive.current = false
    }
  }, [renew])

  // Polls while the code waits for a phone.
  useEffect(() => {
    if (!code || (state !== 'Pending' && state !== 'Scanned')) return
    const id = setTimeout(async () => {
      setNow(Date.now())
      const r = await pollScanCode(code.Code, code.Secret).catch(() => null)
      if (!alive.current) return
      if (!r) return setNow(Date.now()) // nothing heard: the next tick asks again
      if (r.Status === 'Expired') return void renew()
      setState(r.Status)
      if (r.Status === 'Confirmed' && r.Session) await completeSignIn(r.Session).catch(() => setState('Used'))
    }, POLL_MS)
    return () => clearTimeout(id)
  }, [code, state, now, renew])

  const seconds = code ? Math.max(0, Math.ceil((code.endsAt - now) / 1000)) : 0
  const ended = state === 'Declined' || state === 'Used' || state === 'Failed'
  const line: Partial<Record<State, string>> = {
    Pending: t('auth:scan.expiresIn', { seconds }),
    Scanned: t('auth:scan.scanned'),
    Confirmed: t('auth:scan.signingIn'),
    Declined: t('auth:scan.declined'),
    Used: t('auth:scan.used'),
    Failed: t('auth:scan.unavailable'),
  }
  return (
    <View className="login__scan" data-testid="scan-panel" data-state={state}>
      <Text className="login__scan-title">{t('auth:scan.panelTitle')}</Text>
      <Text className="login__scan-hint">{t('auth:scan.panelHint')}</Text>
      <View className={`login__scan-qr${state === 'Pending' ? '' : ' login__scan-qr--dim'}`}>
        {code && <QrCode value={siteLink(`/scanLogin?code=${encodeURIComponent(code.Code)}`)} label={t('auth:scan.qrAlt')} testId="scan-qr" />}
      </View>
      {code && (
        <Text className="login__scan-code">
          {t('auth:scan.codeLabel')} <Text data-testid="scan-code">{code.Code}</Text>
        </Text>
      )}
      <View className="login__scan-status" role="status" aria-live="polite" data-testid="scan-status">
        <Text>{line[state] ?? ''}</Text>
      </View>
      {ended && <TextAction block="login__scan-renew" label={t('auth:scan.refresh')} onClick={() => void renew()} testId="scan-renew" />}
    </View>
  )
}
