/**
 * A hotel group's membership bound in the personal centre (User/ThreePartyBind): a booker whose
 * account with the group's programme is bound books that group's stays on it. The price check
 * says so before submitting (BoundMember), the stay records the member number when no card was
 * typed (a typed card wins), and the order details show it masked. docs/hotels.md#stay-rooms-and-guests.
 */
import type { HotelMemberCard } from '../../../../types/api/hotel'
import type { BindProvider } from '../../../../types/api/personal-values'
import type { AuthedContext } from '../../http/context'
import { maskMobile } from '../../lib/mask'
import { boundAccount } from '../../services/personal/bindings'
import { groupByCode, type Hotel } from './catalog'
import { nameIn } from './labels'

/** The groups whose programme is a binding provider. */
export const GROUP_PROVIDERS: Readonly<Record<string, BindProvider>> = { HUAZHU: 'Huazhu' }

/** The stored card: the typed one, or the bound member number (`Bound`). */
export interface StoredMemberCard {
  GroupCode: string
  CardNo: string
  Bound?: boolean
}

/** The caller's bound membership of the hotel's group, or null. */
export async function boundMemberCard(ctx: AuthedContext, h: Hotel): Promise<StoredMemberCard | null> {
  const provider = GROUP_PROVIDERS[h.brand.group]
  if (!provider) return null
  const account = await boundAccount(ctx.db, ctx.caller.userId, provider, ctx.now().toISOString())
  return account ? { GroupCode: h.brand.group, CardNo: account, Bound: true } : null
}

/** How a card reads on a screen: a bound member number masked as a phone is. */
export function memberCardView(card: StoredMemberCard, lang: AuthedContext['lang']): HotelMemberCard {
  const group = groupByCode(card.GroupCode)
  return {
    GroupCode: card.GroupCode,
    GroupName: group ? nameIn(group.names, lang) : card.GroupCode,
    CardNo: card.Bound ? maskMobile(card.CardNo) : card.CardNo,
    Provider: card.Bound ? (GROUP_PROVIDERS[card.GroupCode] ?? null) : null,
  }
}
