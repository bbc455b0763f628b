/**
 * Per-user settings of the personal centre (user_settings): privacy protection and the
 * notification switches per topic and channel. A user without a row has the defaults
 * (protection off, DEFAULT_NOTIFICATIONS). The message centre asks `inAppTopics` which of its
 * categories the reader still wants.
 */
import type { Kysely } from 'kysely'
import type { PersonalSettings, SavePersonalSettingsReq, NotificationSwitches } from '../../../../types/api/personal'
import { DEFAULT_NOTIFICATIONS, NOTIFY_CHANNELS, NOTIFY_TOPICS, type NotifyTopic } from '../../../../types/api/personal-values'
import type { Database, Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { loadSetting } from '../company'
import type { UserSettingsRow } from './tables'
import { equal } from '../../db/match'

export function notificationsOf(row: Pick<UserSettingsRow, 'notify_json'> | undefined): NotificationSwitches {
  const saved = row ? (JSON.parse(row.notify_json) as Partial<NotificationSwitches>) : {}
  return Object.fromEntries(NOTIFY_TOPICS.map((t) => [t, { ...DEFAULT_NOTIFICATIONS[t], ...saved[t] }])) as NotificationSwitches
}

export function settingsRow(db: Db, companyId: number, userId: number): Promise<UserSettingsRow | undefined> {
  return (db as Kysely<Database>).selectFrom('user_settings').selectAll().where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst()
}

/** Whether the user's own privacy protection is on (one indexed read). */
export async function privacyOn(db: Db, companyId: number, userId: number): Promise<boolean> {
  const row = await (db as Kysely<Database>)
    .selectFrom('user_settings')
    .select('privacy_protect')
    .where((eb) => equal(eb, { company_id: companyId, user_id: userId }))
    .executeTakeFirst()
  return row?.privacy_protect === 1
}

/** The topics the user wants in the message centre (InApp on). */
export async function inAppTopics(db: Db, companyId: number, userId: number): Promise<Set<NotifyTopic>> {
  const n = notificationsOf(await settingsRow(db, companyId, userId))
  return new Set(NOTIFY_TOPICS.filter((t) => n[t].InApp))
}

/** Creates the caller's row with the defaults when missing; the row is then updated in place. */
export async function ensureSettingsRow(db: Db, companyId: number, userId: number, at: string): Promise<UserSettingsRow> {
  await (db as Kysely<Database>)
    .insertInto('user_settings')
    .values({
      company_id: companyId,
      user_id: userId,
      privacy_protect: 0,
      notify_json: JSON.stringify(DEFAULT_NOTIFICATIONS),
      emergency_name: null,
      emergency_country_code: null,
      emergency_mobile: null,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  return (await settingsRow(db, companyId, userId))!
}

export async function getPersonalSettings(ctx: AuthedContext): Promise<PersonalSettings> {
  const { companyId, userId } = ctx.caller
  const [row, company] = await Promise.all([settingsRow(ctx.db, companyId, userId), loadSetting(ctx.db, companyId)])
  return {
    EnablePrivacyProtect: row?.privacy_protect === 1,
    Notifications: notificationsOf(row),
    CompanyPrivacyProtect: Boolean(company.CommonSettings.EnablePrivacyProtect),
  }
}

export async function savePersonalSettings(ctx: AuthedContext, req: SavePersonalSettingsReq): Promise<PersonalSettings> {
  const { companyId, userId, personId } = ctx.caller
  const at = ctx.now().toISOString()
  const row = await ensureSettingsRow(ctx.db, companyId, userId, at)
  const notify = notificationsOf(row)
  for (const t of NOTIFY_TOPICS)
    for (const c of NOTIFY_CHANNELS) {
      const v = req.Notifications?.[t]?.[c]
      if (v !== undefined) notify[t][c] = v
    }
  // docs/validation.md: e-mail cannot be empty when e-mail notification is on.
  if (NOTIFY_TOPICS.some((t) => notify[t].Email)) {
    const person = await ctx.db.selectFrom('persons').select('email').where('company_id', '=', companyId).where('id', '=', personId).executeTakeFirst()
    if (!person?.email) throw fail.validation('emailNeededForNotice')
  }
  await ctx.db
    .updateTable('user_settings')
    .set({
      privacy_protect: req.EnablePrivacyProtect === undefined ? row.privacy_protect : req.EnablePrivacyProtect ? 1 : 0,
      notify_json: JSON.stringify(notify),
      updated_at: at,
    })
    .where('id', '=', row.id)
    .execute()
  return getPersonalSettings(ctx)
}
