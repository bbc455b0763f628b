/**
 * Kysely types of the personal centre (migration 0095_personal). Conventions as in db/schema.ts:
 * ISO UTC text timestamps, 0/1 booleans, `_json` text.
 */
import type { Selectable } from 'kysely'
import type { CompanyRowColumns } from '../../lib/tables'

export interface UserSettingsTable extends CompanyRowColumns {
  user_id: number
  privacy_protect: number
  /** NotificationSwitches as saved (merged over DEFAULT_NOTIFICATIONS when read). */
  notify_json: string
  emergency_name: string | null
  emergency_country_code: string | null
  emergency_mobile: string | null
  updated_at: string
}

/** Who saw which unmasked value, when (user/revealPrivate). */
export interface PrivacyRevealsTable extends CompanyRowColumns {
  user_id: number
  source: string
  /** 'Self', 'FrequentTraveler:12', 'OrderPassenger:F2026...:0', 'EmergencyContact'. */
  ref: string
  field: string
  created_at: string
}

export interface ThirdPartyBindingsTable extends CompanyRowColumns {
  user_id: number
  provider: string
  /** Unbound | Verifying | Bound */
  state: string
  /** The provider account as entered ('86 13800000001' for phones); '' while unbound or verifying. */
  account: string
  link_token_hash: string | null
  link_expires_at: string | null
  bound_at: string | null
  updated_at: string
}

export interface EmergencyAlarmsTable extends CompanyRowColumns {
  user_id: number
  order_id: number
  contact_name: string
  contact_country_code: string
  contact_mobile: string
  note: string
  message_text: string
  /** The public share's bearer token (random, 32 bytes): the link is meant to be passed on. */
  share_token: string
  share_expires_at: string
  /** SharedTrip, frozen when raised. */
  trip_json: string
  created_at: string
}

export interface PersonalTables {
  user_settings: UserSettingsTable
  privacy_reveals: PrivacyRevealsTable
  third_party_bindings: ThirdPartyBindingsTable
  emergency_alarms: EmergencyAlarmsTable
  user_cache: UserCacheTable
}

export type UserSettingsRow = Selectable<UserSettingsTable>
export type BindingRow = Selectable<ThirdPartyBindingsTable>

/** A person's own small values kept by the server for their clients (cache/get, cache/set; migration 0189_user_cache). */
export interface UserCacheTable {
  company_id: number
  user_id: number
  cache_key: string
  value: string
  updated_at: string
}
