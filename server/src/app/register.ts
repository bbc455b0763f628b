/**
 * Turns a CallDef into a Fastify route: URL per docs/server-calls.md, the header checks (Version -> 107,
 * CurrencyType -> 99996), auth (101/102), the permission guard (1003), body validation (1001,
 * by Fastify with the TypeBox schema), the caller's privacy protection over the answer and the
 * envelope around the handler's ResultData.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, DEFAULT_CURRENCY, ErrorCode, isRootPath } from '../../../types/api'
import type { ClientLimitGroup } from '../config'
import type { AppDeps } from '../deps'
import { ApiError } from '../errors'
import { langFromHeader } from '../i18n'
import { isOutdated } from '../lib/version'
import { withRate } from '../services/money/rates'
import { toCurrencyInfo } from '../db/reference-data'
import { anythingToMask, protectAnswer } from '../services/personal/privacy'
import { POWER_RULES } from '../services/power'
import { lookupSession } from '../services/sessions'
import { countHit, hitsOf } from '../services/client-limits'
import { readAnswerGeneration, readGeneration } from '../db/generation'
import { AnswerCache, type AnswerSlot } from '../http/answer-cache'
import type { CallDef, DomainDef } from '../http/call'
import { CallContext, type Caller } from '../http/context'
import { envelopeSchema, gzippedEnvelope, okEnvelope } from '../http/envelope'

declare module 'fastify' {
  interface FastifyRequest {
    callContext: CallContext | null
    /** Where a call with CallSpec.answerCache keeps its answer. */
    answerSlot: AnswerSlot | null
  }
}

export function callUrl(path: string): string {
  return `${isRootPath(path) ? '' : API_PREFIX}/${path}`
}

/** Whether the request's Accept-Encoding names `coding` without q=0. */
export const accepts = (request: FastifyRequest, coding: 'gzip' | 'br') =>
  new RegExp(`\\b${coding}\\b(?!\\s*;\\s*q=0(?:\\.0+)?(?![\\d.]))`).test(String(request.headers['accept-encoding'] ?? ''))

/** Browsers and wx.request send Accept-Encoding with gzip; a client that does not gets plain JSON. */
const acceptsGzip = (request: FastifyRequest) => accepts(request, 'gzip')

export function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name.toLowerCase()]
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? ''
}

function baseUrl(request: FastifyRequest, deps: AppDeps): string {
  return deps.config.publicBaseUrl ?? `${request.protocol}://${request.host}`
}

async function prepare(request: FastifyRequest, deps: AppDeps, def: CallDef): Promise<CallContext> {
  const { spec } = def
  const lang = langFromHeader(request.headers.languagetype)

  const version = header(request, 'Version')
  // A missing header is not checked: tools and the OpenAPI page call without one.
  if (!spec.skipHeaderChecks && version && isOutdated(version, deps.config.minClientVersion)) {
    throw new ApiError(ErrorCode.VersionOutdated, 'versionOutdated')
  }

  const currencyHeader = header(request, 'CurrencyType')
  const currencyRow = currencyHeader ? await deps.reference.currencyFromHeader(currencyHeader) : undefined
  // docs/error-codes.md: a wrong currency selection ends on /error with a message, which is what Fatal does.
  if (currencyHeader && !currencyRow && !spec.skipHeaderChecks) throw new ApiError(ErrorCode.Fatal, 'currencyInvalid')
  const cny = currencyRow ? undefined : await deps.reference.currencyFromHeader('0')
  const currencySource = currencyRow ?? cny
  const currency = currencySource ? toCurrencyInfo(currencySource, lang) : DEFAULT_CURRENCY

  // Read once per request, and only by calls that look at who calls (db/generation.ts).
  let gen: Promise<number> | null = null
  const generation = () => (gen ??= readGeneration(deps.db))
  let caller: Caller | null = null
  if (spec.auth !== 'none') {
    const found = await lookupSession(deps, header(request, 'Token'), { db: deps.db, generation })
    if ('caller' in found) caller = found.caller
    else if (spec.auth === 'required' || spec.power) {
      throw new ApiError(found.code, found.code === ErrorCode.TokenExpired ? 'tokenExpired' : 'notLoggedIn')
    }
  }

  const ctx = new CallContext(
    deps,
    lang,
    caller,
    currency,
    Boolean(currencyRow),
    {
      source: header(request, 'RequestSource'),
      version,
      device: header(request, 'DeviceInfo'),
      pageUrl: header(request, 'PageUrl'),
      ip: request.ip,
    },
    POWER_RULES,
    baseUrl(request, deps),
    generation,
  )
  if (spec.power) await ctx.requirePower(spec.power)
  return ctx
}

const sendGzip = (reply: FastifyReply, bytes: Buffer) =>
  reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'gzip').header('vary', 'Accept-Encoding').send(bytes)

/** The account or address a sign-in or code call is about (its user name, phone or e-mail). */
function targetOf(body: unknown): string {
  const b = (body ?? {}) as Record<string, unknown>
  const v = b.UserName ?? b.Mobile ?? b.Email ?? b.Phone ?? ''
  return typeof v === 'string' ? v.trim().toLowerCase() : ''
}

const tooMany = (seconds: number) => new ApiError(ErrorCode.TooManyRequests, 'tooManyRequests', { seconds }, { RetryAfterSeconds: seconds })

