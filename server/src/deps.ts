/**
 * What every service needs, built once per app: the database, the configuration, the clock and
 * the outbound-message channel. Handlers reach it through the call context.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from './config'
import type { Database } from './db/schema'
import type { Clock } from './lib/time'
import type { ReferenceData } from './db/reference-data'
import type { PaymentChannels } from './services/money/channels/types'

/** A code leaving the system by SMS or e-mail. */
export interface OutboundCode {
  channel: 'sms' | 'email'
  /** Full address: '86 13800000001' or an e-mail address. */
  to: string
  /** Masked address for logs: '+86 138****0001'. */
  maskedTo: string
  code: string
  purpose: string
}

/**
 * There is no SMS or mail gateway: the default notifier writes a log line
 * `[sms] to +86 138****0001 code 123456`. A real gateway implements this one function.
 */
export type Notifier = (message: OutboundCode) => void | Promise<void>

export interface AppDeps {
  db: Kysely<Database>
  config: AppConfig
  clock: Clock
  notifier: Notifier
  log: FastifyBaseLogger
  reference: ReferenceData
  /** The payment channels the merchant has configured (docs/money.md#channels). */
  payments: PaymentChannels
}
