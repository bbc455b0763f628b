/** Reconciliation calls (docs/money.md#reconciliation), for administrators with the cloud bill (the company's money). */
import * as P from '../../../../types/api/pay-ops'
import { defineDomain } from '../../http/call'
import * as R from './reconcile'

export const reconciliation = defineDomain(
  'pay-reconcile',
  "Reconciliation: the payment channels' daily statements against the ledgers",
  'pay-ops',
  (call, res) => {
    call('payReconcile/list', {
      summary: "The company's mismatches between a channel's statement and the ledgers, newest day first, by day and status, with the latest comparisons",
      auth: 'required',
      power: 'ManagePermission.CloudBill',
      body: P.MismatchListReq,
      result: res('MismatchListRes'),
      handle: (body, ctx) => R.listMismatches(ctx, body),
    })
    call('payReconcile/resolve', {
      summary: 'Resolves an open mismatch with what was done (written to the audit log)',
      auth: 'required',
      power: 'ManagePermission.CloudBill',
      body: P.MismatchResolveReq,
      result: res('Mismatch'),
      handle: (body, ctx) => R.resolveMismatch(ctx, body),
    })
    call('payReconcile/run', {
      summary: "Compares every configured channel's statement of a past China day with the ledgers now (as the daily job does)",
      auth: 'required',
      power: 'ManagePermission.CloudBill',
      body: P.ReconcileRunReq,
      result: res('ReconcileRunRes'),
      handle: (body, ctx) => R.runReconciliation(ctx, body),
    })
  },
)
