/** The clock is injected (AppDeps.clock) so tests can move time: token expiry, daily code quotas. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export const addSeconds = (d: Date, s: number): Date => new Date(d.getTime() + s * 1000)

const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** Calendar day in China Standard Time (UTC+8, no DST): "per day" quotas follow the users' day. */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}

/** 'yyyy-MM-dd HH:mm' in China time, the display format of notice times. */
export function chinaDateTime(iso: string): string {
  const s = new Date(new Date(iso).getTime() + CHINA_OFFSET_MS).toISOString()
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`
}
