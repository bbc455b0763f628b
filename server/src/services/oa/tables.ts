/**
 * Office-automation sign-in's tables (migration 0195_oa_wechat_sign_in, docs/sign-in.md): a
 * company's OA configuration, and the nonces of the tickets already used (kept until no ticket
 * carrying them could still be fresh).
 */
import type { PerCompanyColumns } from '../../lib/tables'

export interface CompanyOaTable extends PerCompanyColumns {
  enabled: number
  /** The OA system's name, shown on /callback4Oa. */
  oa_name: string
  /** 64 hex characters ('' = none yet). Shown once, when made; never sent back afterwards. */
  secret: string
  clock_skew_seconds: number
}

export interface OaNoncesTable {
  company_id: number
  nonce: string
  /** When the nonce may be forgotten: no ticket with it is fresh any more. */
  expires_at: string
}

export interface OaTables {
  company_oa: CompanyOaTable
  oa_nonces: OaNoncesTable
}
