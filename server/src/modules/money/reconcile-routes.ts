/** Reconciliation calls (docs/money.md#reconciliation), for administrators with the cloud bill (the company's money). */
import * as P from '../../../../types/api/pay-ops'
import { callTable, defineDomain } from '../../http/call'
import * as R from './reconcile'

export const reconciliation = defineDomain(
  'pay-reconcile',
  "Reconciliation: the payment channels' daily statements against the ledgers",
  'pay-ops',
  (call, res) => {
    callTable(
      call,
      { power: 'ManagePermission.CloudBill' },
      {
        'payReconcile/list': {
          summary: "The company's mismatches between a channel's statement and the ledgers, newest day first, by day and status, with the latest comparisons",
          body: P.MismatchListReq,
          result: res('MismatchListRes'),
          handle: (body, ctx) => R.listMismatches(ctx, body),
        },
        'payReconcile/resolve': {
          summary: 'Resolves an open mismatch with what was done (written to the audit log)',
          body: P.MismatchResolveReq,
          result: res('Mismatch'),
          handle: (body, ctx) => R.resolveMismatch(ctx, body),
        },
        'payReconcile/run': {
          summary: "Compares every configured channel's statement of a past China day with the ledgers now (as the daily job does)",
          body: P.ReconcileRunReq,
          result: res('ReconcileRunRes'),
          handle: (body, ctx) => R.runReconciliation(ctx, body),
        },
      },
    )
  },
)
