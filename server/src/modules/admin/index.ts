/**
 * Company administration (/business; docs/administration.md). A module like the products: its
 * calls, tables and migration; it reaches the products only through the kernel's registries
 * (kernel/ranks for travel standards, kernel/orders/open.ts for open orders), and lends them its
 * audit log the same way (kernel/audit.ts).
 */
import type { DomainDef } from '../../http/call'
import { registerAuditLog } from '../../kernel/audit'
import { audit } from './audit'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

/** The audit log takes other modules' administrative changes too (kernel/audit.ts: company exchange rates). */
export function register(): void {
  registerAuditLog(audit)
}
