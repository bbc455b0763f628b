/**
 * A hotel booking's authorization code against the trip applications (services/trip-forms), as
 * for flights: with IsCheckAuthorizationCode on, the code's application must cover the stay —
 * every guest a colleague travelling on it, the hotel's city on its itinerary, the check-in day
 * within its dates — or the booking is refused with 1001 saying why. Under VettingType 2
 * (approval by trip application) the code is resolved even when not checked, to learn whether an
 * approved application spares the order its approval. Answers whether one does.
 */
import { ErrorCode, type CommonSettings, type OrderFieldSettings } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import type { CompanyFields } from '../../kernel/orders/tables'
import { displayName } from '../../lib/names'
import { authorizationCodeError, resolveAuthorizationCode } from '../../services/trip-forms/authorization'
import { tripError } from '../../services/trip-forms/texts'
import type { Guest } from './guests'

export async function applyAuthorizationCode(
  ctx: AuthedContext,
  fields: CompanyFields,
  normal: OrderFieldSettings,
  common: CommonSettings,
  cityCode: string,
  checkIn: string,
  guests: readonly Guest[],
): Promise<boolean> {
  const code = fields.AuthorizationCode
  const ac = normal.AuthorizationCodeSettings
  const byApplication = normal.VettingSettings?.IsEnableVetting === true && normal.VettingSettings.VettingType === 2
  if (!code || (!ac.IsCheckAuthorizationCode && !byApplication)) return false
  const label = ctx.lang === 'en' || ctx.lang === 'ja' ? '' : ac.AuthorizationCodeName || common.AuthorizationCodeName
  const personIds = guests.flatMap((g) => (g.traveller.personId === null ? [] : [g.traveller.personId]))
  const r = await resolveAuthorizationCode(
    ctx.db,
    ctx.caller.companyId,
    code,
    { travellerPersonIds: personIds, departCityCode: cityCode, arriveCityCode: cityCode, departDate: checkIn },
    ctx.lang,
    label,
  )
  if (!r.ok) {
    if (ac.IsCheckAuthorizationCode) throw authorizationCodeError(r)
    return false
  }
  const typedIn = guests.find((g) => g.traveller.personId === null)
  if (typedIn) {
    if (ac.IsCheckAuthorizationCode)
      throw tripError(ErrorCode.ValidationFailed, 'codeTraveller', {
        name: label,
        code,
        traveller: displayName(typedIn.traveller),
        no: r.application.applicationNo,
      })
    return false
  }
  fields.AuthorizationCode = code.toUpperCase()
  return r.application.approved
}
