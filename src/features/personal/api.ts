/** Every call of the personal centre's own screens (types/api/personal.ts). */
import type {
  Alarm,
  AlarmListRes,
  BindMobileRes,
  EmergencyContactRes,
  PersonalSettings,
  SaveEmergencyContactReq,
  SavePersonalSettingsReq,
  SharedTripRes,
  ThirdPartyBinding,
  ThirdPartyLinkRes,
  ThirdPartyListRes,
} from '@api/personal'
import type { BindProvider } from '@api/personal-values'
import type { OrderListReq, OrderListRes } from '@api/order'
import type { WeChatOfficialAccount } from '@api/wechat-oauth'
import { http } from '@/stores'

export const personalSettings = (): Promise<PersonalSettings> => http.call('user/getPersonalSettings', {})
export const savePersonalSettings = (req: SavePersonalSettingsReq): Promise<PersonalSettings> => http.call('user/savePersonalSettings', req, { loading: true })

export const sendBindMobileCode = (countryCode: string, mobile: string) =>
  http.call('user/sendBindMobileValidCode', { MobileCountryCode: countryCode, Mobile: mobile }, { loading: true })
export const bindMobile = (countryCode: string, mobile: string, code: string): Promise<BindMobileRes> =>
  http.call('user/bindMobile', { MobileCountryCode: countryCode, Mobile: mobile, Code: code }, { loading: true })

export const bindings = (): Promise<ThirdPartyListRes> => http.call('User/ThreePartyBind', {})
export const sendBindCode = (provider: BindProvider, countryCode: string, account: string) =>
  http.call('User/ThreePartyBind/sendCode', { Provider: provider, MobileCountryCode: countryCode, Account: account }, { loading: true })
export const bindWithCode = (provider: BindProvider, countryCode: string, account: string, code: string): Promise<ThirdPartyBinding> =>
  http.call('User/ThreePartyBind/bind', { Provider: provider, MobileCountryCode: countryCode, Account: account, Code: code }, { loading: true })
export const startLink = (provider: BindProvider): Promise<ThirdPartyLinkRes> =>
  http.call('User/ThreePartyBind/startLink', { Provider: provider }, { loading: true })
export const unbind = (provider: BindProvider): Promise<ThirdPartyBinding> => http.call('User/ThreePartyBind/unbind', { Provider: provider }, { loading: true })

export const emergencyContact = (): Promise<EmergencyContactRes> => http.call('user/getEmergencyContact', {})
export const saveEmergencyContact = (req: SaveEmergencyContactReq): Promise<EmergencyContactRes> =>
  http.call('user/saveEmergencyContact', req, { loading: true })
export const raiseAlarm = (orderNo: string, note: string): Promise<Alarm> =>
  http.call('emergency/alarm', { OrderNo: orderNo, ...(note.trim() ? { Note: note.trim() } : {}) }, { loading: true })
export const alarms = (): Promise<AlarmListRes> => http.call('emergency/listAlarms', { PageSize: 50 })
export const sharedTrip = (token: string): Promise<SharedTripRes> => http.call('emergency/getSharedTrip', { Token: token })

/** My orders of every product, or of one (orders.product), for the kit's order list. */
export const myOrders = (product: string, req: Omit<OrderListReq, 'Product' | 'PageSize'>): Promise<OrderListRes> =>
  http.call('order/getOrderList', { ...req, ...(product ? { Product: product } : {}), PageSize: 10 })

/** The official account /wechatShare asks people to follow (docs/sign-in.md#wechat-in-its-browser). */
export const officialAccount = (): Promise<WeChatOfficialAccount> => http.call('WeChatOAuth/OfficialAccount', {})
