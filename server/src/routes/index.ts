/**
 * The call domains the app serves. A new domain (flights, approvals, ...) is a file in this
 * folder built with defineDomain() plus one line here; the core (app.ts, http/) stays untouched.
 */
import type { DomainDef } from '../http/call'
import auth from './auth'
import bookingData from './booking-data'
import uploads from './booking-data-uploads'
import flight from './flight'
import home from './home'
import orders from './orders'
import system from './system'
import approval from './approval'
import vettingSetting from './vetting-setting'
import tripForm from './trip-form'
import message from './message'

export const DOMAINS: readonly DomainDef[] = [auth, home, system, flight, bookingData, uploads, orders, approval, vettingSetting, tripForm, message]
