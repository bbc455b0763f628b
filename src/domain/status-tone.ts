/**
 * The four colours of docs/ux.md applied to approval and application statuses, shared by the approval and the trip
 * application pages: waiting = orange, passed = green, refused = red, ended without a decision =
 * grey; 'info' (blue) marks the requester's own entry.
 */
export type Tone = 'wait' | 'pass' | 'fail' | 'off' | 'info'

/** A status's tone from a table of the statuses of each tone; a status the table does not name takes `otherwise`. */
function toneTable(table: Partial<Record<Tone, readonly string[]>>, otherwise: Tone): (status: string) => Tone {
  const byStatus = new Map(Object.entries(table).flatMap(([tone, statuses]) => statuses.map((s) => [s, tone as Tone] as const)))
  return (status) => byStatus.get(status) ?? otherwise
}

/** Expired, Cancelled, Skipped and anything a newer server adds: ended, nothing to do ('off'). */
export const approvalTone = toneTable(
  {
    wait: ['Pending', 'Waiting'],
    pass: ['Approved', 'ManuallyPassed', 'SystemApproved', 'NotRequired'],
    fail: ['Rejected', 'Failed'],
    info: ['Submitted'],
  },
  'off',
)

/** docs/order-states.md application statuses in the same colours: a draft is 'info', under review 'wait'. */
export const applicationTone = toneTable({ info: ['Unsubmitted'], wait: ['Submitted'], pass: ['Approved'], fail: ['Rejected'] }, 'off')

/**
 * docs/order-states.md order statuses (every product, through the order kernel) in the same
 * colours: waiting on someone else orange, waiting on the traveller (pay, being issued) blue,
 * done green, ended or failed grey.
 */
export const orderTone = toneTable(
  {
    wait: ['PendingApproval', 'Refunding', 'Changing'],
    info: ['Placed', 'PaymentFailed', 'Paid', 'Ticketing'],
    off: ['Cancelled', 'Voided', 'RefundFailed', 'ChangeFailed'],
  },
  'pass',
)
