/**
 * The ordered list of migrations. Names sort in run order and never change: a database records
 * the names it ran. A new domain adds a file `NNNN_<name>.ts` exporting `migration` (a product
 * module keeps its own in modules/<product>/migration.ts) and one line here.
 */
import { migration as orderKernel } from '../../kernel/orders/migration'
import { migration as flight } from '../../modules/flight/migration'
import { migration as hotel } from '../../modules/hotel/migration'
import { migration as train } from '../../modules/train/migration'
import { invoiceMigration as diningInvoices, migration as dining } from '../../modules/dining/migration'
import { migration as intlflight } from '../../modules/intlflight/migration'
import { migration as bus } from '../../modules/bus/migration'
import { migration as disruptions } from '../../kernel/disruptions/migration'
import { migration as subscribeMessages } from '../../services/subscribe-messages/migration'
import { complaintMigration as carComplaints, migration as car, savedPlacesMigration as carSavedPlaces } from '../../modules/car/migration'
import { migration as reportFacts } from '../../modules/reports/migration'
import type { DialectMigration } from './helpers'
import { migration as m0001 } from './0001_tenancy'
import { migration as m0002 } from './0002_auth'
import { migration as m0003 } from './0003_content'
import { migration as m0020 } from './0020_approvals'
import { migration as m0030 } from './0030_request_fingerprints'
import { migration as m0050 } from './0050_cache_generation'
import { migration as m0070 } from './0070_travellers'
import { migration as m0080 } from './0080_money'
import { migration as m0081 } from './0081_invoices_mall'
import { migration as m0082 } from './0082_change_intents'
import { migration as m0083 } from './0083_rate_cache'
import { migration as m0084 } from './0084_order_pay_deadline'
import { migration as m0090 } from './0090_support'
import { migration as m0095 } from './0095_personal'
import { migration as m0189 } from './0189_user_cache'
import { migration as m0195 } from './0195_oa_wechat_sign_in'
import { migration as m0110 } from './0110_admin'
import { migration as admin } from '../../modules/admin/migration'
import { migration as m0120 } from './0120_appointed_approvers'
import { migration as m0130 } from './0130_inventory_generation'
import { migration as m0140 } from './0140_change_service_numbers'
import { migration as m0150 } from './0150_pay_channels'
import { migration as m0151 } from './0151_pay_operations'
import { migration as m0152 } from './0152_pay_late_checks'
import { migration as m0155 } from './0155_client_limits'
import { migration as m0185 } from './0185_scan_sign_in'
import { migration as m0187 } from './0187_single_sign_on'
import { migration as m0188 } from './0188_passkeys'

/** Parts run as one migration, in order (down in reverse). */
function together(...parts: DialectMigration[]): DialectMigration {
  return {
    nonTenantTables: parts.flatMap((p) => p.nonTenantTables ?? []),
    async up(db, dialect) {
      for (const p of parts) await p.up(db, dialect)
    },
    async down(db, dialect) {
      for (const p of [...parts].reverse()) await p.down?.(db, dialect)
    },
  }
}

export const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_tenancy': m0001,
  '0002_auth': m0002,
  '0003_content': m0003,
  // The order kernel's and the flight module's tables were one migration before they were split.
  '0010_flight_orders': together(orderKernel, flight),
  '0020_approvals': m0020,
  '0030_request_fingerprints': m0030,
  '0040_hotels': hotel,
  '0050_cache_generation': m0050,
  '0060_trains': train,
  '0070_travellers': m0070,
  '0080_money': m0080,
  '0081_invoices_mall': m0081,
  '0082_change_intents': m0082,
  '0083_rate_cache': m0083,
  '0084_order_pay_deadline': m0084,
  '0090_support': m0090,
  '0095_personal': m0095,
  '0100_intl_flights': intlflight,
  '0110_admin': together(m0110, admin),
  '0120_appointed_approvers': m0120,
  '0130_inventory_generation': m0130,
  '0140_change_service_numbers': m0140,
  '0150_pay_channels': m0150,
  '0151_pay_operations': m0151,
  '0152_pay_late_checks': m0152,
  '0155_client_limits': m0155,
  '0163_cars': car,
  '0175_dining': dining,
  '0176_bus': bus,
  '0177_dining_invoices': diningInvoices,
  '0178_car_complaints': carComplaints,
  '0180_report_facts': reportFacts,
  '0185_scan_sign_in': m0185,
  '0186_car_saved_places': carSavedPlaces,
  '0187_single_sign_on': m0187,
  '0188_passkeys': m0188,
  '0189_user_cache': m0189,
  '0190_disruptions': together(subscribeMessages, disruptions),
  '0195_oa_wechat_sign_in': m0195,
}
