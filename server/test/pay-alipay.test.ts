/**
 * The Alipay channel (server/src/services/money/channels/alipay.ts) against the sandbox channel's
 * Alipay gateway (server/sandbox-channel/alipay.ts), both RSA2 with fresh keys: the WAP page URL,
 * the payer paying at the sandbox, the signed notification read and verified (and refused when
 * forged, tampered with or for another app), query, close, refund, the day's statement, and the
 * fen ↔ yuan conversion.
 */
import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { deflateRawSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { signedNotification } from '../sandbox-channel/alipay-protocol'
import { makePayKeys } from '../sandbox-channel/keys'
import { startSandboxChannel } from '../sandbox-channel/app'
import { alipayChannel, fenToYuan, yuanToFen } from '../src/services/money/channels/alipay'
import { readTradeBill } from '../src/services/money/channels/alipay-format'
import { NotificationRefused, type Notice, type PaymentChannel, type PaySecrets } from '../src/services/money/channels/types'
import { chinaDay } from '../src/lib/time'

type AlipaySecrets = NonNullable<PaySecrets['alipay']>

/** A merchant's notify endpoint: reads every notification with the channel, answers with its ack. */
async function startReceiver(channel: () => PaymentChannel) {
  const got: { body: string; notice?: Notice; refused?: string }[] = []
  const waiters: (() => void)[] = []
  let answerFail = 0
  const app: FastifyInstance = Fastify()
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post('/pay/notify/alipay', async (req, reply) => {
    const body = String(req.body)
    const entry: (typeof got)[number] = { body }
    got.push(entry)
    try {
      entry.notice = await channel().readNotification(req.headers, body, new Date())
    } catch (e) {
      entry.refused = e instanceof NotificationRefused ? e.reason : String(e)
    }
    waiters.splice(0).forEach((w) => w())
    const ack = entry.notice && answerFail-- <= 0 ? channel().ack.ok : channel().ack.fail
    return reply.code(ack.status).type(ack.type).send(ack.body)
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    url: `${url}/pay/notify/alipay`,
    got,
    /** The next `n` answers say fail (the channel must send again). */
    failNext: (n: number) => (answerFail = n),
    async waitFor(count: number): Promise<void> {
      const deadline = Date.now() + 10_000
      while (got.length < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${count} notifications, got ${got.length}`)
        await new Promise<void>((r) => {
          waiters.push(r)
          setTimeout(r, 200).unref()
        })
      }
    },
    close: () => app.close(),
  }
}

describe('Alipay channel against the sandbox', () => {
  let sandbox: { url: string; close(): Promise<void> }
  let secrets: AlipaySecrets
  let channel: PaymentChannel
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let sandboxKey: string
  const now = new Date()
  const today = chinaDay(now)
  const returnUrl = 'http://127.0.0.1:9/#/pay/callback?intentNo=P1'

  before(async () => {
    const keys = makePayKeys('http://127.0.0.1:1')
    sandbox = await startSandboxChannel({ secrets: keys.channel, port: 0, retryDelaysMs: [100, 200, 400] })
    secrets = { ...keys.merchant.alipay!, gateway: `${sandbox.url}/alipay/gateway.do` }
    sandboxKey = keys.channel.alipay.alipayPrivateKey
    channel = alipayChannel(secrets)
    receiver = await startReceiver(() => channel)
  })
  after(async () => {
    await receiver?.close()
    await sandbox?.close()
  })

  const control = async (path: string, body: unknown) => {
    const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    assert.equal(res.status, 200, await res.clone().text())
    return res.json()
  }

  /** Creates the payment and opens its page as the payer's browser does (Alipay knows the trade from then on). */
  async function opened(intentNo: string, amount: number): Promise<{ page: Response; url: URL }> {
    const action = await channel.create({
      intentNo,
      amount,
      description: '差旅订单 Flight MU5101',
      scene: 'WAP',
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      returnUrl,
      notifyUrl: receiver.url,
    })
    assert.equal(action.Kind, 'Redirect')
    const url = new URL(action.Kind === 'Redirect' ? action.Url : '')
    const gateway = await fetch(url, { redirect: 'manual' })
    assert.equal(gateway.status, 302, await gateway.clone().text())
    const page = await fetch(new URL(gateway.headers.get('location')!, url), { headers: { 'accept-language': 'en' } })
    return { page, url }
  }

  it('creates a WAP payment: a signed page URL for the amount in yuan that opens the sandbox pay page', async () => {
    const { page, url } = await opened('P-ALI-1', 12345)
    assert.equal(`${url.origin}${url.pathname}`, secrets.gateway)
    assert.equal(url.searchParams.get('method'), 'alipay.trade.wap.pay')
    assert.equal(url.searchParams.get('app_id'), secrets.appId)
    assert.equal(url.searchParams.get('sign_type'), 'RSA2')
    assert.equal(url.searchParams.get('notify_url'), receiver.url)
    assert.equal(url.searchParams.get('return_url'), returnUrl)
    const biz = JSON.parse(url.searchParams.get('biz_content')!)
    assert.equal(biz.out_trade_no, 'P-ALI-1')
    assert.equal(biz.total_amount, '123.45')
    assert.equal(biz.product_code, 'QUICK_WAP_WAY')
    assert.match(biz.time_expire, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    assert.equal(new Date(`${biz.time_expire.replace(' ', 'T')}+08:00`).getTime(), Math.floor((now.getTime() + 15 * 60_000) / 1000) * 1000)
    assert.equal(page.status, 200)
    const html = await page.text()
    assert.match(html, /data-testid="sandbox-amount">¥123\.45</)
    assert.match(html, /data-testid="sandbox-pay"/)
    assert.deepEqual(await channel.query('P-ALI-1'), {
      intentNo: 'P-ALI-1',
      status: 'Pending',
      amount: 0,
      transactionId: (await channel.query('P-ALI-1')).transactionId,
      paidAt: null,
    })
  })

  it('refuses other scenes: Alipay here is WAP only', async () => {
    assert.deepEqual(channel.scenes, ['WAP'])
    await assert.rejects(
      channel.create({ intentNo: 'P-ALI-X', amount: 100, description: 'x', scene: 'H5', expiresAt: now.toISOString(), returnUrl, notifyUrl: receiver.url }),
      /WAP only/,
    )
  })

  it('the gateway refuses a URL whose amount was changed after signing', async () => {
    const action = await channel.create({
      intentNo: 'P-ALI-T',
      amount: 100,
      description: 'x',
      scene: 'WAP',
      expiresAt: now.toISOString(),
      returnUrl,
      notifyUrl: receiver.url,
    })
    const url = new URL(action.Kind === 'Redirect' ? action.Url : '')
    url.searchParams.set('biz_content', url.searchParams.get('biz_content')!.replace('"1.00"', '"0.01"'))
    const res = await fetch(url, { redirect: 'manual' })
    assert.equal(res.status, 400)
    assert.match(await res.text(), /isv\.invalid-signature/)
    assert.equal((await channel.query('P-ALI-T')).status, 'Unknown')
  })

  let paymentNotifyBody = ''
  it('pays at the sandbox: a signed notification arrives, verifies and reads as the payment', async () => {
    const before = receiver.got.length
    await control('pay', { channel: 'Alipay', intentNo: 'P-ALI-1', outcome: 'Succeeded' })
    await receiver.waitFor(before + 1)
    const got = receiver.got[before]
    assert.equal(got.refused, undefined)
    const notice = got.notice!
    assert.equal(notice.kind, 'Payment')
    assert.ok(notice.id.length >= 16)
    if (notice.kind !== 'Payment') return
    assert.equal(notice.payment.intentNo, 'P-ALI-1')
    assert.equal(notice.payment.status, 'Succeeded')
    assert.equal(notice.payment.amount, 12345)
    assert.match(notice.payment.transactionId, /^\d{28}$/)
    const form = new URLSearchParams(got.body)
    assert.equal(form.get('total_amount'), '123.45')
    assert.equal(form.get('trade_status'), 'TRADE_SUCCESS')
    assert.equal(form.get('sign_type'), 'RSA2')
    paymentNotifyBody = got.body
    const q = await channel.query('P-ALI-1')
    assert.equal(q.status, 'Succeeded')
    assert.equal(q.amount, 12345)
    assert.equal(q.transactionId, notice.payment.transactionId)
    assert.ok(q.paidAt && Math.abs(Date.parse(q.paidAt) - Date.now()) < 60_000)
  })

  it('refuses a notification with a field changed (the amount), one signed with another key, one unsigned, and one for another app', async () => {
    const form = Object.fromEntries(new URLSearchParams(paymentNotifyBody))
    const read = (f: Record<string, string>) => channel.readNotification({}, new URLSearchParams(f).toString(), new Date())
    const refused = async (f: Record<string, string>, reason: string) => {
      await assert.rejects(read(f), (e: unknown) => e instanceof NotificationRefused && e.reason === reason)
    }
    // The genuine one reads.
    assert.equal((await read(form)).kind, 'Payment')
    await refused({ ...form, total_amount: '1.00' }, 'signature')
    await refused({ ...form, out_trade_no: 'P-ALI-2' }, 'signature')
    const { sign: _sign, sign_type: _type, ...unsigned } = form
    await refused(unsigned, 'signature')
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    await refused(signedNotification(unsigned, other.privateKey), 'signature')
    // Signed by Alipay's key, but for another app of Alipay's.
    await refused(signedNotification({ ...unsigned, app_id: '2021000000000001' }, sandboxKey), 'unknownKey')
    // Signed and for us, but not a trade notification we can read.
    await refused(signedNotification({ ...unsigned, trade_status: 'SOMETHING' }, sandboxKey), 'unreadable')
  })

  it('sends a notification again, with the same notify_id, until the merchant answers success', async () => {
    await opened('P-ALI-R', 500)
    receiver.failNext(1)
    const before = receiver.got.length
    await control('pay', { channel: 'Alipay', intentNo: 'P-ALI-R', outcome: 'Succeeded' })
    await receiver.waitFor(before + 2)
    const [first, second] = receiver.got.slice(before)
    assert.equal(first.notice?.kind, 'Payment')
    assert.equal(second.notice?.id, first.notice?.id)
    // Sent again on command: the same notification (same notify_id), for the merchant to take as a duplicate.
    await control('notify', { channel: 'Alipay', intentNo: 'P-ALI-R' })
    await receiver.waitFor(before + 3)
    assert.equal(receiver.got[before + 2].notice?.id, first.notice?.id)
    const books = (await (await fetch(`${sandbox.url}/__sandbox/payments?channel=Alipay`)).json()) as { intentNo: string; deliveries: { status: number }[] }[]
    assert.deepEqual(
      books.find((p) => p.intentNo === 'P-ALI-R')?.deliveries.map((d) => d.status),
      [400, 200, 200],
    )
  })

  it('a merchant signing with a key Alipay does not know, or believing another Alipay key, gets nothing believed', async () => {
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    })
    await assert.rejects(alipayChannel({ ...secrets, appPrivateKey: stranger.privateKey }).query('P-ALI-1'), /isv\.invalid-signature|验签/)
    await assert.rejects(alipayChannel({ ...secrets, alipayPublicKey: stranger.publicKey }).query('P-ALI-1'), /验签失败/)
    await assert.rejects(alipayChannel({ ...secrets, appId: '2021000000000001' }).query('P-ALI-1'), /isv\.invalid-app-id/)
    // A notification from the real key is refused by a merchant who believes another.
    await assert.rejects(
      alipayChannel({ ...secrets, alipayPublicKey: stranger.publicKey }).readNotification({}, paymentNotifyBody, new Date()),
      NotificationRefused,
    )
  })

  it("the page's Pay button pays, notifies and sends the payer back; a declined attempt notifies nothing and leaves the trade waiting", async () => {
    const { page } = await opened('P-ALI-PAGE', 990)
    const before = receiver.got.length
    const pay = await fetch(page.url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ outcome: 'Succeeded', return: returnUrl }) })
    assert.equal(pay.status, 303)
    assert.equal(pay.headers.get('location'), returnUrl)
    await receiver.waitFor(before + 1)
    const notice = receiver.got[before].notice
    assert.deepEqual(notice?.kind === 'Payment' && [notice.payment.intentNo, notice.payment.amount], ['P-ALI-PAGE', 990])

    await opened('P-ALI-D', 700)
    await control('pay', { channel: 'Alipay', intentNo: 'P-ALI-D', outcome: 'Declined' })
    assert.equal((await channel.query('P-ALI-D')).status, 'Pending')
    await new Promise((r) => setTimeout(r, 300))
    assert.equal(receiver.got.length, before + 1)
  })

  it('a payment past its time_expire is closed at Alipay', async () => {
    const action = await channel.create({
      intentNo: 'P-ALI-E',
      amount: 300,
      description: 'expired',
      scene: 'WAP',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
      returnUrl,
      notifyUrl: receiver.url,
    })
    assert.equal((await fetch(action.Kind === 'Redirect' ? action.Url : '', { redirect: 'manual' })).status, 302)
    assert.equal((await channel.query('P-ALI-E')).status, 'Closed')
    await channel.close('P-ALI-E')
  })

  it('queries: Unknown before the page is opened, Pending, Closed after close; close of a paid one is refused', async () => {
    assert.equal((await channel.query('P-ALI-NONE')).status, 'Unknown')
    await channel.close('P-ALI-NONE')
    await opened('P-ALI-C', 800)
    assert.equal((await channel.query('P-ALI-C')).status, 'Pending')
    await channel.close('P-ALI-C')
    assert.deepEqual(
      { ...(await channel.query('P-ALI-C')), transactionId: '' },
      { intentNo: 'P-ALI-C', status: 'Closed', amount: 0, transactionId: '', paidAt: null },
    )
    await channel.close('P-ALI-C')
    await assert.rejects(channel.close('P-ALI-1'), /cannot be closed \(Succeeded\)/)
  })

  it('refunds at once (fund_change Y), notifies the refund, answers a repeated refund from its state, fails a refund over the amount', async () => {
    const before = receiver.got.length
    const r = await channel.refund({ intentNo: 'P-ALI-1', refundNo: 'R-ALI-1', amount: 2345, total: 12345, reason: 'trip cancelled', notifyUrl: receiver.url })
    assert.deepEqual(r, { refundNo: 'R-ALI-1', status: 'Succeeded', amount: 2345 })
    await receiver.waitFor(before + 1)
    const notice = receiver.got[before].notice!
    assert.deepEqual(notice.kind === 'Refund' && { intentNo: notice.intentNo, refund: notice.refund }, {
      intentNo: 'P-ALI-1',
      refund: { refundNo: 'R-ALI-1', status: 'Succeeded', amount: 2345 },
    })
    assert.equal(new URLSearchParams(receiver.got[before].body).get('refund_fee'), '23.45')
    assert.deepEqual(
      await channel.refund({ intentNo: 'P-ALI-1', refundNo: 'R-ALI-1', amount: 2345, total: 12345, reason: 'again', notifyUrl: receiver.url }),
      r,
    )
    assert.equal(
      (await channel.refund({ intentNo: 'P-ALI-1', refundNo: 'R-ALI-2', amount: 10001, total: 12345, reason: 'too much', notifyUrl: receiver.url })).status,
      'Failed',
    )
    assert.equal(
      (await channel.refund({ intentNo: 'P-ALI-C', refundNo: 'R-ALI-3', amount: 1, total: 800, reason: 'not paid', notifyUrl: receiver.url })).status,
      'Failed',
    )
    // Still paid (partly refunded).
    assert.equal((await channel.query('P-ALI-1')).status, 'Succeeded')
  })

  it("reads the day's statement: payments and refunds with their numbers and fen; a day to come has none", async () => {
    const lines = await channel.statement(today)
    const mine = lines.filter((l) => l.intentNo === 'P-ALI-1')
    assert.deepEqual(
      mine.map(({ kind, intentNo, refundNo, amount }) => ({ kind, intentNo, refundNo, amount })),
      [
        { kind: 'Payment', intentNo: 'P-ALI-1', refundNo: '', amount: 12345 },
        { kind: 'Refund', intentNo: 'P-ALI-1', refundNo: 'R-ALI-1', amount: 2345 },
      ],
    )
    const q = await channel.query('P-ALI-1')
    assert.ok(mine.every((l) => l.transactionId === q.transactionId))
    assert.equal(mine[0].at, q.paidAt)
    assert.ok(lines.some((l) => l.intentNo === 'P-ALI-R' && l.amount === 500))
    assert.ok(!lines.some((l) => l.intentNo === 'P-ALI-C'))
    assert.deepEqual(await channel.statement('2999-01-01'), [])
    // Mismatches the channel's books may hold: a payment we never had, one missing, an amount changed.
    await control('statement', {
      channel: 'Alipay',
      day: today,
      add: [{ intentNo: 'P-ALI-GHOST', amount: 4321 }],
      drop: ['P-ALI-R'],
      amend: [{ intentNo: 'P-ALI-PAGE', amount: 991 }],
    })
    const seeded = await channel.statement(today)
    assert.equal(seeded.find((l) => l.intentNo === 'P-ALI-GHOST')?.amount, 4321)
    assert.ok(!seeded.some((l) => l.intentNo === 'P-ALI-R'))
    assert.equal(seeded.find((l) => l.intentNo === 'P-ALI-PAGE')?.amount, 991)
  })
})

describe('fen and yuan', () => {
  it('writes fen as yuan with two decimals, in integers', () => {
    const table: [number, string][] = [
      [0, '0.00'],
      [1, '0.01'],
      [5, '0.05'],
      [10, '0.10'],
      [29, '0.29'],
      [99, '0.99'],
      [100, '1.00'],
      [101, '1.01'],
      [1999, '19.99'],
      [12345, '123.45'],
      [100000001, '1000000.01'],
      [-120, '-1.20'],
    ]
    for (const [fen, yuan] of table) {
      assert.equal(fenToYuan(fen), yuan, `${fen}`)
      assert.equal(yuanToFen(yuan), fen, yuan)
    }
    assert.throws(() => fenToYuan(1.5), RangeError)
    assert.throws(() => fenToYuan(Number.NaN), RangeError)
  })

  it('reads Alipay yuan texts with one, two or no decimals and refuses anything else', () => {
    assert.equal(yuanToFen('123.4'), 12340)
    assert.equal(yuanToFen('123'), 12300)
    assert.equal(yuanToFen('0.1'), 10)
    assert.equal(yuanToFen('1.15'), 115)
    assert.equal(yuanToFen('4.35'), 435) // 4.35 * 100 = 434.99999999999994 in floats
    for (const bad of ['', '1.234', '1e3', 'abc', '1,000.00', '.5', '1.', '--1', '0x10']) assert.throws(() => yuanToFen(bad), RangeError, bad)
  })

  it('round-trips every fen amount up to ¥1,000', () => {
    for (let fen = 0; fen <= 100_000; fen++) if (yuanToFen(fenToYuan(fen)) !== fen) assert.fail(`${fen}`)
  })
})

describe('Alipay bill file', () => {
  const csv = [
    '#支付宝业务明细查询',
    '#账号：[20880000000000000156]',
    '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,订单金额（元）,商家实收（元）,退款批次号/请求号,备注',
    '2026111922001400000000000001\t,P1\t,交易\t,"机票, 上海"\t,2026-11-19 10:00:00\t,2026-11-19 10:01:02\t,123.45\t,123.45\t,\t,',
    '2026111922001400000000000001\t,P1\t,退款\t,"机票, 上海"\t,2026-11-19 11:00:00\t,2026-11-19 11:00:03\t,-23.45\t,-23.45\t,R1\t,',
    '#-----------------------------------------业务明细列表结束------------------------------------',
    '#交易合计：1笔',
  ].join('\r\n')
  const expected = [
    { kind: 'Payment', intentNo: 'P1', refundNo: '', transactionId: '2026111922001400000000000001', amount: 12345, at: '2026-11-19T02:01:02.000Z' },
    { kind: 'Refund', intentNo: 'P1', refundNo: 'R1', transactionId: '2026111922001400000000000001', amount: 2345, at: '2026-11-19T03:00:03.000Z' },
  ]

  it('reads the details CSV by its column names (quoted cells, padding tabs, negative refunds)', () => {
    assert.deepEqual(readTradeBill(Buffer.from(csv)), expected)
  })

  it("reads Alipay's zip, taking the details entry and not the summary", () => {
    const entry = (name: string, data: Buffer) => ({ name: Buffer.from(name), data, packed: deflateRawSync(data) })
    const entries = [
      entry('2088_20261119_业务明细(汇总).csv', Buffer.from('#汇总\r\n门店编号,交易订单总笔数\r\n,1\r\n')),
      entry('2088_20261119_业务明细.csv', Buffer.from(csv)),
    ]
    const parts: Buffer[] = []
    const directory: Buffer[] = []
    let offset = 0
    for (const e of entries) {
      const local = Buffer.alloc(30)
      local.writeUInt32LE(0x04034b50, 0)
      local.writeUInt16LE(8, 8)
      local.writeUInt32LE(e.packed.length, 18)
      local.writeUInt32LE(e.data.length, 22)
      local.writeUInt16LE(e.name.length, 26)
      const central = Buffer.alloc(46)
      central.writeUInt32LE(0x02014b50, 0)
      central.writeUInt16LE(8, 10)
      central.writeUInt32LE(e.packed.length, 20)
      central.writeUInt32LE(e.data.length, 24)
      central.writeUInt16LE(e.name.length, 28)
      central.writeUInt32LE(offset, 42)
      directory.push(central, e.name)
      parts.push(local, e.name, e.packed)
      offset += 30 + e.name.length + e.packed.length
    }
    const dir = Buffer.concat(directory)
    const end = Buffer.alloc(22)
    end.writeUInt32LE(0x06054b50, 0)
    end.writeUInt16LE(entries.length, 8)
    end.writeUInt16LE(entries.length, 10)
    end.writeUInt32LE(dir.length, 12)
    end.writeUInt32LE(offset, 16)
    assert.deepEqual(readTradeBill(Buffer.concat([...parts, dir, end])), expected)
  })
})
