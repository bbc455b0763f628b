/**
 * The mini-program is the phone that scans (features/auth/scan-confirm): its login never shows a
 * code to scan, so it leaves out the panel of scan-panel.tsx and, with it, the QR encoder.
 */
export default function ScanSignInPanel(): null {
  return null
}
