/**
 * Invoices (docs/money.md#invoices): headers with the tax-ID check and one default, shipping
 * addresses, the personal part of paid orders not issued → invoicing → issued, electronic with a
 * PDF that opens and paper posted with a tracking number, one invoice per order and idempotent
 * requests, refunds lowering what is invoiced, isolation. And the points mall: stock and points
 * taken together, never below zero, idempotent redemptions.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { ErrorCode } from '../../types/api'
import type { Database } from '../src/db/schema'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { ledgerState } from './money-harness'
import { choiceOf, detail, findTrain, me, pay, rid, submitBody } from './train-harness'

const TAX_ID = '91110000100006485K'

/** The PDF's objects each start where its cross-reference table says. */
function checkPdf(bytes: Buffer): string {
  const text = bytes.toString('latin1')
  assert.ok(text.startsWith('%PDF-1.4\n'))
  assert.ok(text.trimEnd().endsWith('%%EOF'))
  const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1])
  assert.equal(text.slice(xrefAt, xrefAt + 4), 'xref')
  const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
  assert.ok(entries.length >= 7)
  entries.forEach((offset, i) => assert.equal(text.slice(offset, offset + `${i + 1} 0 obj`.length), `${i + 1} 0 obj`, `object ${i + 1}`))
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1])
  const start = text.indexOf('stream\n') + 7
  assert.equal(text.slice(start + length, start + length + 10), '\nendstream')
  return text
}
const utf16hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()).join('')

