/**
 * How a domain declares its calls. One declaration gives the route (path of docs/server-calls.md, under /api
 * or at the root), the body schema (validated, and published in OpenAPI), the auth rule, an
 * optional permission flag, and a handler typed by the contract map of types/api.
 *
 *   export default defineDomain('flight', 'Domestic flights', (call) => {
 *     call('flight/getFlightCityList', { auth: 'required', power: 'BusinessPermission.Flight.Search', ... })
 *   })
 */
import type { TSchema } from '@sinclair/typebox'
import type { Calls, PowerKey } from '../../../types/api'
import type { ClientLimitGroup } from '../config'
import type { AuthedContext, CallContext } from './context'
import { type ContractFile, type Results, resultsOf } from './result-schema'

/** 'required': 101/102 without a valid token. 'optional': the caller is known when the token is valid. 'none': never looked at. */
export type AuthMode = 'required' | 'optional' | 'none'

export type ContextFor<A extends AuthMode> = A extends 'required' ? AuthedContext : CallContext

/** A contract map: call path -> request body and ResultData types. */
export type CallMap<M> = { [K in keyof M]: { req: unknown; res: unknown } }

type ReqOf<M, P extends keyof M> = M[P] extends { req: infer R } ? R : never
type ResOf<M, P extends keyof M> = M[P] extends { res: infer R } ? R : never

export interface CallSpec<Q, R, A extends AuthMode> {
  summary: string
  description?: string
  auth: A
  /** Body schema; its static type must be the contract's request type. */
  body: TSchema & { static: Q }
  /** ResultData schema, for the OpenAPI document (answers are not filtered by it). */
  result: TSchema & { static: R }
  /**
   * Skip the Version (107) and CurrencyType checks: for calls an outdated or misconfigured client
   * must still reach (the version query itself, error logs, usage events).
   */
  skipHeaderChecks?: boolean
  /** Permission flag the caller needs (1003 otherwise); implies a signed-in caller. */
  power?: PowerKey
  /** The answer carries amounts: the envelope's CurrencyInfo is the request's currency. */
  money?: boolean
  /** Counted against a per-client limit shared by every call of the group (config.clientLimits). */
  limit?: ClientLimitGroup
  /**
   * The answer is never masked by the caller's privacy protection (services/personal/privacy.ts):
   * only for user/revealPrivate, whose point is the one unmasked value.
   */
  unmasked?: boolean
  /**
   * The answer is kept whole and sent again to the same caller asking the same (http/answer-cache.ts).
   * Only for signed-in reads whose every database read is under the cache or inventory generation
   * (db/generation.ts) and whose answer depends on the clock through the minute at most: the searches.
   */
  answerCache?: boolean
  /**
   * Query parameters read into the body where the body lacks them (query name -> body field;
   * digits become a number): for the calls whose callers send an id in the address.
   */
  fromQuery?: Record<string, string>
  handle(body: Q, ctx: ContextFor<A>): Promise<R>
}

export interface CallDef {
  path: string
  spec: CallSpec<any, any, AuthMode>
}

export interface DomainDef {
  /** OpenAPI tag. */
  name: string
  description: string
  calls: CallDef[]
}

export type AddCall<M> = <P extends keyof M & string, A extends AuthMode>(path: P, spec: CallSpec<ReqOf<M, P>, ResOf<M, P>, A>) => void

/**
 * Declares a domain's calls against a contract map (default: the whole client contract `Calls`).
 * With a contract file, the build is also handed that file's answer schemas by interface name
 * (`result: res('OrderDetail')`, resultsOf).
 */
export function defineDomain<M extends CallMap<M> = Calls>(name: string, description: string, build: (call: AddCall<M>) => void): DomainDef
export function defineDomain<M extends CallMap<M> = Calls>(
  name: string,
  description: string,
  results: ContractFile,
  build: (call: AddCall<M>, res: Results) => void,
): DomainDef
export function defineDomain<M extends CallMap<M> = Calls>(
  name: string,
  description: string,
  ...rest: [(call: AddCall<M>) => void] | [ContractFile, (call: AddCall<M>, res: Results) => void]
): DomainDef {
  const calls: CallDef[] = []
  const add: AddCall<M> = (path, spec) => {
    if (calls.some((c) => c.path === path)) throw new Error(`call ${path} declared twice in domain ${name}`)
    calls.push({ path, spec: spec as CallSpec<any, any, AuthMode> })
  }
  if (rest.length === 1) rest[0](add)
  else rest[1](add, resultsOf(rest[0]))
  return { name, description, calls }
}

/**
 * Declares a call and the same declaration under its other names (an earlier or a later address of
 * the same call, docs/addresses.md), each with its own summary, in that order.
 */
export function callWithOtherNames<M, P extends keyof M & string, A extends AuthMode>(
  call: AddCall<M>,
  path: P,
  spec: CallSpec<ReqOf<M, P>, ResOf<M, P>, A>,
  others: Partial<Record<keyof M & string, string>>,
): void {
  call(path, spec)
  for (const [other, summary] of Object.entries(others)) call(other as P, { ...spec, summary: summary as string })
}
