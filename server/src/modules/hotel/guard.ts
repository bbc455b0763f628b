/**
 * Which product a hotel call is about, and the power it needs: a city abroad is an international
 * hotel (BusinessPermission.IntlHotel), a mainland one a domestic hotel (BusinessPermission.Hotel).
 * The calls name a city or a hotel, not a product, so the handler checks once it knows which.
 */
import { ErrorCode, type PowerKey } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import { assertPower } from '../../services/power'
import { hotelById, type Hotel } from './catalog'
import { hotelCity, type HotelCityDef } from './cities'
import type { HotelProduct } from './rank'
import { hotelError, invalid } from './texts'

export const hotelProduct = (city: Pick<HotelCityDef, 'international'>): HotelProduct => (city.international ? 'IntlHotel' : 'Hotel')

const POWERS: Record<HotelProduct, Record<'Search' | 'Book' | 'Orders', PowerKey>> = {
  Hotel: { Search: 'BusinessPermission.Hotel.Search', Book: 'BusinessPermission.Hotel.Book', Orders: 'MyPermission.Orders.Hotel.Enable' },
  IntlHotel: { Search: 'BusinessPermission.IntlHotel.Search', Book: 'BusinessPermission.IntlHotel.Book', Orders: 'MyPermission.Orders.IntlHotel.Enable' },
}

export async function requirePowerFor(ctx: AuthedContext, international: boolean, need: 'Search' | 'Book' | 'Orders'): Promise<void> {
  assertPower(await ctx.power(), POWERS[international ? 'IntlHotel' : 'Hotel'][need])
}

export async function requireCity(ctx: AuthedContext, code: string, need: 'Search' | 'Book'): Promise<HotelCityDef> {
  const city = hotelCity(code)
  if (!city) throw invalid('hotelCityUnknown', { code })
  await requirePowerFor(ctx, city.international, need)
  return city
}

export async function requireHotel(ctx: AuthedContext, id: number, need: 'Search' | 'Book'): Promise<Hotel> {
  const h = hotelById(id)
  if (!h) throw hotelError(ErrorCode.NotFound, 'hotelNotFound')
  await requirePowerFor(ctx, h.city.international, need)
  return h
}
