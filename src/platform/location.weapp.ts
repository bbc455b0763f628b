/** A place shown in the phone's map: WeChat's own location view (navigation from there). */
import Taro from '@tarojs/taro'

export interface Place {
  latitude: number
  longitude: number
  name: string
  address: string
}

export async function openPlace(p: Place): Promise<void> {
  await Taro.openLocation({ latitude: p.latitude, longitude: p.longitude, name: p.name, address: p.address, scale: 16 })
}
