/**
 * The call domains of the core: accounts, start-up data, system calls, approvals, trip
 * applications and messages. A new core domain is a file in this folder built with
 * defineDomain() plus one line here; the order kernel's calls and each product module's are
 * added by modules/index.ts, which gives the app every domain (DOMAINS).
 */
import type { DomainDef } from '../http/call'
import approval from './approval'
import auth from './auth'
import home from './home'
import message from './message'
import passkey from './passkey'
import support from './support'
import personal from './personal'
import scanSignIn from './scan-sign-in'
import system from './system'
import traveller from './traveller'
import tripForm from './trip-form'
import userTools from './user-tools'
import vettingSetting from './vetting-setting'

export const CORE_DOMAINS: readonly DomainDef[] = [
  auth,
  home,
  system,
  approval,
  vettingSetting,
  tripForm,
  message,
  traveller,
  support,
  personal,
  scanSignIn,
  userTools,
  passkey,
]
