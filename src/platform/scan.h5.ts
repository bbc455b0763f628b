/**
 * Reading a QR code in the browser. Reading uses the camera where the browser
 * has BarcodeDetector (a full-screen camera view with a close button); elsewhere there is no
 * scanner and the screen asks for the code typed instead.
 */
export interface ScanLabels {
  /** The camera view's close button. */
  cancel: string
  /** The camera view's hint. */
  hint: string
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type DetectorClass = new (o: { formats: string[] }) => Detector

function detectorClass(): DetectorClass | null {
  const w = typeof window !== 'undefined' ? (window as unknown as { BarcodeDetector?: DetectorClass }) : null
  return w?.BarcodeDetector ?? null
}

export function canScanCode(): boolean {
  return detectorClass() !== null && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** The scanned text, or null when closed, refused the camera, or there is no scanner. */
export async function scanCode(labels: ScanLabels): Promise<string | null> {
  const Detector = detectorClass()
  if (!Detector || !canScanCode()) return null
  let stream: MediaStream
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
  } catch {
    return null
  }
  const overlay = document.createElement('div')
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-label', labels.hint)
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:10000;background:#000;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px'
  const video = document.createElement('video')
  video.setAttribute('playsinline', 'true')
  video.muted = true
  video.style.cssText = 'max-width:100%;max-height:70vh'
  const hint = document.createElement('p')
  hint.textContent = labels.hint
  hint.style.cssText = 'color:#fff;margin:0'
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = labels.cancel
  close.style.cssText = 'min-height:44px;padding:0 24px;border-radius:22px;border:0;font-size:16px'
  overlay.append(video, hint, close)
  document.body.append(overlay)
  video.srcObject = stream
  const detector = new Detector({ formats: ['qr_code'] })
  let done = false
  try {
    await video.play()
    return await new Promise<string | null>((resolve) => {
      close.onclick = () => resolve(null)
      const look = async () => {
        if (done) return
        try {
          const found = await detector.detect(video)
          if (found[0]?.rawValue) return resolve(found[0].rawValue)
        } catch {
          // A frame that could not be read: the next one may.
        }
        window.setTimeout(() => void look(), 250)
      }
      void look()
    })
  } catch {
    return null
  } finally {
    done = true
    stream.getTracks().forEach((t) => t.stop())
    overlay.remove()
  }
}

/** The site's address of a route of the hash router ('/scanLogin?code=X'), for a phone's camera to open. */
export function siteLink(route: string): string {
  return `${window.location.origin}${window.location.pathname}#${route}`
}

/** Calls `listener` when the window's size changes; returns the way to stop. */
export function onWindowResize(listener: () => void): () => void {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}