/** A sign-in refused for what was typed (a wrong password or code, an unknown account). */
const FAILED_SIGN_IN: readonly number[] = [ErrorCode.WrongCredentials, ErrorCode.CodeInvalid]

/**
 * One counter per group, shared by every call of the group and by every server instance (the
 * database's `client_limits`). Sign-in and codes count per client address and account, so one
 * office behind one address is not locked out by a colleague; registration per client address.
 * Sign-in also answers to the failures of its address across accounts (password spraying).
 * Over a limit: 1012 with the seconds to wait.
 */
function limiterOf(deps: AppDeps, group: ClientLimitGroup) {
  const limit = deps.config.clientLimits[group]
  const failures = deps.config.failedSignInsPerAddress
  return async (request: FastifyRequest): Promise<void> => {
    const now = deps.clock()
    if (group === 'signIn') {
      const failed = await hitsOf(deps.db, `signInFailed|${request.ip}`, failures, now)
      if (failed.hits >= failures.max) throw tooMany(failed.retryAfterSeconds)
    }
    const key = group === 'register' ? `${group}|${request.ip}` : `${group}|${request.ip}|${targetOf(request.body)}`
    const counted = await countHit(deps.db, key, limit, now)
    if (counted.hits > limit.max) throw tooMany(counted.retryAfterSeconds)
  }
}

/** Runs a sign-in call; a refusal for what was typed counts against its client address. */
async function countingFailures<T>(deps: AppDeps, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    if (e instanceof ApiError && FAILED_SIGN_IN.includes(e.code))
      await countHit(deps.db, `signInFailed|${request.ip}`, deps.config.failedSignInsPerAddress, deps.clock())
    throw e
  }
}

/** One per app: its answers are its own database's. */
/** CallSpec.fromQuery: the address's parameters the body does not carry itself. */
function bodyFromQuery(request: FastifyRequest, fields: Record<string, string>): void {
  const query = (request.query ?? {}) as Record<string, unknown>
  const body = request.body as Record<string, unknown>
  if (typeof body !== 'object' || Array.isArray(body)) return
  for (const [name, field] of Object.entries(fields)) {
    const v = query[name]
    if (typeof v === 'string' && body[field] === undefined) body[field] = /^\d{1,15}$/.test(v) ? Number(v) : v
  }
}

const answerCaches = new WeakMap<AppDeps, AnswerCache>()

export function registerDomain(app: FastifyInstance, deps: AppDeps, domain: DomainDef): void {
  let answers = answerCaches.get(deps)
  if (!answers) answerCaches.set(deps, (answers = new AnswerCache()))
  for (const def of domain.calls) {
    const { spec } = def
    const limit = spec.limit ? limiterOf(deps, spec.limit) : null
    // A kept answer skips every hook: a counted call must be counted.
    if (spec.answerCache && (limit || spec.auth === 'none')) throw new Error(`${def.path}: answerCache is for signed-in calls without a client limit`)
    const cache = spec.answerCache ? answers : null
    app.route({
      method: 'POST',
      url: callUrl(def.path),
      schema: {
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: [domain.name],
        operationId: def.path,
        ...(spec.auth === 'none' ? {} : { security: spec.auth === 'required' || spec.power ? [{ Token: [] }] : [{ Token: [] }, {}] }),
        body: spec.body,
        response: { 200: envelopeSchema(spec.result) },
      },
      // Headers only: runs before the body is parsed, so an anonymous caller learns nothing about the schema.
      onRequest: async (request) => {
        // A caller with kept answers is signed in after the body is read, and only if their answer is not kept.
        if (cache?.knows(header(request, 'Token')) && acceptsGzip(request)) request.callContext = null
        else request.callContext = await prepare(request, deps, def)
      },
      // Calls without parameters are often sent with no body at all; treat that as {}.
      preValidation: async (request, reply) => {
        if (request.body === undefined || request.body === null) request.body = {}
        if (spec.fromQuery) bodyFromQuery(request, spec.fromQuery)
        if (cache && acceptsGzip(request)) {
          const { slot, bytes } = cache.lookup(request, def.path, header(request, 'Token'), await readAnswerGeneration(deps.db), deps.clock())
          if (bytes) return sendGzip(reply, bytes)
          request.answerSlot = slot
        }
        request.callContext ??= await prepare(request, deps, def)
      },
      // After validation: the limit counts per account, read from the body.
      ...(limit ? { preHandler: limit } : {}),
      handler: async (request, reply) => {
        const ctx = request.callContext!
        const raw = spec.limit === 'signIn' ? await countingFailures(deps, request, () => spec.handle(request.body, ctx)) : await spec.handle(request.body, ctx)
        // The one place privacy protection masks answers (docs/personal.md#privacy).
        const data = spec.unmasked ? raw : await protectAnswer(ctx, raw)
        const envelope = okEnvelope(data ?? null, spec.money ? await withRate(ctx, ctx.currency, ctx.caller?.companyId ?? null, ctx.now()) : null)
        const gzip = acceptsGzip(request) ? gzippedEnvelope(envelope) : null
        if (!gzip) return envelope
        // Privacy protection reads the caller's setting afresh: only an answer it cannot change is kept.
        if (request.answerSlot && ctx.caller && !anythingToMask(raw)) cache?.keep(request.answerSlot, ctx.caller, gzip, deps.clock())
        return sendGzip(reply, gzip)
      },
    })
  }
}
