/**
 * The sandbox channel's pay page (docs/money.md#the-sandbox-channel): what a payer sees at the
 * channel (WeChat H5 pay, a scanned Native code, Alipay WAP). It shows the merchant, what is
 * paid and the amount, with Pay, Cancel and a sandbox-only "decline" button. Pay settles the
 * payment at the channel, posts the notification and sends the browser back to the merchant.
 *
 *   GET  /pay/{wechatpay|alipay}/{intentNo}[?redirect_url=...]   the page
 *   POST /pay/{wechatpay|alipay}/{intentNo}                      its buttons (form: outcome, return)
 *
 * A side creates the payment in the store and points the payer here (h5_url, code_url, the WAP
 * gateway's redirect); the page knows no protocol.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SANDBOX_CHANNELS, StoreError, type PaymentStore, type SandboxChannelName, type SandboxPayment } from './store'

export type PageLang = 'zh-CN' | 'en'

/** zh-CN unless the browser prefers English (or another language before Chinese). */
export function pageLangOf(acceptLanguage: string | undefined): PageLang {
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .find((s) => /^(zh|en)/.test(s))
  return first?.startsWith('en') ? 'en' : 'zh-CN'
}

const WORDS = {
  'zh-CN': {
    title: '沙箱收银台',
    sandbox: '沙箱环境：不会发生真实扣款',
    WeChatPay: '微信支付',
    Alipay: '支付宝',
    merchant: '收款方',
    item: '商品',
    orderNo: '订单号',
    pay: '确认支付',
    cancel: '取消',
    decline: '拒绝：余额不足（仅沙箱）',
    Succeeded: '支付成功',
    Declined: '支付失败：余额不足',
    Closed: '订单已关闭',
    Expired: '订单已过期，无法支付',
    back: '返回商户',
    notFound: '没有这笔支付',
  },
  en: {
    title: 'Sandbox checkout',
    sandbox: 'Sandbox: no real money moves',
    WeChatPay: 'WeChat Pay',
    Alipay: 'Alipay',
    merchant: 'Merchant',
    item: 'Item',
    orderNo: 'Order no.',
    pay: 'Pay',
    cancel: 'Cancel',
    decline: 'Decline: insufficient balance (sandbox only)',
    Succeeded: 'Paid',
    Declined: 'Payment declined: insufficient balance',
    Closed: 'This payment is closed',
    Expired: 'This payment has expired and can no longer be paid',
    back: 'Back to the merchant',
    notFound: 'No such payment',
  },
} as const

