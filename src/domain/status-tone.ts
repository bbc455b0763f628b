/**
 * The four colours of docs/ux.md applied to approval and application statuses, shared by the approval and the trip
 * application pages: waiting = orange, passed = green, refused = red, ended without a decision =
 * grey; 'info' (blue) marks the requester's own entry.
 */
export type Tone = 'wait' | 'pass' | 'fail' | 'off' | 'info'

export function approvalTone(status: string): Tone {
  switch (status) {
    case 'Pending':
    case 'Waiting':
      return 'wait'
    case 'Approved':
    case 'ManuallyPassed':
    case 'SystemApproved':
    case 'NotRequired':
      return 'pass'
    case 'Rejected':
    case 'Failed':
      return 'fail'
    case 'Submitted':
      return 'info'
    default:
      // Expired, Cancelled, Skipped and anything a newer server adds: ended, nothing to do.
      return 'off'
  }
}

/** docs/order-states.md application statuses in the same colours: a draft is 'info', under review 'wait'. */
export function applicationTone(status: string): Tone {
  switch (status) {
    case 'Unsubmitted':
      return 'info'
    case 'Submitted':
      return 'wait'
    case 'Approved':
      return 'pass'
    case 'Rejected':
      return 'fail'
    default:
      return 'off'
  }
}

/**
 * docs/order-states.md order statuses (every product, through the order kernel) in the same
 * colours: waiting on someone else orange, waiting on the traveller (pay, being issued) blue,
 * done green, ended or failed grey.
 */
export function orderTone(status: string): Tone {
  switch (status) {
    case 'PendingApproval':
    case 'Refunding':
    case 'Changing':
      return 'wait'
    case 'Placed':
    case 'PaymentFailed':
    case 'Paid':
    case 'Ticketing':
      return 'info'
    case 'Cancelled':
    case 'Voided':
    case 'RefundFailed':
    case 'ChangeFailed':
      return 'off'
    default:
      return 'pass'
  }
}
