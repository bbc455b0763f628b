/** The reports module (docs/reports.md): reads every product's orders through the order kernel's registry; registers nothing. */
import type { DomainDef } from '../../http/call'
import routes from './routes'

export const domains: readonly DomainDef[] = [routes]

export function register(): void {}
