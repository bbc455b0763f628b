/**
 * The approval contract's plain values (no TypeBox): the approval states every subject and trip
 * application shares. types/api/approval.ts re-exports them.
 */

/**
 * docs/order-states.md approval labels. Submitted is the requester's entry in the history (never the state of
 * a whole approval); Failed: no approver could be found; ManuallyPassed: an administrator passed a
 * pending approval; SystemApproved: the traveller is on the whitelist, nobody had to decide.
 */
export const VETTING_STATUSES = ['Pending', 'Approved', 'Rejected', 'Expired', 'Cancelled', 'Submitted', 'Failed', 'ManuallyPassed', 'SystemApproved'] as const
export type VettingStatus = (typeof VETTING_STATUSES)[number]
