/**
 * The kit's QR code (docs/kit.md): a link drawn as dark boxes on a light square with its quiet
 * zone, the same on H5 and in the mini-program; `label` names it for screen readers.
 */
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { qrRuns } from './runs'
import './index.scss'

/** Light modules around the code, as the standard asks. */
const QUIET = 4

export default function QrCode(p: { value: string; label: string; testId?: string }) {
  const qr = useMemo(() => qrRuns(p.value), [p.value])
  const unit = 100 / (qr.size + 2 * QUIET)
  const pct = (n: number) => `${(n * unit).toFixed(4)}%`
  return (
    <View className="qr-code" role="img" aria-label={p.label} data-testid={p.testId} data-size={qr.size}>
      {qr.rows.map((runs, r) =>
        runs.map(([c, n]) => (
          <View key={`${r}-${c}`} className="qr-code__dark" style={{ top: pct(r + QUIET), left: pct(c + QUIET), width: pct(n), height: pct(1) }} />
        )),
      )}
    </View>
  )
}
