/** Whether the browser has a network, now and when it changes (navigator.onLine and its events). */
export function onNetworkChange(cb: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const on = () => cb(true)
  const off = () => cb(false)
  window.addEventListener('online', on)
  window.addEventListener('offline', off)
  if (typeof navigator !== 'undefined' && navigator.onLine === false) cb(false)
  return () => {
    window.removeEventListener('online', on)
    window.removeEventListener('offline', off)
  }
}
