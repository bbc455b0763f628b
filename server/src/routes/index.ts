/**
 * The call domains the app serves. A new domain (flights, approvals, ...) is a file in this
 * folder built with defineDomain() plus one line here; the core (app.ts, http/) stays untouched.
 */
import type { DomainDef } from '../http/call'
import auth from './auth'
import home from './home'
import system from './system'

export const DOMAINS: readonly DomainDef[] = [auth, home, system]
