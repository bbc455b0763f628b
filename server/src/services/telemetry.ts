/** Client error logs and usage events. Stored as reported; the caller's company is taken from the session, never from the payload. */
import type { ErrorLogReq, UsageEvent } from '../../../types/api'
import type { Caller, ClientInfo } from '../http/context'
import type { AppDeps } from '../deps'

export async function storeErrorLog(deps: AppDeps, caller: Caller | null, client: ClientInfo, log: ErrorLogReq): Promise<void> {
  await deps.db
    .insertInto('client_error_logs')
    .values({
      company_id: caller?.companyId ?? null,
      user_id: caller?.userId ?? null,
      appid: log.Appid,
      level: log.Level,
      title: log.Title,
      message: log.Message,
      client_time: log.Time,
      page_url: client.pageUrl.slice(0, 1000),
      device_info: client.device.slice(0, 1000),
      request_source: client.source.slice(0, 32),
      created_at: deps.clock().toISOString(),
    })
    .execute()
}

export async function storeUsageEvents(deps: AppDeps, caller: Caller | null, events: readonly UsageEvent[]): Promise<number> {
  if (events.length === 0) return 0
  const at = deps.clock().toISOString()
  await deps.db
    .insertInto('usage_events')
    .values(
      events.map((e) => ({
        company_id: caller?.companyId ?? null,
        user_id: caller?.userId ?? null,
        u: e.U,
        c: e.C,
        dt: e.DT,
        ed: e.ED,
        et: e.ET,
        fp: e.FP,
        tp: e.TP,
        created_at: at,
      })),
    )
    .execute()
  return events.length
}
