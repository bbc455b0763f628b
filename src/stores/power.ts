/**
 * PersonalPower behind `can(key)`. Missing object, missing flag or anything but `true`
 * means denied (docs/roles-and-powers.md); the server enforces the same flags.
 */
import { makeAutoObservable, observable } from 'mobx'
import {
  ALWAYS_DENIED,
  SCOPE_KINDS,
  type CustomerServiceQAPermission,
  type DemoEntry,
  type PersonalPower,
  type PowerKey,
  type Scope,
  type ScopeProduct,
} from '../../types/api/power'
import { isPlainObject } from './merge'

export type DemoName = keyof CustomerServiceQAPermission['Demos']

/** Least privilege when no scope arrived: only oneself. */
export const SELF_SCOPE: Scope = Object.freeze({ Kind: 'Self', DepartmentIds: [], StaffIds: [] }) as Scope

function numbers(v: unknown): number[] {
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []
}

function scopeOf(v: unknown): Scope {
  if (!isPlainObject(v) || !(SCOPE_KINDS as readonly unknown[]).includes(v.Kind)) return SELF_SCOPE
  return { Kind: v.Kind as Scope['Kind'], DepartmentIds: numbers(v.DepartmentIds), StaffIds: numbers(v.StaffIds) }
}

export class PowerStore {
  /** As received; read only through the getters. */
  raw: unknown = null

  constructor() {
    // Replaced whole by set(), never changed in place.
    makeAutoObservable(this, { raw: observable.ref })
  }

  set(power: PersonalPower | null | undefined | unknown): void {
    this.raw = isPlainObject(power) ? power : null
  }

  get loaded(): boolean {
    return this.raw !== null
  }

  private at(path: readonly string[]): unknown {
    let node: unknown = this.raw
    for (const part of path) {
      if (!isPlainObject(node)) return undefined
      node = node[part]
    }
    return node
  }

  can(key: PowerKey): boolean {
    if (ALWAYS_DENIED.includes(key)) return false
    return this.at(key.split('.')) === true
  }

  canAny(...keys: PowerKey[]): boolean {
    return keys.some((k) => this.can(k))
  }

  bookingScope(product: ScopeProduct): Scope {
    return scopeOf(this.at(['BookingScope', product]))
  }

  viewScope(product: ScopeProduct): Scope {
    return scopeOf(this.at(['ViewScope', product]))
  }

  /** An enabled customer-service demo entry, or null. */
  demo(name: DemoName): DemoEntry | null {
    const d = this.at(['CustomerServiceQAPermission', 'Demos', name])
    if (!isPlainObject(d) || d.Enable !== true) return null
    return { Enable: true, MenuName: typeof d.MenuName === 'string' ? d.MenuName : '', Url: typeof d.Url === 'string' ? d.Url : '' }
  }
}
