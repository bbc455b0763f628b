import { makeAutoObservable, runInAction } from 'mobx'
import type { Http } from '../core/http'

/** What map pages need to load the maps script (docs/data.md AMapKey). */
export interface AMapKey {
  key: string
  securityJsCode: string
  MapSource: number
}

export class MapKeyStore {
  value: AMapKey | null = null
  private pending: Promise<AMapKey> | null = null

  constructor() {
    makeAutoObservable<MapKeyStore, 'pending'>(this, { pending: false })
  }

  /**
   * The key, fetched only when not held (docs/server-calls.md). Callers arriving while it loads share the
   * one call; it is marked parallel so a second map page does not cancel the first's call, and
   * silent: a page without its map draws its own sketch, no error toast is due.
   */
  ensure(http: Pick<Http, 'call'>): Promise<AMapKey> {
    if (this.value) return Promise.resolve(this.value)
    if (this.pending) return this.pending
    const p = http
      .call('map/getInitInfo', {}, { parallel: true, silent: true })
      .then((res) => {
        if (!res) throw new Error('map/getInitInfo failed')
        const value: AMapKey = { key: res.MapKey.Key, securityJsCode: res.MapKey.Secret, MapSource: res.MapSource }
        runInAction(() => (this.value = value))
        return value
      })
      .finally(() => {
        this.pending = null
      })
    this.pending = p
    return p
  }

  clear(): void {
    this.value = null
  }
}
