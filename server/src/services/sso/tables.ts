/**
 * Single sign-on's tables (migration 0187_single_sign_on, docs/sign-in.md): a company's OpenID
 * provider, and each round trip to a provider until it comes back (or its ten minutes pass).
 */
import type { PerCompanyColumns } from '../../lib/tables'

export interface CompanySsoTable extends PerCompanyColumns {
  enabled: number
  issuer: string
  client_id: string
  /** Never sent back to any client. */
  client_secret: string
  /** JSON array of lower-case e-mail domains. */
  domains: string
}

export interface SsoLoginsTable {
  /** The state parameter (random, 32 bytes base64url). */
  state: string
  company_id: number
  nonce: string
  code_verifier: string
  redirect_uri: string
  /** The route to open once signed in ('' = the remembered one). */
  land: string
  expires_at: string
  used_at: string | null
}

export interface SsoTables {
  company_sso: CompanySsoTable
  sso_logins: SsoLoginsTable
}
