/**
 * Scan to sign in, the asking side: on a wide H5 login (≥ 768 px) a QR code that a signed-in phone
 * reads (its link opens the phone's confirm page; the code under it can be typed there instead).
 * The browser polls every 2 s; a code that expires is replaced at once, a declined or used one
 * says so with a button for a new one, and a confirmed one signs this browser in.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import QrCode from '@/components/qr-code'
import { TextAction } from '@/components/ui/text-action'
import type { CreateScanCodeRes, ScanCodeStatus } from '../../../types/api/scan-sign-in'
import { target } from '../../platform/env'
import { onWindowResize, siteLink } from '../../platform/scan'
import { windowSize } from '../../platform/window-size'
import { completeSignIn } from './api'
import { createScanCode, pollScanCode } from './scan-api'
import '@/i18n/ns/auth'
import './scan-panel.scss'

export const SCAN_PANEL_MIN_WIDTH = 768
const POLL_MS = 2000

type State = ScanCodeStatus | 'Loading' | 'Failed' | 'Used'

function useWide(): boolean {
  const [wide, setWide] = useState(() => target === 'h5' && windowSize().width >= SCAN_PANEL_MIN_WIDTH)
  useEffect(() => {
    if (target !== 'h5') return
    return onWindowResize(() => setWide(windowSize().width >= SCAN_PANEL_MIN_WIDTH))
  }, [])
  return wide
}

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}

export default function ScanSignInPanel() {
  const wide = useWide()
  return wide ? <Panel /> : null
}

function Panel() {
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
