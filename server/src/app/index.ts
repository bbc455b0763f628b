/**
 * The Fastify app: JSON parsing, the envelope on every answer (HTTP 200 also for errors, the
 * client decides by IsSuccess), error mapping, OpenAPI, the call domains and static files.
 * Domains are plugged in from routes/index.ts; nothing here knows a single call.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { AjvCompiler } from '@fastify/ajv-compiler'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { API_PREFIX, CLIENT_VERSION, ErrorCode, ROOT_PREFIXES } from '../../../types/api'
import { defaultConfig, type AppConfig } from '../config'
import type { Database } from '../db/schema'
import type { AppDeps, Notifier } from '../deps'
import type { DomainDef } from '../http/call'
import { errorEnvelope, serializeEnvelope } from '../http/envelope'
import { mapError } from '../http/error-map'
import { accepts, registerDomain } from './register'
import { langFromHeader, t } from '../i18n'
import { systemClock, type Clock } from '../lib/time'
import { DOMAINS, registerModuleRoutes, startModules } from '../modules'
import { ReferenceData } from '../db/reference-data'
import { NO_CHANNELS, type PaymentChannels } from '../services/money/channels/types'

/** A built file named with its content hash (app.15ce2908.js) never changes; anything else may. */
export function cacheControlOf(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '')
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** CSP hashes of the inline scripts of the built page (Taro's root font-size script), so nothing else inline runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

export interface BuildOptions {
  db: Kysely<Database>
  config?: Partial<AppConfig>
  clock?: Clock
  /** Where codes go; default: a log line per code. */
  notifier?: Notifier
  logger?: FastifyServerOptions['logger']
  /** Behind a reverse proxy (TRUST_PROXY=1): the client address and protocol come from X-Forwarded-*. */
  trustProxy?: boolean
  /** Built H5 site to serve at /; null or a missing folder serves the API only. */
  staticRoot?: string | null
  /** Call domains; default all of routes/index.ts. Tests add their own. */
  domains?: readonly DomainDef[]
  /** The payment channels; default none (main.ts builds them from PAY_SECRETS_FILE or the environment). */
  payments?: PaymentChannels
}

/** Images the server hosts itself (ads, theme icons, banners), so nothing external is needed. */
export const MEDIA_ROOT = path.resolve(__dirname, '..', '..', 'public')
export const MEDIA_PREFIX = '/media/'

/**
 * One pool of validators for every app this process builds: a call's body schema (the same object
 * in each) is compiled once, not once per app (the server tests build hundreds of apps).
 */
const VALIDATORS = AjvCompiler()

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    schemaController: { compilersFactory: { buildValidator: VALIDATORS } },
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Wrong types are input errors (1001), not something to coerce silently.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false } },
    bodyLimit: 1024 * 1024,
  })

  const config: AppConfig = { ...defaultConfig, ...opts.config }
  const deps: AppDeps = {
    db: opts.db,
    config,
    clock: opts.clock ?? systemClock,
    notifier: opts.notifier ?? ((m) => app.log.info(`[${m.channel}] to ${m.maskedTo} code ${m.code} (${m.purpose})`)),
    log: app.log,
    reference: new ReferenceData(opts.db),
    payments: opts.payments ?? NO_CHANNELS,
  }

  app.decorateRequest('callContext', null)
  app.decorateRequest('answerSlot', null)

  // Security headers on every answer (site and API). The page may run its own scripts and the
  // inline ones of the built page, connect to this origin only, and be framed by the office-chat
  // shells; HSTS only where the request came over HTTPS.
  const site = opts.staticRoot && fs.existsSync(path.join(opts.staticRoot, 'index.html')) ? opts.staticRoot : null
  const page = site ? fs.readFileSync(path.join(site, 'index.html')) : null
  const scriptHashes = page ? inlineScriptHashes(page.toString('utf8')) : []
  // With a map key (MAP_KEY, docs/car.md) the car pages load the map service's script, tiles and data.
  const mapOrigins = process.env.MAP_KEY ? ['https://*.amap.com', 'https://*.autonavi.com'] : []
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...mapOrigins],
        // React and Taro set style attributes; no script can come through them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapOrigins],
        // The in-app web view frames company links, https only (the company's hosts are checked by the app).
        frameSrc: ["'self'", 'https:'],
        ...(mapOrigins.length ? { workerSrc: ["'self'", 'blob:'] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    // frame-ancestors decides who may frame the site; X-Frame-Options cannot list several origins.
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  })
  // Counters for the per-client limits of the calls that take guesses or send messages (CallSpec.limit).
  // Response schemas exist for the OpenAPI document only; answers are sent as built.
  app.setSerializerCompiler(() => serializeEnvelope)

  // JSON for application/json and text/plain (navigator.sendBeacon sends the latter); an empty
  // body is "no parameters" rather than an error.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined)
    parseJson(request, body, done)
  })

  app.setErrorHandler((error, request, reply) => {
    const lang = langFromHeader(request.headers.languagetype)
    const failure = mapError(error, lang)
    if (failure.internal) request.log.error({ err: error, url: request.url }, 'unexpected error')
    reply.code(200).send(errorEnvelope(failure.code, failure.message, failure.resultData))
  })

  const apiPrefixes = [API_PREFIX + '/', ...ROOT_PREFIXES.map((p) => '/' + p)].map((p) => p.toLowerCase())
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0].toLowerCase()
    if (request.method === 'POST' || apiPrefixes.some((p) => url.startsWith(p))) {
      const lang = langFromHeader(request.headers.languagetype)
      const callPath = request.url
        .split('?')[0]
        .replace(/^\/api\//i, '')
        .replace(/^\//, '')
      reply.code(200).send(errorEnvelope(ErrorCode.NotFound, t(lang, 'unknownCall', { path: callPath })))
      return
    }
    reply.code(404).type('text/plain; charset=utf-8').send('Not found')
  })

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Corporate business travel: reference server',
        version: CLIENT_VERSION,
        description: [
          'Every call is POST with a JSON body and answers HTTP 200 with the envelope',
          '{IsSuccess, ErrorCode, ErrMsg, RedirectUrl, CurrencyInfo, ResultData}.',
          'Request headers: Token (sign-in token), LanguageType (1 zh-CN, 2 en, 3/4 zh-TW, 5 ja),',
          'Version (client version; below the minimum gives ErrorCode 107), CurrencyType (0 = CNY ...),',
          'RequestSource, DeviceInfo, PageUrl. Error codes: server/README.md.',
        ].join(' '),
      },
      components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
      tags: (opts.domains ?? DOMAINS).map((d) => ({ name: d.name, description: d.description })),
    },
  })

  for (const domain of opts.domains ?? DOMAINS) registerDomain(app, deps, domain)

  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger())
  registerModuleRoutes(app, deps)
  startModules(app, deps)

  await app.register(fastifyStatic, { root: MEDIA_ROOT, prefix: MEDIA_PREFIX, maxAge: '1d' })
  if (site && page) {
    // The page itself, read once at start as its script hashes are: compressed then, in memory (a
    // copy on disk could be older than the page a watch build rewrote), and revalidated.
    const packed = { br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(page, { level: 9 }) }
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const coding = accepts(request, 'br') ? 'br' : accepts(request, 'gzip') ? 'gzip' : null
      reply.type('text/html; charset=utf-8').header('cache-control', cacheControlOf('index.html')).header('vary', 'Accept-Encoding')
      if (coding) reply.header('content-encoding', coding)
      return reply.send(coding ? packed[coding] : page)
    }
    app.get('/', sendPage)
    app.get('/index.html', sendPage)
    // The H5 site: brotli / gzip copies made at build time (scripts/precompress.mjs) go to the
    // browsers that accept them; content-hashed files are cached for a year, the page itself is
    // revalidated so a new build is picked up at once.
    await app.register(fastifyStatic, {
      root: site,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlOf(file)),
    })
  }
  return app
}
