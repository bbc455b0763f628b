/**
 * Every server call of the travel-standard and reason-code screens (types/api/admin.ts). Power:
 * CompanyInfo.RankManage.Enable (and .<Product> for a product's standard),
 * CompanyInfo.ReasonCodeManage.Enable (and .<Product> or .LowestPrice to change); the server checks again.
 */
import type { RankItem, RankListRes, RankPolicyRes, ReasonAddReq, ReasonCodeItem, ReasonEditReq, SaveRankPolicyReq } from '@api/admin'
import type { RankProduct, ReasonKind, ReasonProduct } from '@api/admin-values'
import type { HotelCityListRes } from '@api/hotel'
import type { ProductSettingsRes, SettingGroup, SettingProduct } from '@api/settings-admin'
import { http } from '@/stores'

export const ranks = (): Promise<RankListRes> => http.call('rank/list', {})
export const addRank = (req: { Name: string; NameEn: string; Level: number }): Promise<RankItem> => http.call('rank/add', req, { loading: true })
export const renameRank = (req: { RankId: number; Name: string; NameEn: string; Level: number }): Promise<RankItem> =>
  http.call('rank/rename', req, { loading: true })
/** null: refused (1017 while somebody holds the rank); the page says why in its own words. */
export const deleteRank = (rankId: number): Promise<{ Count: number } | null> => http.call('rank/delete', { RankId: rankId }, { loading: true, silent: true })

/** One product's standard; several load side by side on the rank page. */
export const rankPolicy = (rankId: number, product: RankProduct): Promise<RankPolicyRes> =>
  http.call('rank/getPolicy', { RankId: rankId, Product: product }, { parallel: true })
export const saveRankPolicy = (req: SaveRankPolicyReq): Promise<RankPolicyRes> => http.call('rank/savePolicy', req, { loading: true })

/** Mainland or abroad hotel cities (names and tiers) for the hotel standard's city exceptions. */
export const hotelCities = (international: boolean): Promise<HotelCityListRes> =>
  http.call('newhotel/hotel/getHotelCityList', { International: international }, { parallel: true })

export const reasonCodes = (product: ReasonProduct, kind: ReasonKind): Promise<{ Items: ReasonCodeItem[] }> =>
  http.call('reasoncode/list', { Product: product, Kind: kind })
export const addReason = (req: ReasonAddReq): Promise<ReasonCodeItem> => http.call('reasoncode/add', req, { loading: true })
export const editReason = (req: ReasonEditReq): Promise<ReasonCodeItem> => http.call('reasoncode/edit', req, { loading: true })
export const deleteReason = (id: number): Promise<{ Count: number }> => http.call('reasoncode/delete', { ReasonCodeId: id }, { loading: true })

/** A product's booking settings (CompanyInfo.BaseInfo). */
export const productSettings = (product: SettingProduct): Promise<ProductSettingsRes> => http.call('productSettings/get', { Product: product })
export const saveProductSettings = (product: SettingProduct, value: SettingGroup): Promise<ProductSettingsRes> =>
  http.call('productSettings/save', { Product: product, Value: value }, { loading: true })
