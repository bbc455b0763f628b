/**
 * The sandbox channel's Alipay side (docs/money.md#the-sandbox-channel), registered at /alipay:
 * Alipay OpenAPI v2 at `/alipay/gateway.do`, RSA2 both ways, speaking to the merchant's alipay-sdk as Alipay does.
 *
 *   GET  /alipay/gateway.do?method=alipay.trade.wap.pay&…   the payer's browser: the order is taken, the payer is sent to the pay page
 *   POST /alipay/gateway.do  alipay.trade.query | .close | .refund | .fastpay.refund.query
 *                            | alipay.data.dataservice.bill.downloadurl.query       signed JSON answers
 *   GET  /alipay/bill/download?token=…                      the trade bill a download URL names (CSV)
 *
 * Every request must carry the app's RSA2 signature (verified with the app's public key) and the
 * app's id; every answer, errors included, is `{"xxx_response":{…},"sign":"…"}` signed with
 * Alipay's key. Paid payments and refunds are notified to the order's notify_url as signed forms
 * (the same notify_id when sent again), until the merchant answers `success`.
 * The request's timestamp is not checked (the SDK writes the merchant machine's local time).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { tradeBillCsv } from './alipay-bill'
import { chinaText, chinaTextAt, fenOf, requestSigned, signedAnswer, signedNotification, yuanOf } from './alipay-protocol'
import type { SandboxSecrets } from './keys'
import { pagePathOf } from './page'
import { type SandboxPayment, type SandboxRefund, type SideOptions, StoreError, chinaDayOf, refunded } from './store'

type Params = Record<string, string>
type Answer = Record<string, unknown>

/** A business error as Alipay answers it (code 40004 unless said). */
const refusal = (sub_code: string, sub_msg: string, code = '40004'): Answer => ({
  code,
  msg: code === '40004' ? 'Business Failed' : code === '40002' ? 'Invalid Arguments' : 'Service Currently Unavailable',
  sub_code,
  sub_msg,
})
const invalid = (sub_code: string, sub_msg: string): Answer => refusal(sub_code, sub_msg, '40002')
const OK = { code: '10000', msg: 'Success' }

const BUYER = { buyer_user_id: '2088102177846880', buyer_logon_id: 'san***@sandbox.com' }

/** The query string and the form together, one value a name. */
function paramsOf(query: unknown, body: unknown): Params {
  const out: Params = {}
  for (const source of [query, body])
    if (source && typeof source === 'object') for (const [k, v] of Object.entries(source)) out[k] = Array.isArray(v) ? String(v[0]) : String(v ?? '')
  return out
}

