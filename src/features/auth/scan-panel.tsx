/**
 * Scan to sign in, the asking side: on a wide H5 login (≥ 768 px) a QR code that a signed-in phone
 * reads (its link opens the phone's confirm page; the code under it can be typed there instead).
 * The browser polls every 2 s; a code that expires is replaced at once, a declined or used one
 * says so with a button for a new one, and a confirmed one signs this browser in. The body
 * (scan-panel-body.tsx) is loaded only when the screen is wide.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { target } from '../../platform/env'
import { onWindowResize } from '../../platform/scan'
import { windowSize } from '../../platform/window-size'
import './scan-panel.scss'

const ScanPanelBody = lazy(() => import('./scan-panel-body'))

export const SCAN_PANEL_MIN_WIDTH = 768

function useWide(): boolean {
  const [wide, setWide] = useState(() => target === 'h5' && windowSize().width >= SCAN_PANEL_MIN_WIDTH)
  useEffect(() => {
    if (target !== 'h5') return
    return onWindowResize(() => setWide(windowSize().width >= SCAN_PANEL_MIN_WIDTH))
  }, [])
  return wide
}

export default function ScanSignInPanel() {
  const wide = useWide()
  return wide ? (
    <Suspense fallback={null}>
      <ScanPanelBody />
    </Suspense>
  ) : null
}
