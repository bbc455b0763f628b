/**
 * Where the phone is, for the car's current place: WeChat's getLocation in GCJ-02, the map's own
 * coordinates (app.config.ts declares requiredPrivateInfos getLocation and scope.userLocation's
 * purpose). A refused authorization and every other failure come back as a reason, never thrown.
 */
import Taro from '@tarojs/taro'

export type Position = { lat: number; lon: number } | { failed: 'denied' | 'unavailable' }

export async function currentPosition(): Promise<Position> {
  try {
    const r = await Taro.getLocation({ type: 'gcj02' })
    return { lat: r.latitude, lon: r.longitude }
  } catch (e) {
    const msg = String((e as { errMsg?: string } | null)?.errMsg ?? '')
    return { failed: /auth|deny|denied|permission/i.test(msg) ? 'denied' : 'unavailable' }
  }
}
