/**
 * Every translation namespace, statically imported per language so both bundlers inline
 * them and a missing file fails the build. To add a namespace: add its four imports and one
 * entry per language below, and its name to NAMESPACES. tests/unit/i18n checks that every
 * locale file is listed here and that the four languages have identical keys.
 */
import zhCNCommon from './locales/zh-CN/common.json'
import zhCNErrors from './locales/zh-CN/errors.json'
import zhCNWidgets from './locales/zh-CN/widgets.json'
import zhCNValidation from './locales/zh-CN/validation.json'
import zhCNShell from './locales/zh-CN/shell.json'
import zhCNAccount from './locales/zh-CN/account.json'
import zhCNAuth from './locales/zh-CN/auth.json'
import zhCNFlight from './locales/zh-CN/flight.json'
import zhCNFlightOrder from './locales/zh-CN/flightOrder.json'
import zhCNApproval from './locales/zh-CN/approval.json'
import zhCNTravelApply from './locales/zh-CN/travelApply.json'
import zhCNTrip from './locales/zh-CN/trip.json'
import zhTWCommon from './locales/zh-TW/common.json'
import zhTWErrors from './locales/zh-TW/errors.json'
import zhTWWidgets from './locales/zh-TW/widgets.json'
import zhTWValidation from './locales/zh-TW/validation.json'
import zhTWShell from './locales/zh-TW/shell.json'
import zhTWAccount from './locales/zh-TW/account.json'
import zhTWAuth from './locales/zh-TW/auth.json'
import zhTWFlight from './locales/zh-TW/flight.json'
import zhTWFlightOrder from './locales/zh-TW/flightOrder.json'
import zhTWApproval from './locales/zh-TW/approval.json'
import zhTWTravelApply from './locales/zh-TW/travelApply.json'
import zhTWTrip from './locales/zh-TW/trip.json'
import enCommon from './locales/en/common.json'
import enErrors from './locales/en/errors.json'
import enWidgets from './locales/en/widgets.json'
import enValidation from './locales/en/validation.json'
import enShell from './locales/en/shell.json'
import enAccount from './locales/en/account.json'
import enAuth from './locales/en/auth.json'
import enFlight from './locales/en/flight.json'
import enFlightOrder from './locales/en/flightOrder.json'
import enApproval from './locales/en/approval.json'
import enTravelApply from './locales/en/travelApply.json'
import enTrip from './locales/en/trip.json'
import jaCommon from './locales/ja/common.json'
import jaErrors from './locales/ja/errors.json'
import jaWidgets from './locales/ja/widgets.json'
import jaValidation from './locales/ja/validation.json'
import jaShell from './locales/ja/shell.json'
import jaAccount from './locales/ja/account.json'
import jaAuth from './locales/ja/auth.json'
import jaFlight from './locales/ja/flight.json'
import jaFlightOrder from './locales/ja/flightOrder.json'
import jaApproval from './locales/ja/approval.json'
import jaTravelApply from './locales/ja/travelApply.json'
import jaTrip from './locales/ja/trip.json'

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
export type Lng = (typeof LANGUAGES)[number]

export const NAMESPACES = ['common', 'errors', 'widgets', 'validation', 'shell', 'account', 'auth', 'flight', 'flightOrder', 'approval', 'travelApply', 'trip'] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Nested string tables as read from JSON. */
export interface Table {
  [key: string]: string | Table
}

export const resources: Record<Lng, Record<Namespace, Table>> = {
  'zh-CN': { common: zhCNCommon, errors: zhCNErrors, widgets: zhCNWidgets, validation: zhCNValidation, shell: zhCNShell, account: zhCNAccount, auth: zhCNAuth, flight: zhCNFlight, flightOrder: zhCNFlightOrder, approval: zhCNApproval, travelApply: zhCNTravelApply, trip: zhCNTrip },
  'zh-TW': { common: zhTWCommon, errors: zhTWErrors, widgets: zhTWWidgets, validation: zhTWValidation, shell: zhTWShell, account: zhTWAccount, auth: zhTWAuth, flight: zhTWFlight, flightOrder: zhTWFlightOrder, approval: zhTWApproval, travelApply: zhTWTravelApply, trip: zhTWTrip },
  en: { common: enCommon, errors: enErrors, widgets: enWidgets, validation: enValidation, shell: enShell, account: enAccount, auth: enAuth, flight: enFlight, flightOrder: enFlightOrder, approval: enApproval, travelApply: enTravelApply, trip: enTrip },
  ja: { common: jaCommon, errors: jaErrors, widgets: jaWidgets, validation: jaValidation, shell: jaShell, account: jaAccount, auth: jaAuth, flight: jaFlight, flightOrder: jaFlightOrder, approval: jaApproval, travelApply: jaTravelApply, trip: jaTrip },
}
