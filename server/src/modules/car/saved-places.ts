/**
 * A rider's home and office (car/savedPlaces, car/setSavedPlace): places of the city's place
 * search (places.ts), one per slot, kept per person. Both calls read and write the caller's own
 * only: no request names a person, so another person's places are never seen or changed.
 */
import type { CarSavedPlacesRes, CarSetSavedPlaceReq } from '../../../../types/api/car'
import type { AuthedContext } from '../../http/context'
import { placeById, placeView } from './places'
import { invalid } from './texts'

export async function savedPlaces(ctx: AuthedContext): Promise<CarSavedPlacesRes> {
  const rows = await ctx.db
    .selectFrom('car_saved_places')
    .select(['slot', 'place_id'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('person_id', '=', ctx.caller.personId)
    .execute()
  const of = (slot: string) => {
    const p = placeById(rows.find((r) => r.slot === slot)?.place_id ?? '')
    return p ? placeView(p, ctx.lang) : null
  }
  return { Home: of('Home'), Office: of('Office') }
}

export async function setSavedPlace(ctx: AuthedContext, req: CarSetSavedPlaceReq): Promise<CarSavedPlacesRes> {
  const person = ctx.caller.personId
  if (req.PlaceId === null) {
    await ctx.db.deleteFrom('car_saved_places').where('person_id', '=', person).where('slot', '=', req.Slot).execute()
    return savedPlaces(ctx)
  }
  if (!placeById(req.PlaceId)) throw invalid('carPlaceUnknown', { id: req.PlaceId })
  const updated_at = ctx.now().toISOString()
  await ctx.db
    .insertInto('car_saved_places')
    .values({ company_id: ctx.caller.companyId, person_id: person, slot: req.Slot, place_id: req.PlaceId, updated_at })
    .onConflict((oc) => oc.columns(['person_id', 'slot']).doUpdateSet({ place_id: req.PlaceId!, updated_at }))
    .execute()
  return savedPlaces(ctx)
}
