/**
 * The WeChat Pay v3 adapter against the sandbox channel with fresh keys: every scene's order,
 * query, close, refund with its notification, the notification rules (valid, another key,
 * tampered body, stale, unknown serial, undecryptable resource), the day's statement, the
 * mini-program's openid, and answers that do not verify.
 */
import assert from 'node:assert/strict'
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { encryptResource, signatureHeaders } from '../sandbox-channel/wechatpay-protocol'
import { chinaDay } from '../src/lib/time'
import { NotificationRefused, type CreatePayment, type Notice } from '../src/services/money/channels/types'
import { wechatpayChannel, WeChatPayCallFailed, type WeChatPayChannel } from '../src/services/money/channels/wechatpay'
import { notifyReceiver, startPaySandbox, type PaySandbox } from './pay-sandbox'

const START = new Date('2026-11-19T06:00:00.000Z')
const RETURN = 'http://shop.example/#/pay/callback?intentNo='

describe('WeChat Pay v3 through the sandbox channel', () => {
  let sandbox: PaySandbox
  let wx: WeChatPayChannel
  let receiver: Awaited<ReturnType<typeof notifyReceiver>>
  let n = 0
  const payment = (over: Partial<CreatePayment> = {}): CreatePayment => {
    const intentNo = `PI2026111900${String(++n).padStart(4, '0')}`
    return {
      intentNo,
      amount: 45_678,
      description: '机票 PEK-SHA',
      scene: 'H5',
      expiresAt: new Date(START.getTime() + 15 * 60_000).toISOString(),
      returnUrl: RETURN + intentNo,
      notifyUrl: receiver.url,
      clientIp: '203.0.113.9',
      ...over,
    }
  }
  const pay = async (intentNo: string, notify = true) => {
    const res = await sandbox.control('pay', { channel: 'WeChatPay', intentNo, outcome: 'Succeeded', notify })
    assert.equal(res.status, 200, await res.text())
  }
  const refused = async (read: Promise<Notice>, reason: NotificationRefused['reason']) => {
    await assert.rejects(read, (e: unknown) => e instanceof NotificationRefused && e.reason === reason)
  }

  before(async () => {
    sandbox = await startPaySandbox({ clock: () => START })
    receiver = await notifyReceiver()
    wx = sandbox.channels.get('WeChatPay') as WeChatPayChannel
  })
  after(async () => {
    await sandbox.close()
    await receiver.close()
  })

  test('the configured channels name WeChat Pay with its scenes and its notify URL', () => {
    assert.ok(sandbox.channels.sandbox)
    assert.ok(sandbox.channels.names.includes('WeChatPay'))
    assert.deepEqual(wx.scenes, ['JSAPI', 'H5', 'Native'])
    assert.equal(sandbox.channels.notifyUrl('WeChatPay', 'https://trip.example/'), 'https://trip.example/pay/notify/wechatpay')
    assert.equal(wx.ack.ok.body, '')
    assert.ok([200, 204].includes(wx.ack.ok.status))
    assert.ok(wx.ack.fail.status >= 400)
    assert.equal((JSON.parse(wx.ack.fail.body) as { code: string }).code, 'FAIL')
  })

  test('JSAPI: the openid of a login code, and wx.requestPayment parameters signed with the merchant key', async () => {
    const openId = await wx.openIdOf('employee01.first')
    assert.equal(await wx.openIdOf('employee01.second'), openId)
    await assert.rejects(wx.openIdOf('employee01.first'), WeChatPayCallFailed)
    const p = payment({ scene: 'JSAPI', openId })
    const action = await wx.create(p)
    assert.equal(action.Kind, 'RequestPayment')
    if (action.Kind !== 'RequestPayment') return
    const { timeStamp, nonceStr, package: pkg, paySign, signType } = action.Params
    assert.equal(signType, 'RSA')
    assert.match(pkg, /^prepay_id=wx\w+$/)
    const merchantPublicKey = sandbox.secrets.wechatpay.merchantPublicKey
    const message = `${sandbox.merchant.wechatpay!.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
    assert.ok(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, paySign, 'base64'))
    assert.equal(sandbox.store.get('WeChatPay', p.intentNo)?.openId, openId)
    await assert.rejects(wx.create(payment({ scene: 'JSAPI' })), /openid/)
  })

  test('H5: the channel page with the return URL; Native: the code to scan; both pending until paid', async () => {
    const h5 = payment()
    const action = await wx.create(h5)
    assert.equal(action.Kind, 'Redirect')
    if (action.Kind !== 'Redirect') return
    assert.ok(action.Url.startsWith(`${sandbox.url}/pay/wechatpay/${h5.intentNo}?`))
    assert.ok(action.Url.endsWith(`&redirect_url=${encodeURIComponent(h5.returnUrl)}`))
    const page = await (await fetch(action.Url)).text()
    assert.match(page, /¥456\.78/)
    assert.ok(page.includes(`value="${h5.returnUrl.replace(/&/g, '&#38;')}"`))
    const native = payment({ scene: 'Native' })
    const qr = await wx.create(native)
    assert.equal(qr.Kind, 'QrCode')
    if (qr.Kind !== 'QrCode') return
    assert.ok(qr.CodeUrl.startsWith(`${sandbox.url}/pay/wechatpay/${native.intentNo}`))
    assert.equal((await fetch(qr.CodeUrl)).status, 200)
    for (const no of [h5.intentNo, native.intentNo]) assert.equal((await wx.query(no)).status, 'Pending')
    await assert.rejects(wx.create(payment({ scene: 'WAP' })), /not offered/)
  })

  test('query: pending, then paid (amount, transaction, time), and Unknown for a payment the channel never had', async () => {
    const p = payment({ scene: 'Native' })
    await wx.create(p)
    assert.deepEqual(await wx.query(p.intentNo), { intentNo: p.intentNo, status: 'Pending', amount: 0, transactionId: '', paidAt: null })
    await pay(p.intentNo, false)
    const paid = await wx.query(p.intentNo)
    assert.equal(paid.status, 'Succeeded')
    assert.equal(paid.amount, p.amount)
    assert.match(paid.transactionId, /^4200\d{24}$/)
    assert.equal(paid.paidAt, START.toISOString())
    assert.equal((await wx.query('PI000000NEVER')).status, 'Unknown')
  })

  test('close: an unpaid payment closes (and can no longer be paid); a paid one is not closed', async () => {
    const p = payment()
    await wx.create(p)
    await wx.close(p.intentNo)
    await wx.close(p.intentNo)
    assert.equal((await wx.query(p.intentNo)).status, 'Closed')
    assert.equal((await sandbox.control('pay', { channel: 'WeChatPay', intentNo: p.intentNo, outcome: 'Succeeded' })).status, 409)
    const paid = payment()
    await wx.create(paid)
    await pay(paid.intentNo, false)
    await assert.rejects(wx.close(paid.intentNo), (e: unknown) => e instanceof WeChatPayCallFailed && e.code === 'ORDERPAID')
  })

  test('a payment notification is read; another key, a tampered body, a stale one, an unknown serial or an unreadable resource is refused', async () => {
    const p = payment()
    await wx.create(p)
    const before = receiver.received.length
    await pay(p.intentNo)
    const [note] = (await receiver.waitFor(before + 1)).slice(before)
    const now = new Date()
    const notice = await wx.readNotification(note.headers, note.body, now)
    assert.equal(notice.kind, 'Payment')
    if (notice.kind !== 'Payment') return
    assert.match(notice.id, /^[0-9a-f-]{36}$/)
    assert.equal(notice.payment.intentNo, p.intentNo)
    assert.equal(notice.payment.status, 'Succeeded')
    assert.equal(notice.payment.amount, p.amount)

    const s = sandbox.secrets.wechatpay
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    await refused(wx.readNotification(signatureHeaders(s, note.body, { key: forger }), note.body, now), 'signature')
    const tampered = note.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ')
    await refused(wx.readNotification(note.headers, tampered, now), 'signature')
    const stale = Math.floor(now.getTime() / 1000) - 301
    await refused(wx.readNotification(signatureHeaders(s, note.body, { timestamp: stale }), note.body, now), 'replayed')
    // The same notification read six minutes later is stale too.
    await refused(wx.readNotification(note.headers, note.body, new Date(now.getTime() + 6 * 60_000)), 'replayed')
    await refused(wx.readNotification(signatureHeaders(s, note.body, { serial: 'PUB_KEY_ID_UNKNOWN' }), note.body, now), 'unknownKey')
    await refused(wx.readNotification({}, note.body, now), 'signature')
    const body = JSON.parse(note.body) as { resource: Record<string, string> }
    body.resource = { original_type: 'transaction', ...encryptResource(randomBytes(16).toString('hex'), '{"mchid":"x"}', 'transaction') }
    const undecryptable = JSON.stringify(body)
    await refused(wx.readNotification(signatureHeaders(s, undecryptable), undecryptable, now), 'unreadable')
    await refused(wx.readNotification(signatureHeaders(s, 'not json'), 'not json', now), 'unreadable')
  })

  test('refund: processing at first, then REFUND.SUCCESS notified to the refund notify URL and read', async () => {
    const p = payment()
    await wx.create(p)
    await pay(p.intentNo, false)
    const before = receiver.received.length
    const refundNo = `RF${p.intentNo.slice(2)}`
    const r = await wx.refund({ intentNo: p.intentNo, refundNo, amount: 10_000, total: p.amount, reason: '行程取消', notifyUrl: receiver.url })
    assert.deepEqual(r, { refundNo, status: 'Processing', amount: 10_000 })
    const [note] = (await receiver.waitFor(before + 1)).slice(before)
    const notice = await wx.readNotification(note.headers, note.body, new Date())
    assert.deepEqual({ ...notice, id: '' }, { kind: 'Refund', id: '', intentNo: p.intentNo, refund: { refundNo, status: 'Succeeded', amount: 10_000 } })
    assert.equal((await wx.query(p.intentNo)).status, 'Succeeded', 'a partly refunded payment was paid')
    // The same refund again is the same refund; more than is left is refused.
    assert.equal(
      (await wx.refund({ intentNo: p.intentNo, refundNo, amount: 10_000, total: p.amount, reason: '', notifyUrl: receiver.url })).status,
      'Succeeded',
    )
    await assert.rejects(
      wx.refund({ intentNo: p.intentNo, refundNo: `${refundNo}B`, amount: p.amount, total: p.amount, reason: '', notifyUrl: receiver.url }),
      (e: unknown) => e instanceof WeChatPayCallFailed && e.code === 'NOT_ENOUGH',
    )
  })

  test("the day's statement lists payments and refunds from the channel's bill, with seeded mismatches", async () => {
    const day = chinaDay(START)
    const a = payment()
    const b = payment()
    for (const p of [a, b]) {
      await wx.create(p)
      await pay(p.intentNo, false)
    }
    await wx.refund({ intentNo: a.intentNo, refundNo: `RF${a.intentNo.slice(2)}`, amount: 678, total: a.amount, reason: '', notifyUrl: receiver.url })
    await new Promise((r) => setTimeout(r, 300))
    await sandbox.control('statement', {
      channel: 'WeChatPay',
      day,
      add: [{ intentNo: 'PIGHOST0001', amount: 999 }],
      amend: [{ intentNo: b.intentNo, amount: 1 }],
    })
    const lines = await wx.statement(day)
    const find = (kind: string, no: string) => lines.find((l) => l.kind === kind && l.intentNo === no)
    assert.equal(find('Payment', a.intentNo)?.amount, a.amount)
    assert.match(find('Payment', a.intentNo)?.transactionId ?? '', /^4200\d{24}$/)
    assert.equal(find('Payment', a.intentNo)?.at, START.toISOString())
    assert.deepEqual(
      { ...find('Refund', a.intentNo), transactionId: '' },
      { kind: 'Refund', intentNo: a.intentNo, refundNo: `RF${a.intentNo.slice(2)}`, transactionId: '', amount: 678, at: START.toISOString() },
    )
    assert.equal(find('Payment', b.intentNo)?.amount, 1)
    assert.equal(find('Payment', 'PIGHOST0001')?.amount, 999)
    assert.deepEqual(await wx.statement('2026-01-01'), [], 'a day without trades has no bill')
  })

  test('an answer not signed by the platform key is not believed; a request not signed by the merchant is refused', async () => {
    const p = payment()
    await wx.create(p)
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
    const w = sandbox.merchant.wechatpay!
    const trusting = wechatpayChannel({ ...w, platformPublicKey: other.publicKey })
    await assert.rejects(trusting.query(p.intentNo), (e: unknown) => e instanceof WeChatPayCallFailed && e.code === 'EV3_RES_HEADER_SIGNATURE_DIGEST')
    const impostor = wechatpayChannel({ ...w, merchantPrivateKey: other.privateKey })
    await assert.rejects(impostor.query(p.intentNo), (e: unknown) => e instanceof WeChatPayCallFailed && e.status === 401 && e.code === 'SIGN_ERROR')
  })
})