function bizOf(params: Params): Record<string, unknown> | null {
  try {
    const biz: unknown = JSON.parse(params.biz_content ?? '{}')
    return biz && typeof biz === 'object' && !Array.isArray(biz) ? (biz as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** What Alipay says of a trade. */
function tradeStatus(p: SandboxPayment, now: Date): 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' {
  if (p.status === 'Succeeded') return refunded(p) >= p.amount ? 'TRADE_CLOSED' : 'TRADE_SUCCESS'
  if (p.status === 'Closed' || (p.expiresAt && now > p.expiresAt)) return 'TRADE_CLOSED'
  // A declined attempt leaves the trade waiting for the payer, as at Alipay.
  return 'WAIT_BUYER_PAY'
}

const errorPage = (code: string, message: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>支付宝 Alipay</title></head>
<body style="font:16px/1.5 sans-serif;max-width:420px;margin:24px auto;padding:0 16px"><p>支付宝沙箱：请求有误 / Alipay sandbox: the request was refused</p>
<p data-testid="sandbox-error"><b>${code.replace(/[<>&"]/g, '')}</b> ${message.replace(/[<>&"]/g, '')}</p></body></html>`

export async function alipaySide(app: FastifyInstance, opts: SideOptions<SandboxSecrets['alipay']>): Promise<void> {
  const { secrets, store, deliveries } = opts
  const merchant = `应用 ${secrets.appId}`
  const sellerId = `2088${secrets.appId.slice(-12).padStart(12, '0')}`
  const notifyIds = new Map<string, string>()
  const bills = new Map<string, { day: string; until: number }>()

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

  const answer = (reply: FastifyReply, method: string, response: Answer) =>
    reply.type('application/json; charset=utf-8').send(signedAnswer(method, response, secrets.alipayPrivateKey))

  /** The notification of a paid payment, or of one of its refunds: a signed form, its notify_id kept for every sending. */
  function notification(p: SandboxPayment, refund?: SandboxRefund): Params {
    const event = refund ? `${p.intentNo}\u0000refund\u0000${refund.refundNo}` : `${p.intentNo}\u0000paid`
    let notifyId = notifyIds.get(event)
    if (!notifyId) notifyIds.set(event, (notifyId = randomBytes(17).toString('hex')))
    const params: Params = {
      notify_time: chinaText(store.clock()),
      notify_type: 'trade_status_sync',
      notify_id: notifyId,
      app_id: secrets.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: p.transactionId,
      out_trade_no: p.intentNo,
      buyer_id: BUYER.buyer_user_id,
      buyer_logon_id: BUYER.buyer_logon_id,
      seller_id: sellerId,
      trade_status: refund ? tradeStatus(p, store.clock()) : 'TRADE_SUCCESS',
      total_amount: yuanOf(p.amount),
      receipt_amount: yuanOf(p.amount),
      buyer_pay_amount: yuanOf(p.amount),
      subject: p.description,
      gmt_create: chinaText(p.createdAt),
      gmt_payment: p.paidAt ? chinaText(p.paidAt) : '',
    }
    if (refund) {
      params.out_biz_no = refund.refundNo
      params.refund_fee = yuanOf(refunded(p))
      params.gmt_refund = `${chinaText(refund.succeededAt ?? refund.createdAt)}.000`
    }
    return signedNotification(params, secrets.alipayPrivateKey)
  }

  store.registerSide('Alipay', {
    async notify(p, refund) {
      // Alipay notifies a paid trade and a refund, never a payer's failed attempt.
      if (!p.notifyUrl || (!refund && p.status !== 'Succeeded')) return
      await deliveries.send({
        url: p.notifyUrl,
        build: () => ({
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams(notification(p, refund)).toString(),
        }),
        accepted: (_status, body) => body.trim() === 'success',
        onAttempt: (status) => p.deliveries.push({ at: store.clock(), kind: refund ? 'Refund' : 'Payment', status }),
      })
    },
  })

  /** The order the payer's browser brings: taken (or found again) and the payer sent to the pay page. */
  function wapPay(params: Params, biz: Record<string, unknown>): { page: string } | { error: [string, string] } {
    const intentNo = text(biz.out_trade_no)
    const amount = fenOf(text(biz.total_amount))
    if (!intentNo || intentNo.length > 64) return { error: ['ACQ.INVALID_PARAMETER', 'out_trade_no'] }
    if (!amount) return { error: ['ACQ.INVALID_PARAMETER', 'total_amount'] }
    if (!text(biz.subject)) return { error: ['ACQ.INVALID_PARAMETER', 'subject'] }
    if (biz.product_code !== 'QUICK_WAP_WAY') return { error: ['ACQ.PRODUCT_CODE_ERROR', 'product_code'] }
    const expiresAt = biz.time_expire === undefined ? null : chinaTextAt(text(biz.time_expire))
    if (biz.time_expire !== undefined && !expiresAt) return { error: ['ACQ.INVALID_PARAMETER', 'time_expire'] }
    try {
      store.create({
        channel: 'Alipay',
        intentNo,
        amount,
        description: text(biz.subject),
        scene: 'WAP',
        merchant,
        notifyUrl: params.notify_url ?? '',
        returnUrl: params.return_url || null,
        expiresAt,
      })
    } catch (e) {
      if (!(e instanceof StoreError)) throw e
      const sub = { Exists: 'ACQ.CONTEXT_INCONSISTENT', Paid: 'ACQ.TRADE_HAS_SUCCESS', Closed: 'ACQ.TRADE_HAS_CLOSE' }[e.code as string]
      return { error: [sub ?? 'ACQ.INVALID_PARAMETER', e.message] }
    }
    return { page: pagePathOf('Alipay', intentNo) }
  }

  function query(biz: Record<string, unknown>): Answer {
    const p = store.get('Alipay', text(biz.out_trade_no))
    if (!p) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在')
    const status = tradeStatus(p, store.clock())
    const paid = p.status === 'Succeeded'
    return {
      ...OK,
      trade_no: p.transactionId,
      out_trade_no: p.intentNo,
      ...BUYER,
      trade_status: status,
      total_amount: yuanOf(p.amount),
      receipt_amount: yuanOf(paid ? p.amount : 0),
      buyer_pay_amount: yuanOf(paid ? p.amount : 0),
      ...(paid && p.paidAt ? { send_pay_date: chinaText(p.paidAt) } : {}),
    }
  }

  function close(biz: Record<string, unknown>): Answer {
    const p = store.get('Alipay', text(biz.out_trade_no))
    if (!p) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在')
    if (tradeStatus(p, store.clock()) !== 'WAIT_BUYER_PAY') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
    store.close('Alipay', p.intentNo)
    return { ...OK, trade_no: p.transactionId, out_trade_no: p.intentNo }
  }

  function refund(biz: Record<string, unknown>): Answer {
    const p = store.get('Alipay', text(biz.out_trade_no))
    if (!p) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在')
    const amount = fenOf(text(biz.refund_amount))
    if (!amount) return invalid('isv.invalid-parameter', 'refund_amount')
    const refundNo = text(biz.out_request_no) || p.intentNo
    const known = p.refunds.find((r) => r.refundNo === refundNo)
    let r: SandboxRefund
    try {
      r = store.refund('Alipay', p.intentNo, { refundNo, amount, reason: text(biz.refund_reason), notifyUrl: p.notifyUrl || null })
    } catch (e) {
      if (!(e instanceof StoreError)) throw e
      if (e.code === 'NotPaid') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
      if (e.code === 'RefundTooLarge') return refusal('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')
      return refusal('ACQ.INVALID_PARAMETER', e.message)
    }
    // Alipay refunds at once; a request repeated moves no money again (fund_change N).
    if (!known) {
      store.completeRefund(r)
      void store.sides.get('Alipay')?.notify(p, r)
    }
    return {
      ...OK,
      trade_no: p.transactionId,
      out_trade_no: p.intentNo,
      ...BUYER,
      fund_change: known ? 'N' : 'Y',
      refund_fee: yuanOf(refunded(p)),
      gmt_refund_pay: chinaText(r.succeededAt ?? r.createdAt),
    }
  }

  function refundQuery(biz: Record<string, unknown>): Answer {
    const p = store.get('Alipay', text(biz.out_trade_no))
    if (!p) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在')
    const r = p.refunds.find((x) => x.refundNo === text(biz.out_request_no))
    // A refund Alipay never received: success without its fields, as Alipay answers.
    if (!r) return { ...OK, trade_no: p.transactionId, out_trade_no: p.intentNo }
    return {
      ...OK,
      trade_no: p.transactionId,
      out_trade_no: p.intentNo,
      out_request_no: r.refundNo,
      total_amount: yuanOf(p.amount),
      refund_amount: yuanOf(r.amount),
      ...(r.status === 'Succeeded' ? { refund_status: 'REFUND_SUCCESS', gmt_refund_pay: chinaText(r.succeededAt ?? r.createdAt) } : {}),
    }
  }

  function billUrl(biz: Record<string, unknown>, origin: string): Answer {
    const day = text(biz.bill_date)
    if (biz.bill_type !== 'trade') return invalid('isv.invalid-parameter', 'bill_type: trade only')
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return invalid('isv.invalid-parameter', 'bill_date: yyyy-MM-dd')
    // The sandbox writes a day's bill at once (today's so far); a day to come has none.
    if (day > chinaDayOf(store.clock())) return refusal('isp.bill_not_exist', '账单不存在')
    const token = randomBytes(16).toString('hex')
    bills.set(token, { day, until: Date.now() + 300_000 })
    return { ...OK, bill_download_url: `${origin}${app.prefix}/bill/download?token=${token}` }
  }

  app.route<{ Querystring: Params; Body: Params | undefined }>({
    method: ['GET', 'POST'],
    url: '/gateway.do',
    handler: async (req, reply) => {
      const params = paramsOf(req.query, req.body)
      const method = params.method ?? ''
      const page = method === 'alipay.trade.wap.pay'
      const refuse = (a: Answer) =>
        page
          ? reply
              .code(400)
              .type('text/html; charset=utf-8')
              .send(errorPage(text(a.sub_code), text(a.sub_msg)))
          : answer(reply, method || 'error', a)
      if (params.app_id !== secrets.appId) return refuse(invalid('isv.invalid-app-id', '无效的AppID参数'))
      if (!requestSigned(params, secrets.appPublicKey)) return refuse(invalid('isv.invalid-signature', '验签出错'))
      const biz = bizOf(params)
      if (!biz) return refuse(invalid('isv.invalid-parameter', 'biz_content'))
      switch (method) {
        case 'alipay.trade.wap.pay': {
          const taken = wapPay(params, biz)
          if ('error' in taken) return refuse(refusal(taken.error[0], taken.error[1]))
          return reply.redirect(taken.page, 302)
        }
        case 'alipay.trade.query':
          return answer(reply, method, query(biz))
        case 'alipay.trade.close':
          return answer(reply, method, close(biz))
        case 'alipay.trade.refund':
          return answer(reply, method, refund(biz))
        case 'alipay.trade.fastpay.refund.query':
          return answer(reply, method, refundQuery(biz))
        case 'alipay.data.dataservice.bill.downloadurl.query':
          return answer(reply, method, billUrl(biz, `${req.protocol}://${req.host}`))
        default:
          return refuse(invalid('isv.invalid-method', `不存在的方法名 ${method}`))
      }
    },
  })

  app.get<{ Querystring: { token?: string } }>('/bill/download', async (req, reply) => {
    const bill = bills.get(req.query.token ?? '')
    if (!bill || bill.until < Date.now()) return reply.code(404).type('text/plain; charset=utf-8').send('bill link expired or unknown')
    const csv = tradeBillCsv({ account: sellerId, day: bill.day, lines: store.statement('Alipay', bill.day), now: store.clock() })
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${sellerId}_${bill.day.replace(/-/g, '')}_detail.csv"`)
      .send(csv)
  })
}
