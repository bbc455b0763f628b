/**
 * The calls of company administration (/business; docs/administration.md). Each names the
 * ManagePermission flag it needs (1003 otherwise, checked by the call layer before the handler);
 * travel standards and reason codes check the product's own flag as well. Two calls need no flag:
 * invite/getinviteinfo and invite/join are for the invited person (no sign-in), and
 * messenger/acceptBinding is the signed-in employee's own.
 */
import * as A from '../../../../types/api/admin'
import { defineDomain } from '../../http/call'
import { companyCalls } from './routes-company'
import { joiningCalls } from './routes-joining'
import { organisationCalls } from './routes-org'
import { staffCalls } from './routes-staff'

export default defineDomain<A.AdminCalls>('admin', 'Company administration: staff, organisation, travel standards, reason codes, roles, company', (call) => {
  staffCalls(call)
  joiningCalls(call)
  organisationCalls(call)
  companyCalls(call)
})
