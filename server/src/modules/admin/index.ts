/**
 * Company administration (/business; docs/administration.md). A module like the products: its
 * calls, tables and migration; it reaches the products only through the kernel's registries
 * (kernel/ranks for travel standards, kernel/orders/open.ts for open orders).
 */
import type { DomainDef } from '../../http/call'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {}
