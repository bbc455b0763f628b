/**
 * Whether a new order (or a refund, a change) needs approval. Needed when the product's
 * VettingSettings.IsEnableVetting is on and
 *   VettingType 0 (always),
 *   VettingType 1 only when a segment is out of policy,
 *   VettingType 2 (by trip application) unless the order carries the authorization code of an
 *     approved trip application that covers it (the booking resolves the code);
 * unless every traveller is on the approval whitelist (approval_whitelist, product 'All' or the
 * product). A non-employee or typed-in traveller counts as the booker.
 *
 * Out of policy, the responsible persons' ranks decide first (kernel/ranks, rank/savePolicy
 * Breach): Forbidden refuses the booking (1021), NeedsApproval sends it to approval whatever the
 * VettingSettings (whitelisted travellers excepted), AllowWithReason leaves it to the settings.
 */
import type { VettingSettings } from '../../../../types/api'
import type { Db } from '../../db/schema'
import { isWhitelisted } from '../../services/approvals/engine'
import { ErrorCode } from '../../../../types/api'
import { RANK_PRODUCTS, type BreachAction, type RankProduct } from '../../../../types/api/admin-values'
import { strictestOf } from '../ranks'
import type { OrderRow } from './tables'
import { orderError } from './texts'

/** The strictest breach action of the persons' ranks for the product (read directly: a booking is a write). */
async function breachOfPersons(db: Db, companyId: number, product: string, personIds: readonly number[]): Promise<BreachAction> {
  if (!(RANK_PRODUCTS as readonly string[]).includes(product) || !personIds.length) return 'AllowWithReason'
  const rows = await db
    .selectFrom('persons')
    .innerJoin('rank_rules', (j) => j.onRef('rank_rules.rank_id', '=', 'persons.rank_id').on('rank_rules.product', '=', product as RankProduct))
    .select('rank_rules.breach')
    .where('persons.company_id', '=', companyId)
    .where('rank_rules.company_id', '=', companyId)
    .where('persons.id', 'in', [...personIds])
    .execute()
  return strictestOf(rows.map((r) => r.breach))
}

export async function needsApproval(
  db: Db,
  companyId: number,
  product: string,
  vetting: VettingSettings | undefined,
  allInPolicy: boolean,
  responsiblePersonIds: readonly number[],
  coveredByApprovedApplication = false,
): Promise<boolean> {
  if (!allInPolicy) {
    const breach = await breachOfPersons(db, companyId, product, responsiblePersonIds)
    if (breach === 'Forbidden') throw orderError(ErrorCode.PolicyForbidden, 'policyForbidden')
    if (breach === 'NeedsApproval') return !(await isWhitelisted(db, companyId, responsiblePersonIds, product))
  }
  if (!vetting?.IsEnableVetting) return false
  if (vetting.VettingType === 1 && allInPolicy) return false
  if (vetting.VettingType === 2 && coveredByApprovedApplication) return false
  return !(await isWhitelisted(db, companyId, responsiblePersonIds, product))
}

/**
 * Whether a refund or change of these tickets waits for approval, as the company's rule for it
 * (`vetting`) says: decided for the tickets' travellers, the booker for one who is no person of
 * the company.
 */
export async function afterSaleNeedsApproval(
  db: Db,
  order: OrderRow,
  product: string,
  tickets: readonly { passenger_id: number }[],
  vetting: VettingSettings,
): Promise<boolean> {
  if (!vetting.IsEnableVetting) return false
  const pax = await db
    .selectFrom('order_passengers')
    .select('person_id')
    .where(
      'id',
      'in',
      tickets.map((t) => t.passenger_id),
    )
    .execute()
  const responsible = [...new Set(pax.map((p) => p.person_id ?? order.booker_person_id))]
  return needsApproval(db, order.company_id, product, vetting, true, responsible.length ? responsible : [order.booker_person_id])
}
