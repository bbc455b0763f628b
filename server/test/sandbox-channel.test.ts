/**
 * The sandbox channel as a separate party: it imports nothing from server/src at run time; its
 * pay page, its test controls, its notification retries, its statement amendments and its
 * mini-program login behave as docs/money.md#the-sandbox-channel says.
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import ts from 'typescript'
import { startSandboxChannel } from '../sandbox-channel/app'
import { makePayKeys } from '../sandbox-channel/keys'
import type { PaymentStore } from '../sandbox-channel/store'

const ROOT = path.resolve(__dirname, '..', '..')
const SANDBOX = path.join(ROOT, 'server', 'sandbox-channel')
const SRC = path.join(ROOT, 'server', 'src')

describe('the sandbox channel is a separate party', () => {
  const files = fs.readdirSync(SANDBOX).filter((f) => f.endsWith('.ts'))

  test('loading every sandbox file loads nothing from server/src', () => {
    const load = files.filter((f) => f !== 'main.ts').map((f) => `require(${JSON.stringify(path.join(SANDBOX, f))})`)
    const script = `${load.join(';')};console.log(JSON.stringify(Object.keys(require.cache)))`
    const loaded = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, encoding: 'utf8' })) as string[]
    assert.ok(
      loaded.some((f) => f.endsWith(path.join('sandbox-channel', 'wechatpay.ts'))),
      'the check must see the sandbox files load',
    )
    assert.deepEqual(
      loaded.filter((f) => f.startsWith(SRC + path.sep)),
      [],
    )
  })

  test('an import from server/src in the sandbox is type-only', () => {
    const valueImports: string[] = []
    for (const f of files) {
      const source = ts.createSourceFile(f, fs.readFileSync(path.join(SANDBOX, f), 'utf8'), ts.ScriptTarget.ES2022, true)
      const visit = (node: ts.Node): void => {
        let spec: string | null = null
        let typeOnly = false
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
          spec = node.moduleSpecifier.text
          const clause = node.importClause
          const named = clause?.namedBindings
          typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly)))
        } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
          spec = node.moduleSpecifier.text
          typeOnly = node.isTypeOnly
        } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
          if (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
            spec = node.arguments[0].text
        }
        if (spec?.startsWith('.') && path.resolve(SANDBOX, spec).startsWith(SRC) && !typeOnly) valueImports.push(`${f} → ${spec}`)
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    assert.deepEqual(valueImports, [])
  })
})

/** A merchant's notify endpoint that records what it receives and answers with `answers` in turn (then 204). */
function receiver(answers: number[] = []) {
  const received: { headers: Record<string, unknown>; body: string }[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.statusCode = answers.shift() ?? 204
      res.end()
    })
  })
  return {
    received,
    url: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/pay/notify/wechatpay`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const waitFor = async (what: string, ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('pay page, controls and notifications', () => {
  const NOW = new Date('2026-11-19T06:00:00.000Z')
  let channel: Awaited<ReturnType<typeof startSandboxChannel>>
  let store: PaymentStore
  const merchant = receiver([500])
  let notifyUrl = ''
  const secrets = makePayKeys('http://127.0.0.1:1').channel
  let n = 0
  const order = (over: Partial<Parameters<PaymentStore['create']>[0]> = {}) =>
    store.create({
      channel: 'WeChatPay',
      intentNo: `PI${String(++n).padStart(6, '0')}`,
      amount: 12_345,
      description: 'Flight PEK-SHA',
      scene: 'H5',
      merchant: 'Merchant 1900000001',
      notifyUrl,
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
      ...over,
    })
  const post = (p: string, body: unknown) =>
    fetch(channel.url + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  before(async () => {
    notifyUrl = await merchant.url()
    channel = await startSandboxChannel({ secrets, port: 0, clock: () => NOW, retryDelaysMs: [30, 30] })
    store = channel.store
  })
  after(async () => {
    await channel.close()
    await merchant.close()
  })

  test('the page shows the merchant, the item and the amount, in Chinese unless the browser asks for English', async () => {
    const p = order()
    const zh = await (await fetch(`${channel.url}/pay/wechatpay/${p.intentNo}`)).text()
    assert.match(zh, /data-testid="sandbox-amount">¥123\.45</)
    assert.match(zh, /确认支付/)
    assert.match(zh, /Merchant 1900000001/)
    for (const id of ['sandbox-pay', 'sandbox-cancel', 'sandbox-decline']) assert.match(zh, new RegExp(`data-testid="${id}"`))
    const en = await (await fetch(`${channel.url}/pay/wechatpay/${p.intentNo}`, { headers: { 'accept-language': 'en-GB,en;q=0.9,zh;q=0.5' } })).text()
    assert.match(en, />Pay</)
    assert.match(en, /sandbox only/)
    assert.equal((await fetch(`${channel.url}/pay/wechatpay/NOSUCH001`)).status, 404)
  })

  test('Pay settles the payment, notifies the merchant (again until it answers OK) and sends the payer back', async () => {
    const p = order()
    const back = `http://shop.example/#/pay/callback?intentNo=${p.intentNo}`
    const res = await fetch(`${channel.url}/pay/wechatpay/${p.intentNo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'Succeeded', return: back }).toString(),
      redirect: 'manual',
    })
    assert.equal(res.status, 303)
    assert.equal(res.headers.get('location'), back)
    assert.equal(p.status, 'Succeeded')
    assert.deepEqual(p.paidAt, NOW)
    // The merchant answered 500 the first time: the channel tries again.
    await waitFor('the second attempt', () => p.deliveries.length === 2)
    assert.deepEqual(
      p.deliveries.map((d) => d.status),
      [500, 204],
    )
    const [first, second] = merchant.received.slice(-2).map((r) => JSON.parse(r.body) as { id: string; event_type: string })
    assert.equal(first.event_type, 'TRANSACTION.SUCCESS')
    assert.equal(first.id, second.id, 'a retry is the same notification')
    // Paid: the page says so and has no buttons.
    const page = await (await fetch(`${channel.url}/pay/wechatpay/${p.intentNo}`)).text()
    assert.match(page, /data-testid="sandbox-state">支付成功/)
    assert.doesNotMatch(page, /sandbox-pay/)
  })

  test('Cancel leaves the payment pending; Decline fails it without a notification; an expired one cannot be paid', async () => {
    const form = (no: string, outcome: string) =>
      fetch(`${channel.url}/pay/wechatpay/${no}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome, return: 'http://shop.example/back' }).toString(),
        redirect: 'manual',
      })
    const cancelled = order()
    assert.equal((await form(cancelled.intentNo, 'Cancelled')).status, 303)
    assert.equal(cancelled.status, 'Pending')
    const declined = order()
    const before = merchant.received.length
    assert.equal((await form(declined.intentNo, 'Declined')).status, 303)
    assert.equal(declined.status, 'Declined')
    assert.equal(merchant.received.length, before)
    const expired = order({ expiresAt: new Date(NOW.getTime() - 1000) })
    const res = await form(expired.intentNo, 'Succeeded')
    assert.equal(res.status, 200)
    assert.match(await res.text(), /订单已过期/)
    assert.equal(expired.status, 'Pending')
  })

  test('the controls pay with a lost notification, send it again (same id) and list the books', async () => {
    const p = order()
    const before = merchant.received.length
    const paid = await post('/__sandbox/pay', { channel: 'WeChatPay', intentNo: p.intentNo, outcome: 'Succeeded', notify: false })
    assert.equal(paid.status, 200)
    assert.equal(((await paid.json()) as { status: string }).status, 'Succeeded')
    assert.equal(merchant.received.length, before, 'notify:false loses the notification')
    assert.equal((await post('/__sandbox/notify', { channel: 'WeChatPay', intentNo: p.intentNo })).status, 200)
    assert.equal((await post('/__sandbox/notify', { channel: 'WeChatPay', intentNo: p.intentNo })).status, 200)
    const ids = merchant.received.slice(before).map((r) => (JSON.parse(r.body) as { id: string }).id)
    assert.equal(ids.length, 2)
    assert.equal(ids[0], ids[1])
    assert.equal((await post('/__sandbox/pay', { channel: 'WeChatPay', intentNo: p.intentNo, outcome: 'Succeeded' })).status, 409, 'paid once only')
    assert.equal((await post('/__sandbox/pay', { channel: 'WeChatPay', intentNo: 'NOSUCH001', outcome: 'Succeeded' })).status, 404)
    assert.equal((await post('/__sandbox/pay', { channel: 'UnionPay', intentNo: p.intentNo, outcome: 'Succeeded' })).status, 400)
    const list = (await (await fetch(`${channel.url}/__sandbox/payments?channel=WeChatPay`)).json()) as { intentNo: string; status: string }[]
    assert.equal(list.find((x) => x.intentNo === p.intentNo)?.status, 'Succeeded')
  })

  test('a statement lists the day’s payments; a test can seed lines the books lack, drop lines and change amounts', async () => {
    const a = order()
    const b = order()
    const c = order()
    for (const p of [a, b, c]) store.settle('WeChatPay', p.intentNo, 'Succeeded')
    const day = '2026-11-19'
    const res = await post('/__sandbox/statement', {
      channel: 'WeChatPay',
      day,
      add: [{ intentNo: 'PIGHOST001', amount: 500 }],
      drop: [b.intentNo],
      amend: [{ intentNo: c.intentNo, amount: 100 }],
    })
    assert.equal(res.status, 200)
    const lines = store.statement('WeChatPay', day)
    const byNo = new Map(lines.map((l) => [l.intentNo, l.amount]))
    assert.equal(byNo.get(a.intentNo), 12_345)
    assert.equal(byNo.has(b.intentNo), false)
    assert.equal(byNo.get(c.intentNo), 100)
    assert.equal(byNo.get('PIGHOST001'), 500)
    assert.equal(store.statement('WeChatPay', '2026-11-18').length, 0)
    assert.equal((await post('/__sandbox/statement', { channel: 'WeChatPay', day, add: [{ intentNo: 'X' }] })).status, 400)
  })

  test('the mini-program login code gives a stable openid per user, once per code', async () => {
    const s = secrets.wechatpay
    const login = async (code: string, secret = s.appSecret) =>
      (await (
        await fetch(
          `${channel.url}/wechat/sns/jscode2session?${new URLSearchParams({ appid: s.appId, secret, js_code: code, grant_type: 'authorization_code' })}`,
        )
      ).json()) as { openid?: string; errcode?: number }
    const one = await login('employee01.a1')
    const two = await login('employee01.b2')
    const other = await login('employee02.c3')
    assert.match(one.openid ?? '', /^o[\w-]{27}$/)
    assert.equal(one.openid, two.openid)
    assert.notEqual(one.openid, other.openid)
    assert.equal((await login('employee01.a1')).errcode, 40163)
    assert.equal((await login('employee01.d4', 'wrong')).errcode, 40125)
  })
})
