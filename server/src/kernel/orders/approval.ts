/**
 * Whether a new order (or a refund, a change) needs approval. Needed when the product's
 * VettingSettings.IsEnableVetting is on and
 *   VettingType 0 (always),
 *   VettingType 1 only when a segment is out of policy,
 *   VettingType 2 (by trip application) unless the order carries the authorization code of an
 *     approved trip application that covers it (the booking resolves the code);
 * unless every traveller is on the approval whitelist (approval_whitelist, product 'All' or the
 * product). A non-employee or typed-in traveller counts as the booker.
 */
import type { VettingSettings } from '../../../../types/api'
import type { Db } from '../../db/schema'
import { isWhitelisted } from '../../services/approvals/engine'

export async function needsApproval(
  db: Db,
  companyId: number,
  product: string,
  vetting: VettingSettings | undefined,
  allInPolicy: boolean,
  responsiblePersonIds: readonly number[],
  coveredByApprovedApplication = false,
): Promise<boolean> {
  if (!vetting?.IsEnableVetting) return false
  if (vetting.VettingType === 1 && allInPolicy) return false
  if (vetting.VettingType === 2 && coveredByApprovedApplication) return false
  return !(await isWhitelisted(db, companyId, responsiblePersonIds, product))
}