/** What the page shows, whichever channel asks. */
export interface PayPageView {
  lang: PageLang
  channel: SandboxChannelName
  merchant: string
  description: string
  /** Fen. */
  amount: number
  intentNo: string
  /** 'Expired': pending past its expiry. */
  state: SandboxPayment['status'] | 'Expired'
  /** Where the buttons post. */
  action: string
  /** Where the payer goes back to (none for a scanned code). */
  returnUrl: string | null
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

const STYLE = `body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:420px;margin:0 auto;padding:16px}.banner{background:#fff7e6;color:#874d00;border-radius:8px;padding:8px 12px;font-size:13px}
.card{background:#fff;border-radius:12px;padding:20px;margin-top:12px}.channel{font-weight:600;color:#057a3c}.alipay .channel{color:#0958d9}
.amount{font-size:36px;font-weight:700;text-align:center;margin:12px 0}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;font-size:14px}
dt{color:#5c6570}dd{margin:0;word-break:break-all}form{margin-top:20px;display:grid;gap:10px}
button,a.back{display:block;width:100%;box-sizing:border-box;border:0;border-radius:8px;padding:12px;font-size:16px;text-align:center;text-decoration:none}
.pay{background:#057a3c;color:#fff}.alipay .pay{background:#0958d9}.cancel{background:#f2f3f5;color:#1d2129}.decline{background:#fff;color:#cb2634;border:1px dashed #cb2634!important;font-size:13px}
.state{font-size:18px;font-weight:600;text-align:center;margin-top:16px}.state.Succeeded{color:#057a3c}.back{background:#f2f3f5;color:#1d2129;margin-top:16px}`

export function payPageHtml(v: PayPageView): string {
  const w = WORDS[v.lang]
  const back = v.returnUrl ? `<a class="back" data-testid="sandbox-back" href="${esc(v.returnUrl)}">${w.back}</a>` : ''
  const buttons =
    v.state === 'Pending'
      ? `<form method="post" action="${esc(v.action)}">
<input type="hidden" name="return" value="${esc(v.returnUrl ?? '')}">
<button class="pay" name="outcome" value="Succeeded" data-testid="sandbox-pay">${w.pay}</button>
<button class="cancel" name="outcome" value="Cancelled" data-testid="sandbox-cancel">${w.cancel}</button>
<button class="decline" name="outcome" value="Declined" data-testid="sandbox-decline">${w.decline}</button>
</form>`
      : `<p class="state ${v.state}" data-testid="sandbox-state">${w[v.state]}</p>${back}`
  return `<!doctype html>
<html lang="${v.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${w.title}</title><style>${STYLE}</style></head>
<body class="${v.channel === 'Alipay' ? 'alipay' : 'wechatpay'}"><main>
<p class="banner">${w.sandbox}</p>
<section class="card">
<div class="channel">${w[v.channel]}</div>
<div class="amount" data-testid="sandbox-amount">${yuan(v.amount)}</div>
<dl><dt>${w.merchant}</dt><dd>${esc(v.merchant)}</dd><dt>${w.item}</dt><dd>${esc(v.description)}</dd><dt>${w.orderNo}</dt><dd>${esc(v.intentNo)}</dd></dl>
${buttons}
</section></main></body></html>`
}

function notFoundHtml(lang: PageLang): string {
  const w = WORDS[lang]
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${w.title}</title><style>${STYLE}</style></head><body><main><p class="banner">${w.sandbox}</p><section class="card"><p class="state" data-testid="sandbox-state">${w.notFound}</p></section></main></body></html>`
}

/** The path segment of a channel's page. */
export const pagePathOf = (channel: SandboxChannelName, intentNo: string): string => `/pay/${channel.toLowerCase()}/${encodeURIComponent(intentNo)}`

const channelOf = (segment: string): SandboxChannelName | undefined => SANDBOX_CHANNELS.find((c) => c.toLowerCase() === segment.toLowerCase())

/** Only http(s) addresses are followed back. */
const safeReturn = (url: unknown): string | null => (typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null)

function stateOf(p: SandboxPayment, now: Date): PayPageView['state'] {
  return p.status === 'Pending' && p.expiresAt && now > p.expiresAt ? 'Expired' : p.status
}

interface PageParams {
  channel: string
  intentNo: string
}

/** The page's routes; `store.pay` settles and notifies. */
export async function payPageRoutes(app: FastifyInstance, opts: { store: PaymentStore }): Promise<void> {
  const { store } = opts
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })

  const render = (reply: FastifyReply, lang: PageLang, p: SandboxPayment, returnUrl: string | null) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        payPageHtml({
          lang,
          channel: p.channel,
          merchant: p.merchant,
          description: p.description,
          amount: p.amount,
          intentNo: p.intentNo,
          state: stateOf(p, store.clock()),
          action: pagePathOf(p.channel, p.intentNo),
          returnUrl,
        }),
      )

  app.get<{ Params: PageParams; Querystring: { redirect_url?: string } }>('/pay/:channel/:intentNo', async (req, reply) => {
    const lang = pageLangOf(req.headers['accept-language'])
    const channel = channelOf(req.params.channel)
    const p = channel && store.get(channel, req.params.intentNo)
    if (!p) return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml(lang))
    return render(reply, lang, p, safeReturn(req.query.redirect_url) ?? p.returnUrl)
  })

  app.post<{ Params: PageParams; Body: { outcome?: string; return?: string } | undefined }>('/pay/:channel/:intentNo', async (req, reply) => {
    const lang = pageLangOf(req.headers['accept-language'])
    const channel = channelOf(req.params.channel)
    const p = channel && store.get(channel, req.params.intentNo)
    if (!p) return reply.code(404).type('text/html; charset=utf-8').send(notFoundHtml(lang))
    const outcome = req.body?.outcome
    const returnUrl = safeReturn(req.body?.return)
    if (outcome === 'Succeeded' || outcome === 'Declined') {
      try {
        await store.pay(p.channel, p.intentNo, outcome)
      } catch (e) {
        // Paid, closed or expired meanwhile: the page says so.
        if (!(e instanceof StoreError)) throw e
      }
    }
    if (returnUrl && (outcome === 'Cancelled' || p.status !== 'Pending')) return reply.redirect(returnUrl, 303)
    return render(reply, lang, p, returnUrl)
  })
}
