/** Kysely types of scan to sign in (migration 0185_scan_sign_in). Conventions as in db/schema.ts. */
import type { Generated } from 'kysely'

/**
 * One code a browser asked for. No company's until a phone confirms it (company_id then says
 * whose session it became), so the table belongs to no company.
 */
export interface ScanSignInsTable {
  id: Generated<number>
  /** sha256 of the code as shown (normalised: upper case, no separators). */
  code_hash: string
  /** sha256 of the secret only the asking browser holds. */
  secret_hash: string
  /** 'Pending' | 'Scanned' | 'Confirmed' | 'Declined' | 'Used'. */
  status: string
  created_at: string
  expires_at: string
  /** What the asking browser said of itself and where it asked from. */
  user_agent: string
  ip: string
  time_zone: string
  /** The phone's account once it confirmed. */
  user_id: number | null
  company_id: number | null
  login_type: number | null
  decided_at: string | null
}

export interface ScanSignInTables {
  scan_sign_ins: ScanSignInsTable
}
