/** Whether the phone has a network, now and when it changes (WeChat's network status). */
import Taro from '@tarojs/taro'

export function onNetworkChange(cb: (online: boolean) => void): () => void {
  const handler = (r: { isConnected: boolean }) => cb(r.isConnected)
  Taro.getNetworkType()
    .then((r) => {
      if (r.networkType === 'none') cb(false)
    })
    .catch(() => undefined)
  Taro.onNetworkStatusChange(handler)
  return () => Taro.offNetworkStatusChange?.(handler)
}