describe('invoices', () => {
  let env: TestEnv
  let employee: string
  let other: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    other = await env.login('other01')
  })
  after(async () => env?.close())

  async function paidOrder(token: string) {
    const row = await findTrain(env, token, 'Second')
    const res = expectOk(
      await env.call(
        'train/submitOrder',
        await submitBody(env, token, choiceOf(row, 'Second'), [(await me(env, token)).PersonId], { PaymentType: 'Personal' }),
        { token },
      ),
    )
    await pay(env, token, res.OrderNo)
    return { orderNo: res.OrderNo as string, personal: res.PriceDetail.PersonalAmount as number }
  }

  it('checks headers, naming the field, and keeps one default', async () => {
    const bad = expectError(
      await env.call('invoiceApply/header/save', { Kind: 'Company', Title: '恒远科技有限公司', TaxId: '91110000100006485J' }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    assert.match(bad.ErrMsg, /TaxId/)
    expectError(await env.call('invoiceApply/header/save', { Kind: 'Company', Title: '恒远科技有限公司' }, { token: employee }), ErrorCode.ValidationFailed)
    expectError(await env.call('invoiceApply/header/save', { Kind: 'Personal', Title: '王芳', TaxId: TAX_ID }, { token: employee }), ErrorCode.ValidationFailed)
    expectError(
      await env.call('invoiceApply/header/save', { Kind: 'Personal', Title: '王芳', Email: 'not-mail' }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    const company = expectOk(
      await env.call(
        'invoiceApply/header/save',
        {
          Kind: 'Company',
          Title: '恒远科技有限公司',
          TaxId: TAX_ID,
          Address: '北京市海淀区中关村大街1号',
          Phone: '010-88886666',
          BankName: '招商银行北京分行',
          BankAccount: '110906123410201',
          Email: 'Finance@Hengyuan.example',
        },
        { token: employee },
      ),
    )
    assert.equal(company.IsDefault, true, 'the first header is the default')
    assert.equal(company.Email, 'finance@hengyuan.example')
    const personal = expectOk(await env.call('invoiceApply/header/save', { Kind: 'Personal', Title: '王芳', IsDefault: true }, { token: employee }))
    const list = expectOk(await env.call('invoiceApply/header/list', {}, { token: employee })).Items
    assert.deepEqual(
      list.map((h: { HeaderId: number; IsDefault: boolean }) => [h.HeaderId, h.IsDefault]),
      [
        [personal.HeaderId, true],
        [company.HeaderId, false],
      ],
    )
    // Another person's header is not there for them.
    expectError(await env.call('invoiceApply/header/delete', { HeaderId: company.HeaderId }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('invoiceApply/header/save', { HeaderId: company.HeaderId, Kind: 'Personal', Title: 'x' }, { token: other }), ErrorCode.NotFound)
    assert.equal(expectOk(await env.call('invoiceApply/header/list', {}, { token: other })).Items.length, 0)
  })

  it('checks shipping addresses', async () => {
    expectError(
      await env.call('invoiceApply/address/save', { Name: '王芳', Mobile: '1380000', Region: '北京市海淀区', Detail: '中关村大街1号' }, { token: employee }),
      ErrorCode.ValidationFailed,
    )
    const post = expectError(
      await env.call(
        'invoiceApply/address/save',
        { Name: '王芳', Mobile: '13800000001', Region: '北京市海淀区', Detail: '中关村大街1号', Postcode: '1000' },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
    assert.match(post.ErrMsg, /Postcode/)
    const a = expectOk(
      await env.call(
        'invoiceApply/address/save',
        { Name: '王芳', Mobile: '13800000001', Region: '北京市海淀区', Detail: '中关村大街1号', Postcode: '100080' },
        { token: employee },
      ),
    )
    assert.equal(a.IsDefault, true)
    assert.equal(a.MobileCountryCode, '86')
  })

  it('invoices the personal part electronically: not issued, invoicing, issued, with a PDF that opens', async () => {
    const o = await paidOrder(employee)
    const listed = expectOk(await env.call('invoiceApply/list', { State: 'NotIssued' }, { token: employee })).Items.find(
      (i: { OrderNo: string }) => i.OrderNo === o.orderNo,
    )
    assert.equal(listed.Amount, o.personal)
    assert.equal(listed.State, 'NotIssued')
    const headers = expectOk(await env.call('invoiceApply/header/list', {}, { token: employee })).Items
    const company = headers.find((h: { Kind: string }) => h.Kind === 'Company')
    const personal = headers.find((h: { Kind: string }) => h.Kind === 'Personal')
    // The personal header has no e-mail and none is given.
    expectError(
      await env.call(
        'invoiceApply/apply',
        { ClientRequestId: rid('inv'), OrderNo: o.orderNo, HeaderId: personal.HeaderId, Medium: 'Electronic' },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
    const body = { ClientRequestId: rid('inv'), OrderNo: o.orderNo, HeaderId: company.HeaderId, Medium: 'Electronic' }
    const inv = expectOk(await env.call('invoiceApply/apply', body, { token: employee }))
    assert.equal(inv.State, 'Invoicing')
    assert.equal(inv.Amount, o.personal)
    assert.equal(inv.Email, 'finance@hengyuan.example')
    assert.equal(inv.HasPdf, false)
    assert.equal(expectOk(await env.call('invoiceApply/apply', body, { token: employee })).InvoiceNo, inv.InvoiceNo)
    expectError(await env.call('invoiceApply/apply', { ...body, ClientRequestId: rid('inv') }, { token: employee }), ErrorCode.AlreadyExists)
    expectError(await env.call('invoiceApply/pdf', { InvoiceNo: inv.InvoiceNo }, { token: employee }), ErrorCode.ValidationFailed)
    // A later edit of the header does not change the invoice's.
    expectOk(
      await env.call(
        'invoiceApply/header/save',
        { HeaderId: company.HeaderId, Kind: 'Company', Title: '恒远科技（集团）有限公司', TaxId: TAX_ID },
        { token: employee },
      ),
    )
    env.advance(61)
    const issued = expectOk(await env.call('invoiceApply/details', { InvoiceNo: inv.InvoiceNo }, { token: employee }))
    assert.equal(issued.State, 'Issued')
    assert.ok(/^\d{20}$/.test(issued.FiscalNo))
    assert.equal(issued.Header.Title, '恒远科技有限公司')
    assert.equal(issued.HasPdf, true)
    const pdf = expectOk(await env.call('invoiceApply/pdf', { InvoiceNo: inv.InvoiceNo }, { token: employee }))
    assert.equal(pdf.FileName, `${inv.InvoiceNo}.pdf`)
    const text = checkPdf(Buffer.from(pdf.Base64, 'base64'))
    assert.ok(text.includes(utf16hex('恒远科技有限公司')), 'the buyer is printed')
    assert.ok(text.includes(utf16hex(TAX_ID)))
    assert.ok(text.includes(utf16hex(issued.FiscalNo)))
    assert.equal(expectOk(await env.call('invoiceApply/list', { State: 'Issued' }, { token: employee })).Items[0].InvoiceNo, inv.InvoiceNo)
    // The company's administrators see it with everyone's; employees and other companies do not.
    const admin = await env.login('admin01')
    const all = expectOk(await env.call('invoice/getInvoices', { State: 'Issued' }, { token: admin }))
    assert.equal(all.Total, 1)
    assert.deepEqual(
      [all.Items[0].InvoiceNo, all.Items[0].UserName, all.Items[0].HeaderTitle, all.Items[0].TaxId],
      [inv.InvoiceNo, 'employee01', '恒远科技有限公司', TAX_ID],
    )
    assert.equal(all.TotalAmount, o.personal)
    assert.equal(expectOk(await env.call('invoice/getInvoices', { State: 'Invoicing' }, { token: admin })).Total, 0)
    expectError(await env.call('invoice/getInvoices', {}, { token: employee }), ErrorCode.NoPermission)
    expectError(await env.call('invoice/getInvoices', {}, { token: other }), ErrorCode.NoPermission)
    // Other people find none of it.
    expectError(await env.call('invoiceApply/details', { InvoiceNo: inv.InvoiceNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('invoiceApply/pdf', { InvoiceNo: inv.InvoiceNo }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('invoiceApply/apply', { ...body, ClientRequestId: rid('inv'), HeaderId: 1 }, { token: other }), ErrorCode.NotFound)
  })

  it('posts a paper invoice with a tracking number, invoices what is left after a refund, lists nothing for a fully refunded order', async () => {
    const o = await paidOrder(employee)
    const header = expectOk(await env.call('invoiceApply/header/list', {}, { token: employee })).Items[0]
    const address = expectOk(await env.call('invoiceApply/address/list', {}, { token: employee })).Items[0]
    expectError(
      await env.call(
        'invoiceApply/apply',
        { ClientRequestId: rid('inv'), OrderNo: o.orderNo, HeaderId: header.HeaderId, Medium: 'Paper' },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )
    const inv = expectOk(
      await env.call(
        'invoiceApply/apply',
        { ClientRequestId: rid('inv'), OrderNo: o.orderNo, HeaderId: header.HeaderId, Medium: 'Paper', AddressId: address.AddressId },
        { token: employee },
      ),
    )
    assert.equal(inv.Address.Detail, '中关村大街1号')
    env.advance(3600)
    assert.equal(expectOk(await env.call('invoiceApply/details', { InvoiceNo: inv.InvoiceNo }, { token: employee })).State, 'Invoicing')
    env.advance(3600)
    assert.equal(await env.app.moneySweep.runOnce(), 1)
    const done = expectOk(await env.call('invoiceApply/details', { InvoiceNo: inv.InvoiceNo }, { token: employee }))
    assert.equal(done.State, 'Issued')
    assert.match(done.TrackingNo, /^SF\d+/)
    assert.equal(done.HasPdf, false)
    expectError(await env.call('invoiceApply/pdf', { InvoiceNo: inv.InvoiceNo }, { token: employee }), ErrorCode.ValidationFailed)

    // Refunded in full before any invoice: nothing to invoice.
    employee = await env.login('employee01')
    const r = await paidOrder(employee)
    const t = (await detail(env, employee, r.orderNo)).Tickets[0]
    expectOk(
      await env.call('train/refund', { OrderNo: r.orderNo, ClientRequestId: rid(), TicketIds: [t.TicketId], Fee: 0, Reason: '行程取消' }, { token: employee }),
    )
    assert.ok(!expectOk(await env.call('invoiceApply/list', {}, { token: employee })).Items.some((i: { OrderNo: string }) => i.OrderNo === r.orderNo))
    expectError(
      await env.call(
        'invoiceApply/apply',
        { ClientRequestId: rid('inv'), OrderNo: r.orderNo, HeaderId: header.HeaderId, Medium: 'Electronic', Email: 'a@b.example' },
        { token: employee },
      ),
      ErrorCode.ValidationFailed,
    )

    // One ticket of two refunded: the invoice is for what the person paid less what came back.
    const booker = await env.login('booker01')
    const row = await findTrain(env, booker, 'Second', 2)
    const colleague = expectOk(await env.call('user/getBookPersons', { Keyword: '张伟' }, { token: booker })).Persons[0].PersonId
    const two = expectOk(
      await env.call(
        'train/submitOrder',
        await submitBody(env, booker, choiceOf(row, 'Second'), [(await me(env, booker)).PersonId, colleague], { PaymentType: 'Personal' }),
        { token: booker },
      ),
    )
    await pay(env, booker, two.OrderNo)
    const ticket = (await detail(env, booker, two.OrderNo)).Tickets[0]
    const refund = expectOk(
      await env.call(
        'train/refund',
        { OrderNo: two.OrderNo, ClientRequestId: rid(), TicketIds: [ticket.TicketId], Fee: 0, Reason: '行程取消' },
        { token: booker },
      ),
    )
    assert.ok(refund.PersonalRefund > 0)
    const left = expectOk(await env.call('invoiceApply/list', {}, { token: booker })).Items.find((i: { OrderNo: string }) => i.OrderNo === two.OrderNo)
    assert.equal(left.Amount, two.PriceDetail.PersonalAmount - refund.PersonalRefund)
    const h = expectOk(await env.call('invoiceApply/header/save', { Kind: 'Personal', Title: '李娜', Email: 'li.na@hengyuan.example' }, { token: booker }))
    assert.equal(
      expectOk(
        await env.call(
          'invoiceApply/apply',
          { ClientRequestId: rid('inv'), OrderNo: two.OrderNo, HeaderId: h.HeaderId, Medium: 'Electronic' },
          { token: booker },
        ),
      ).Amount,
      left.Amount,
    )
  })
})

describe('points mall', () => {
  let env: TestEnv
  let employee: string
  let booker: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    booker = await env.login('booker01')
  })
  after(async () => env?.close())
  const item = async (code: string) =>
    expectOk(await env.call('integralMall/getItems', {}, { token: employee })).Items.find((i: { Code: string }) => i.Code === code)
  const points = async (token: string) => expectOk(await env.call('integralMall/getAccount', {}, { token })).Points as number

  it('redeems with stock and points taken together, once per request', async () => {
    assert.equal(await points(employee), 2_000)
    const mug = await item('MUG')
    assert.equal(mug.Stock, 3)
    const body = { ClientRequestId: rid('mall'), ItemId: mug.ItemId, Quantity: 2 }
    const o = expectOk(await env.call('integralMall/redeem', body, { token: employee }))
    assert.equal(o.Points, 400)
    assert.equal(o.Balance, 1_600)
    assert.equal(expectOk(await env.call('integralMall/redeem', body, { token: employee })).MallOrderNo, o.MallOrderNo)
    expectError(await env.call('integralMall/redeem', { ...body, Quantity: 1 }, { token: employee }), ErrorCode.RequestIdReused)
    assert.equal((await item('MUG')).Stock, 1)
    assert.equal(await points(employee), 1_600)
    // Not enough stock, none at all, not enough points: 1015, nothing taken.
    expectError(
      await env.call('integralMall/redeem', { ClientRequestId: rid('mall'), ItemId: mug.ItemId, Quantity: 2 }, { token: employee }),
      ErrorCode.InsufficientFunds,
    )
    expectError(
      await env.call('integralMall/redeem', { ClientRequestId: rid('mall'), ItemId: (await item('UMBRELLA')).ItemId, Quantity: 1 }, { token: employee }),
      ErrorCode.InsufficientFunds,
    )
    const lounge = await item('LOUNGE')
    expectError(
      await env.call('integralMall/redeem', { ClientRequestId: rid('mall'), ItemId: lounge.ItemId, Quantity: 3 }, { token: employee }),
      ErrorCode.InsufficientFunds,
    )
    assert.equal((await item('LOUNGE')).Stock, lounge.Stock)
    assert.equal(await points(employee), 1_600)
    const orders = expectOk(await env.call('integralMall/getOrders', {}, { token: employee }))
    assert.equal(orders.Total, 1)
    assert.equal(orders.Items[0].ItemName, '保温杯')
    assert.equal(expectOk(await env.call('integralMall/getOrders', {}, { token: booker })).Total, 0)
    const recs = expectOk(await env.call('integralMall/getRecords', { Product: 'Mall' }, { token: employee }))
    assert.equal(recs.Items[0].Amount, -400)
  })

  it('sells the last one once however many ask at once', async () => {
    const mug = await item('MUG')
    assert.equal(mug.Stock, 1)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        env.call('integralMall/redeem', { ClientRequestId: rid('mall'), ItemId: mug.ItemId, Quantity: 1 }, { token: i % 2 ? employee : booker }),
      ),
    )
    assert.equal(results.filter((r) => r.IsSuccess).length, 1)
    assert.ok(results.filter((r) => !r.IsSuccess).every((r) => r.ErrorCode === ErrorCode.InsufficientFunds))
    assert.equal((await item('MUG')).Stock, 0)
    for (const who of ['employee01', 'booker01']) {
      const s = await ledgerState(env.db as Kysely<Database>, who, 'Points')
      assert.equal(s.balance, s.sum)
      assert.equal(s.negatives, 0)
    }
  })
})
