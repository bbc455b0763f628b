/**
 * The sandbox channel's WeChat Pay API v3 (registered at /wechatpay): orders for JSAPI, H5 and
 * Native, query and close by out_trade_no, refunds, the trade bill and its download. Every
 * request must carry the merchant's WECHATPAY2-SHA256-RSA2048 signature; every answer is signed
 * with the platform key. A payment that succeeds (the pay page, POST /__sandbox/pay) and a refund
 * that completes are notified to their notify_url, signed and encrypted, with retries.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pagePathOf } from './page'
import { StoreError, type SandboxPayment, type SandboxRefund, type SideOptions } from './store'
import {
  checkAuthorization,
  newNotificationId,
  notificationBody,
  refundable,
  refundOf,
  signatureHeaders,
  tradeBillCsv,
  transactionOf,
  type WeChatSecrets,
} from './wechatpay-protocol'

/** How long a refund takes to reach the payer (then REFUND.SUCCESS is notified). */
const REFUND_DELAY_MS = 100

const KINDS: Record<string, string> = { jsapi: 'JSAPI', h5: 'H5', native: 'NATIVE' }
const OUT_NO = /^[A-Za-z0-9_\-|*]{6,64}$/

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

function fail(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ code, message })
}

function storeFailure(reply: FastifyReply, e: unknown) {
  if (!(e instanceof StoreError)) throw e
  switch (e.code) {
    case 'NotFound':
      return fail(reply, 404, 'ORDER_NOT_EXIST', '订单不存在')
    case 'Paid':
      return fail(reply, 400, 'ORDERPAID', '该订单已支付')
    case 'Closed':
      return fail(reply, 400, 'ORDER_CLOSED', '当前订单已关闭，请重新下单')
    case 'Exists':
      return fail(reply, 400, 'OUT_TRADE_NO_USED', '商户订单号重复')
    case 'NotPaid':
      return fail(reply, 400, 'INVALID_REQUEST', '订单未支付，不能退款')
    case 'RefundTooLarge':
      return fail(reply, 400, 'NOT_ENOUGH', '申请退款金额超过订单可退金额')
    default:
      return fail(reply, 400, 'PARAM_ERROR', e.message)
  }
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`

export async function wechatpaySide(app: FastifyInstance, opts: SideOptions<WeChatSecrets>): Promise<void> {
  const { secrets: s, store, deliveries } = opts
  const notificationIds = new Map<string, string>()
  const bills = new Map<string, string>()

  store.registerSide('WeChatPay', {
    async notify(p: SandboxPayment, refund?: SandboxRefund) {
      const k = refund ? `${p.intentNo}/${refund.refundNo}` : p.intentNo
      const id = notificationIds.get(k) ?? newNotificationId()
      notificationIds.set(k, id)
      await deliveries.send({
        url: refund?.notifyUrl ?? p.notifyUrl,
        build: () => {
          const body = notificationBody(s, id, store.clock(), p, refund)
          return { headers: { 'content-type': 'application/json', ...signatureHeaders(s, body) }, body }
        },
        accepted: (status) => status === 200 || status === 204,
        onAttempt: (status) => p.deliveries.push({ at: new Date(), kind: refund ? 'Refund' : 'Payment', status }),
      })
    },
  })

  // The raw body is what the merchant signed.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))

  app.addHook('preHandler', async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : ''
    const refused = checkAuthorization(s, req.headers.authorization, req.method, req.url, raw, Math.floor(Date.now() / 1000))
    if (refused) return fail(reply, 401, 'SIGN_ERROR', `签名错误: ${refused}`)
  })
  app.addHook('onSend', async (_req, reply, payload) => {
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : ''
    for (const [name, value] of Object.entries(signatureHeaders(s, body))) reply.header(name, value)
    reply.header('Request-ID', randomBytes(16).toString('hex'))
    return payload
  })

  const bodyOf = (req: FastifyRequest): Json | null => {
    try {
      const v: unknown = JSON.parse(typeof req.body === 'string' ? req.body : '')
      return isObject(v) ? v : null
    } catch {
      return null
    }
  }

  app.post<{ Params: { kind: string } }>('/v3/pay/transactions/:kind', async (req, reply) => {
    const scene = KINDS[req.params.kind]
    if (!scene) return fail(reply, 404, 'NOT_FOUND', '无效的请求地址')
    const b = bodyOf(req)
    if (!b) return fail(reply, 400, 'PARAM_ERROR', '请求体不是合法的JSON')
    if (b.mchid !== s.mchId || b.appid !== s.appId) return fail(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配')
    const amount = isObject(b.amount) ? b.amount.total : undefined
    if (typeof b.out_trade_no !== 'string' || !OUT_NO.test(b.out_trade_no)) return fail(reply, 400, 'PARAM_ERROR', 'out_trade_no 格式错误')
    if (typeof b.description !== 'string' || !b.description || b.description.length > 127) return fail(reply, 400, 'PARAM_ERROR', 'description 格式错误')
    if (typeof b.notify_url !== 'string' || !/^https?:\/\//.test(b.notify_url)) return fail(reply, 400, 'PARAM_ERROR', 'notify_url 格式错误')
    if (!Number.isInteger(amount) || (amount as number) <= 0) return fail(reply, 400, 'PARAM_ERROR', 'amount.total 必须为正整数（分）')
    const openId = isObject(b.payer) && typeof b.payer.openid === 'string' ? b.payer.openid : null
    if (scene === 'JSAPI' && !openId) return fail(reply, 400, 'PARAM_ERROR', 'JSAPI 下单需要 payer.openid')
    const sceneInfo = isObject(b.scene_info) ? b.scene_info : null
    if (scene === 'H5' && (typeof sceneInfo?.payer_client_ip !== 'string' || !isObject(sceneInfo.h5_info)))
      return fail(reply, 400, 'PARAM_ERROR', 'H5 下单需要 scene_info.payer_client_ip 与 h5_info')
    let expiresAt: Date | null = null
    if (b.time_expire !== undefined) {
      expiresAt = typeof b.time_expire === 'string' ? new Date(b.time_expire) : new Date(NaN)
      if (Number.isNaN(expiresAt.getTime())) return fail(reply, 400, 'PARAM_ERROR', 'time_expire 格式错误')
    }
    let p: SandboxPayment
    try {
      p = store.create({
        channel: 'WeChatPay',
        intentNo: b.out_trade_no,
        amount: amount as number,
        description: b.description,
        scene,
        merchant: `商户号 ${s.mchId}`,
        notifyUrl: b.notify_url,
        openId,
        expiresAt,
      })
    } catch (e) {
      return storeFailure(reply, e)
    }
    const prepayId = `wx${p.createdAt.getTime().toString(36)}${createHash('sha1').update(p.transactionId).digest('hex').slice(0, 20)}`
    const page = `${originOf(req)}${pagePathOf('WeChatPay', p.intentNo)}`
    if (scene === 'JSAPI') return { prepay_id: prepayId }
    if (scene === 'H5') return { h5_url: `${page}?prepay_id=${prepayId}&package=${randomBytes(5).readUIntBE(0, 5)}` }
    return { code_url: `${page}?pr=${prepayId.slice(-12)}` }
  })

  const mchIdOf = (req: FastifyRequest) => (req.query as Json).mchid

  app.get<{ Params: { no: string } }>('/v3/pay/transactions/out-trade-no/:no', async (req, reply) => {
    if (mchIdOf(req) !== s.mchId) return fail(reply, 400, 'PARAM_ERROR', 'mchid 与商户不匹配')
    try {
      return transactionOf(s, store.find('WeChatPay', req.params.no))
    } catch (e) {
      return storeFailure(reply, e)
    }
  })

  app.post<{ Params: { no: string } }>('/v3/pay/transactions/out-trade-no/:no/close', async (req, reply) => {
    if (bodyOf(req)?.mchid !== s.mchId) return fail(reply, 400, 'PARAM_ERROR', 'mchid 与商户不匹配')
    try {
      store.close('WeChatPay', req.params.no)
    } catch (e) {
      return storeFailure(reply, e)
    }
    return reply.code(204).send()
  })

  app.post('/v3/refund/domestic/refunds', async (req, reply) => {
    const b = bodyOf(req)
    const a = b && isObject(b.amount) ? b.amount : null
    if (!b || !a || typeof b.out_trade_no !== 'string' || typeof b.out_refund_no !== 'string' || !OUT_NO.test(b.out_refund_no))
      return fail(reply, 400, 'PARAM_ERROR', 'out_trade_no、out_refund_no 与 amount 必填')
    if (!Number.isInteger(a.refund) || !Number.isInteger(a.total) || a.currency !== 'CNY') return fail(reply, 400, 'PARAM_ERROR', 'amount 格式错误')
    const notifyUrl = typeof b.notify_url === 'string' && /^https?:\/\//.test(b.notify_url) ? b.notify_url : null
    try {
      const p = store.find('WeChatPay', b.out_trade_no)
      if (a.total !== p.amount) return fail(reply, 400, 'PARAM_ERROR', '订单金额与原订单不一致')
      const known = p.refunds.some((r) => r.refundNo === b.out_refund_no)
      if (!known && (a.refund as number) > refundable(p)) return fail(reply, 400, 'NOT_ENOUGH', '申请退款金额超过订单可退金额')
      const refund = store.refund('WeChatPay', p.intentNo, {
        refundNo: b.out_refund_no,
        amount: a.refund as number,
        reason: typeof b.reason === 'string' ? b.reason : '',
        notifyUrl,
      })
      if (!known)
        deliveries.later(async () => {
          store.completeRefund(refund)
          await store.sides.get('WeChatPay')?.notify(p, refund)
        }, REFUND_DELAY_MS)
      return refundOf(p, refund)
    } catch (e) {
      return storeFailure(reply, e)
    }
  })

  app.get<{ Params: { no: string } }>('/v3/refund/domestic/refunds/:no', async (req, reply) => {
    const found = store.findRefund('WeChatPay', req.params.no)
    if (!found) return fail(reply, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
    return refundOf(found.payment, found.refund)
  })

  app.get<{ Querystring: { bill_date?: string; bill_type?: string } }>('/v3/bill/tradebill', async (req, reply) => {
    const day = req.query.bill_date ?? ''
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return fail(reply, 400, 'PARAM_ERROR', 'bill_date 格式错误')
    if ((req.query.bill_type ?? 'ALL') !== 'ALL') return fail(reply, 400, 'PARAM_ERROR', '沙箱仅提供 ALL 类型账单')
    const lines = store.statement('WeChatPay', day)
    if (!lines.length) return fail(reply, 400, 'NO_STATEMENT_EXIST', '账单文件不存在')
    const csv = tradeBillCsv(s, lines, store.list('WeChatPay'))
    const token = randomBytes(18).toString('base64url')
    bills.set(token, csv)
    return {
      hash_type: 'SHA1',
      hash_value: createHash('sha1').update(csv).digest('hex'),
      download_url: `${originOf(req)}${app.prefix}/v3/billdownload/file?token=${token}`,
    }
  })

  app.get<{ Querystring: { token?: string } }>('/v3/billdownload/file', async (req, reply) => {
    const csv = bills.get(req.query.token ?? '')
    if (csv === undefined) return fail(reply, 400, 'PARAM_ERROR', 'token 无效')
    return reply.type('text/plain; charset=utf-8').send(csv)
  })
}
