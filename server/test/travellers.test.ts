/**
 * Frequent travellers and default contacts of the personal centre: every rule of docs/validation.md refused with its
 * field named (zh-CN and en), documents under 6 months saved with a warning and expired ones
 * refused, birth date and gender read from the ID card and a mismatch refused, one card per
 * airline and per hotel group, search and paging, contacts' one default and unique phones,
 * saved travellers in frequentTraveler/quicklist, and another company seeing nothing of them.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { FrequentTravelerSaveReq } from '../../types/api/traveller'
import { makeIdCard } from '../src/lib/id-card'
import { addDays, addMonths } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

const EN = 2
const ID_M = makeIdCard('110101', '1990-03-07', 'M', 3)
const ID_F = makeIdCard('310104', '1985-12-24', 'F', 8)

const base = (over: Partial<FrequentTravelerSaveReq> = {}): FrequentTravelerSaveReq => ({
  ChName: '李明',
  LastName: 'LI',
  FirstName: 'MING',
  Mobile: '13812345678',
  Email: 'li.ming@example.com',
  Documents: [{ DocType: 'IDCard', DocNo: ID_M }],
  ...over,
})
const passport = (expiry: string | null, no = 'E12345678') => ({
  DocType: 'Passport' as const,
  DocNo: no,
  IssuingCountry: 'CN',
  Nationality: 'CN',
  Expiry: expiry,
})

describe('frequent travellers and contacts', () => {
  let env: TestEnv
  let token: string
  let other: string
  const save = (body: FrequentTravelerSaveReq, opts: { token?: string; lang?: number } = {}) =>
    env.call('frequentTraveler/save', body, { token: opts.token ?? token, lang: opts.lang })

  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
    other = await env.login('other01')
  })
  after(() => env.close())

  // [what is wrong, the body, the field named, the zh-CN text, the en text]
  const RULES: [string, FrequentTravelerSaveReq, string, string, string][] = [
    ['no name at all', base({ ChName: '', LastName: '', FirstName: '' }), 'ChName', '请填写中文姓名或英文姓名', 'Enter a Chinese name'],
    ['a Chinese name with Latin letters', base({ ChName: '李Ming' }), 'ChName', '中文姓名只能包含汉字', 'a Chinese name has at least two Chinese characters'],
    ['a one-character Chinese name', base({ ChName: '李' }), 'ChName', '至少两个字', 'at least two Chinese characters'],
    ['an English surname with digits', base({ LastName: 'LI2' }), 'LastName', '英文姓名只能包含字母和空格', 'only letters and spaces'],
    ['an English surname without given names', base({ FirstName: '' }), 'FirstName', '请填写中文姓名或英文姓名', 'Enter a Chinese name'],
    ['an empty ID number', base({ Documents: [{ DocType: 'IDCard', DocNo: '' }] }), 'Documents.0.DocNo', '请输入证件号码', 'enter the document number'],
    [
      'an ID number of 17 characters',
      base({ Documents: [{ DocType: 'IDCard', DocNo: ID_M.slice(0, 17) }] }),
      'Documents.0.DocNo',
      '身份证号码应为18位',
      'has 18 characters',
    ],
    [
      'an ID number with region 99',
      base({ Documents: [{ DocType: 'IDCard', DocNo: makeIdCard('990101', '1990-03-07', 'M', 3) }] }),
      'Documents.0.DocNo',
      '地区码无效',
      'region code',
    ],
    [
      'an ID number with a wrong check digit',
      base({ Documents: [{ DocType: 'IDCard', DocNo: ID_M.slice(0, 17) + (ID_M[17] === '1' ? '2' : '1') }] }),
      'Documents.0.DocNo',
      '身份证号码格式不正确',
      'ID card number is not valid',
    ],
    [
      'an ID number born on 1990-02-30',
      base({ Documents: [{ DocType: 'IDCard', DocNo: '11010119900230' + '0010' }] }),
      'Documents.0.DocNo',
      '身份证号码格式不正确',
      'ID card number is not valid',
    ],
    ['a birth date other than the ID card’s', base({ BirthDate: '1990-03-08' }), 'BirthDate', '出生日期或性别与身份证不一致', 'inconsistent with the ID card'],
    ['a gender other than the ID card’s', base({ Gender: 'F' }), 'Gender', '出生日期或性别与身份证不一致', 'inconsistent with the ID card'],
    [
      'a passport number with punctuation',
      base({ Documents: [passport(addMonths(TODAY, 24), 'E-1234')] }),
      'Documents.0.DocNo',
      '证件号码只能包含5-17位字母和数字',
      '5 to 17 letters and digits',
    ],
    ['a passport without expiry', base({ Documents: [passport(null)] }), 'Documents.0.Expiry', '请填写证件有效期', 'enter the expiry date'],
    [
      'a passport without an English name',
      base({ LastName: '', FirstName: '', Documents: [passport(addMonths(TODAY, 24))] }),
      'LastName',
      '须填写英文姓和名',
      'need the English surname',
    ],
    ['an expiry that is no date', base({ Documents: [passport('2030-02-30')] }), 'Documents.0.Expiry', '不是有效日期', 'not a valid date'],
    [
      'a passport expired yesterday',
      base({ Documents: [{ DocType: 'IDCard', DocNo: ID_M }, passport(addDays(TODAY, -1))] }),
      'Documents.1.Expiry',
      '证件已过期',
      'has expired',
    ],
    [
      'two passports',
      base({ Documents: [passport(addMonths(TODAY, 24)), passport(addMonths(TODAY, 30), 'E7654321')] }),
      'Documents.1.DocType',
      '同一类型的证件只能保存一个',
      'one document of each type',
    ],
    [
      'no ID card and no birth date',
      base({ Documents: [passport(addMonths(TODAY, 24))], Gender: 'M' }),
      'BirthDate',
      '须填写出生日期',
      'enter the date of birth',
    ],
    ['no ID card and no gender', base({ Documents: [passport(addMonths(TODAY, 24))], BirthDate: '1990-01-01' }), 'Gender', '须选择性别', 'choose the gender'],
    ['a +86 phone of 10 digits', base({ Mobile: '1381234567' }), 'Mobile', '手机号码格式不正确', 'phone number is not valid'],
    ['a +86 phone starting with 2', base({ Mobile: '23812345678' }), 'Mobile', '手机号码格式不正确', 'phone number is not valid'],
    ['a +852 phone with letters', base({ MobileCountryCode: '852', Mobile: '9123abcd' }), 'Mobile', '手机号码格式不正确', 'phone number is not valid'],
    ['an e-mail without a domain', base({ Email: 'li.ming@' }), 'Email', '邮箱格式不正确', 'e-mail address is not valid'],
    [
      'two cards of one airline',
      base({
        Cards: [
          { Kind: 'Airline', Issuer: 'CA', CardNo: 'CA1234567' },
          { Kind: 'Airline', Issuer: 'ca', CardNo: 'CA7654321' },
        ],
      }),
      'Cards.1.Issuer',
      '每家航空公司（CA）只能保存一张常旅客卡',
      'one frequent-flyer card per airline (CA)',
    ],
    [
      'two cards of one hotel group',
      base({
        Cards: [
          { Kind: 'HotelGroup', Issuer: 'HUAZHU', CardNo: 'H0001234' },
          { Kind: 'HotelGroup', Issuer: 'HUAZHU', CardNo: 'H0009999' },
        ],
      }),
      'Cards.1.Issuer',
      '每个酒店集团（HUAZHU）只能保存一张会员卡',
      'one membership card per hotel group (HUAZHU)',
    ],
    [
      'an airline code of three letters',
      base({ Cards: [{ Kind: 'Airline', Issuer: 'CAA', CardNo: 'CA1234567' }] }),
      'Cards.0.Issuer',
      '航空公司或酒店集团代码无效',
      'airline or hotel group code',
    ],
    [
      'a card number with spaces',
      base({ Cards: [{ Kind: 'Airline', Issuer: 'MU', CardNo: '12 34' }] }),
      'Cards.0.CardNo',
      '卡号只能包含4-30位字母和数字',
      '4 to 30 letters and digits',
    ],
  ]

  for (const [what, body, field, zh, en] of RULES) {
    it(`refuses ${what}, naming ${field} in zh-CN and en`, async () => {
      const z = expectError(await save(body), ErrorCode.ValidationFailed)
      assert.ok(z.ErrMsg.includes(field) && z.ErrMsg.includes(zh), z.ErrMsg)
      const e = expectError(await save(body, { lang: EN }), ErrorCode.ValidationFailed)
      assert.ok(e.ErrMsg.includes(field) && e.ErrMsg.includes(en), e.ErrMsg)
    })
  }

  it('accepts two cards of different airlines and one of a hotel group, and shows them back', async () => {
    const cards = [
      { Kind: 'Airline' as const, Issuer: 'CA', CardNo: 'CA1234567' },
      { Kind: 'Airline' as const, Issuer: 'MU', CardNo: 'MU7654321' },
      { Kind: 'HotelGroup' as const, Issuer: 'HUAZHU', CardNo: 'H0001234' },
    ]
    const r = expectOk(await save(base({ ChName: '赵卡', Mobile: '13800000101', Cards: cards })))
    const d = expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: r.FrequentTravelerId }, { token }))
    assert.deepEqual(d.Cards, cards)
  })

  it('reads birth date and gender from the ID card', async () => {
    const r = expectOk(
      await save(base({ ChName: '钱芳', Gender: null, BirthDate: null, Mobile: '13800000102', Documents: [{ DocType: 'IDCard', DocNo: ID_F.toLowerCase() }] })),
    )
    assert.deepEqual(r.Warnings, [])
    const d = expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: r.FrequentTravelerId }, { token }))
    assert.deepEqual([d.BirthDate, d.Gender, d.IdType, d.IdNo, d.Nationality], ['1985-12-24', 'F', 'IDCard', ID_F, 'CN'])
    // Entering the same birth date and gender as the card is fine.
    expectOk(
      await save(
        base({
          ChName: '钱芳',
          FrequentTravelerId: r.FrequentTravelerId,
          Gender: 'F',
          BirthDate: '1985-12-24',
          Mobile: '13800000102',
          Documents: [{ DocType: 'IDCard', DocNo: ID_F }],
        }),
      ),
    )
  })

  it('saves a passport expiring within 6 months with a warning, in zh-CN and en; an expiry on today is still valid', async () => {
    const soon = addMonths(TODAY, 4)
    const body = base({ ChName: '孙四', Mobile: '13800000103', Documents: [{ DocType: 'IDCard', DocNo: ID_M }, passport(soon)] })
    const r = expectOk(await save(body))
    assert.equal(r.Warnings.length, 1)
    assert.equal(r.Warnings[0].Field, 'Documents.1.Expiry')
    assert.equal(r.Warnings[0].Code, 'ExpiresSoon')
    assert.match(r.Warnings[0].Message, /有效期不足6个月/)
    const e = expectOk(await save({ ...body, FrequentTravelerId: r.FrequentTravelerId }, { lang: EN }))
    assert.match(e.Warnings[0].Message, new RegExp(`less than 6 months \\(until ${soon}\\)`))
    const d = expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: r.FrequentTravelerId }, { token, lang: EN }))
    assert.equal(d.Documents.length, 2)
    assert.deepEqual(d.Documents[1], { DocType: 'Passport', DocNo: 'E12345678', IssuingCountry: 'CN', Nationality: 'CN', Expiry: soon })
    assert.equal(d.Warnings[0].Field, 'Documents.1.Expiry')
    assert.equal(
      expectOk(await save(base({ ChName: '孙四', Mobile: '13800000104', Documents: [passport(TODAY)], Gender: 'M', BirthDate: '1990-01-01' }))).Warnings.length,
      1,
    )
    const far = expectOk(
      await save(base({ ChName: '孙五', Mobile: '13800000105', Documents: [passport(addMonths(TODAY, 7))], Gender: 'M', BirthDate: '1990-01-01' })),
    )
    assert.deepEqual(far.Warnings, [])
  })

  it('edits and deletes a traveller, documents and cards included', async () => {
    const r = expectOk(await save(base({ ChName: '周编', Mobile: '13800000106', Cards: [{ Kind: 'Airline', Issuer: 'CZ', CardNo: 'CZ1234567' }] })))
    const id = r.FrequentTravelerId
    expectOk(
      await save(
        base({
          FrequentTravelerId: id,
          ChName: '周改',
          Mobile: '13800000107',
          Documents: [passport(addMonths(TODAY, 24), 'G1234567')],
          Gender: 'M',
          BirthDate: '1991-05-05',
        }),
      ),
    )
    const d = expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: id }, { token }))
    assert.deepEqual(
      [d.ChName, d.Mobile, d.IdType, d.IdNo, d.BirthDate, d.Cards.length, d.Documents.length],
      ['周改', '13800000107', 'Passport', 'G1234567', '1991-05-05', 0, 1],
    )
    assert.deepEqual(expectOk(await env.call('frequentTraveler/delete', { FrequentTravelerId: id }, { token })), { FrequentTravelerId: id })
    expectError(await env.call('frequentTraveler/detail', { FrequentTravelerId: id }, { token }), ErrorCode.NotFound)
    expectError(await env.call('frequentTraveler/delete', { FrequentTravelerId: id }, { token }), ErrorCode.NotFound)
    expectError(await save(base({ FrequentTravelerId: id, Mobile: '13800000108' })), ErrorCode.NotFound)
  })

  it('searches by Chinese name, English name, phone and any document number, and pages', async () => {
    const names = ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO']
    for (const [i, n] of names.entries()) {
      expectOk(
        await save({
          LastName: 'PAGING',
          FirstName: n,
          Gender: 'F',
          BirthDate: '1988-01-0' + (i + 1),
          Mobile: `1390000020${i}`,
          Documents: [passport(addMonths(TODAY, 24), `PG000${i}X`)],
        }),
      )
    }
    const p1 = expectOk(await env.call('frequentTraveler/list', { Keyword: 'paging', PageSize: 2 }, { token }))
    const p3 = expectOk(await env.call('frequentTraveler/list', { Keyword: 'paging', PageSize: 2, PageIndex: 3 }, { token }))
    assert.deepEqual([p1.Total, p1.Travelers.length, p3.Travelers.length, p1.PageIndex, p3.PageIndex], [5, 2, 1, 1, 3])
    assert.deepEqual(
      p1.Travelers.map((t: { Name: string }) => t.Name),
      ['PAGING/ECHO', 'PAGING/DELTA'],
      'newest first',
    )
    assert.equal(p3.Travelers[0].Name, 'PAGING/ALPHA')
    const byDoc = expectOk(await env.call('frequentTraveler/list', { Keyword: 'pg0002' }, { token }))
    assert.deepEqual(
      byDoc.Travelers.map((t: { FirstName: string }) => t.FirstName),
      ['CHARLIE'],
    )
    // A document that is not the main one is found too.
    const two = expectOk(
      await save(
        base({ ChName: '吴双证', Mobile: '13800000109', Documents: [{ DocType: 'IDCard', DocNo: ID_M }, passport(addMonths(TODAY, 24), 'K99887766')] }),
      ),
    )
    const bySecond = expectOk(await env.call('frequentTraveler/list', { Keyword: 'K99887766' }, { token }))
    assert.deepEqual(
      bySecond.Travelers.map((t: { FrequentTravelerId: number }) => t.FrequentTravelerId),
      [two.FrequentTravelerId],
    )
    assert.equal(expectOk(await env.call('frequentTraveler/list', { Keyword: '吴双' }, { token })).Total, 1)
    assert.equal(expectOk(await env.call('frequentTraveler/list', { Keyword: '1390000020' }, { token })).Total, 5)
  })

  it('shows a saved traveller in quicklist, the pickers’ list, in its answer shape', async () => {
    const r = expectOk(
      await save(
        base({ ChName: '郑快选', Mobile: '13800000110', Documents: [passport(addMonths(TODAY, 24), 'Q1234567')], Gender: 'F', BirthDate: '1992-02-02' }),
      ),
    )
    const q = expectOk(await env.call('frequentTraveler/quicklist', { Keyword: '郑快选' }, { token }))
    assert.equal(q.Total, 1)
    assert.deepEqual(q.Travelers[0], {
      FrequentTravelerId: r.FrequentTravelerId,
      PersonId: null,
      ChName: '郑快选',
      LastName: 'LI',
      FirstName: 'MING',
      Name: '郑快选',
      Gender: 'F',
      BirthDate: '1992-02-02',
      Nationality: 'CN',
      IdType: 'Passport',
      IdNo: 'Q1234567',
      IdExpiry: addMonths(TODAY, 24),
      MobileCountryCode: '86',
      Mobile: '13800000110',
      Email: 'li.ming@example.com',
    })
    // The personal centre's list answers the same item.
    const l = expectOk(await env.call('frequentTraveler/list', { Keyword: '郑快选' }, { token }))
    assert.deepEqual(l.Travelers[0], q.Travelers[0])
  })

  it('keeps another company’s user out: no reading, editing or deleting, and lists stay apart', async () => {
    const r = expectOk(await save(base({ ChName: '冯隔离', Mobile: '13800000111' })))
    const id = r.FrequentTravelerId
    expectError(await env.call('frequentTraveler/detail', { FrequentTravelerId: id }, { token: other }), ErrorCode.NotFound)
    expectError(await save(base({ FrequentTravelerId: id, ChName: '冯改' }), { token: other }), ErrorCode.NotFound)
    expectError(await env.call('frequentTraveler/delete', { FrequentTravelerId: id }, { token: other }), ErrorCode.NotFound)
    assert.equal(expectOk(await env.call('frequentTraveler/list', { Keyword: '冯隔离' }, { token: other })).Total, 0)
    assert.equal(expectOk(await env.call('frequentTraveler/quicklist', { Keyword: '冯隔离' }, { token: other })).Total, 0)
    assert.equal(expectOk(await env.call('frequentTraveler/detail', { FrequentTravelerId: id }, { token })).ChName, '冯隔离')

    const c = expectOk(await env.call('frequentContact/save', { Name: '隔离联系人', Mobile: '13700000999' }, { token }))
    expectError(await env.call('frequentContact/setDefault', { ContactId: c.ContactId }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('frequentContact/save', { ContactId: c.ContactId, Name: 'x', Mobile: '13700000998' }, { token: other }), ErrorCode.NotFound)
    expectError(await env.call('frequentContact/delete', { ContactId: c.ContactId }, { token: other }), ErrorCode.NotFound)
    assert.equal(
      expectOk(await env.call('frequentContact/list', {}, { token: other })).Contacts.some((x: { ContactId: number }) => x.ContactId === c.ContactId),
      false,
    )
    // The same phone is another user's own business.
    expectOk(await env.call('frequentContact/save', { Name: '同号', Mobile: '13700000999' }, { token: other }))
    expectOk(await env.call('frequentContact/delete', { ContactId: c.ContactId }, { token }))
  })

  describe('contacts', () => {
    let t: string
    before(async () => {
      t = await env.login('booker01')
    })
    const call = (path: string, body: unknown, lang?: number) => env.call(path, body, { token: t, lang })
    const list = async () => expectOk(await call('frequentContact/list', {})).Contacts as { ContactId: number; Name: string; IsDefault: boolean }[]

    it('makes the first contact the default, moves it with setDefault, and keeps exactly one', async () => {
      const a = expectOk(await call('frequentContact/save', { Name: '陈一', Mobile: '13600000001', Email: 'Chen@Example.com' }))
      assert.deepEqual([a.IsDefault, a.MobileCountryCode, a.Email], [true, '86', 'chen@example.com'])
      const b = expectOk(await call('frequentContact/save', { Name: '陈二', Mobile: '13600000002' }))
      assert.equal(b.IsDefault, false)
      const c = expectOk(await call('frequentContact/save', { Name: 'Chen San', MobileCountryCode: '+852', Mobile: '91234567', IsDefault: true }))
      assert.equal(c.IsDefault, true)
      let l = await list()
      assert.deepEqual(
        l.filter((x) => x.IsDefault).map((x) => x.ContactId),
        [c.ContactId],
      )
      assert.equal(l[0].ContactId, c.ContactId, 'the default first')
      expectOk(await call('frequentContact/setDefault', { ContactId: b.ContactId }))
      l = await list()
      assert.deepEqual(
        l.filter((x) => x.IsDefault).map((x) => x.ContactId),
        [b.ContactId],
      )
      // Deleting the default hands it to the oldest remaining contact.
      expectOk(await call('frequentContact/delete', { ContactId: b.ContactId }))
      l = await list()
      assert.deepEqual(
        l.filter((x) => x.IsDefault).map((x) => x.ContactId),
        [a.ContactId],
      )
      assert.equal(l.length, 2)
      expectError(await call('frequentContact/setDefault', { ContactId: b.ContactId }), ErrorCode.NotFound)
    })

    it('refuses a phone already among the caller’s contacts, in zh-CN and en; editing a contact keeps its own phone', async () => {
      const a = expectOk(await call('frequentContact/save', { Name: '林重复', Mobile: '13600000011' }))
      const z = expectError(await call('frequentContact/save', { Name: '林又来', Mobile: '13600000011' }), ErrorCode.AlreadyExists)
      assert.match(z.ErrMsg, /Mobile：手机号码 \+86 136\*\*\*\*0011 已是您的联系人，不能重复添加/)
      const e = expectError(await call('frequentContact/save', { Name: 'Lin', MobileCountryCode: '86', Mobile: '13600000011' }, EN), ErrorCode.AlreadyExists)
      assert.match(e.ErrMsg, /already one of your contacts; phone numbers cannot repeat/)
      const b = expectOk(await call('frequentContact/save', { Name: '林另一', Mobile: '13600000012' }))
      expectError(await call('frequentContact/save', { ContactId: b.ContactId, Name: '林另一', Mobile: '13600000011' }), ErrorCode.AlreadyExists)
      const edited = expectOk(await call('frequentContact/save', { ContactId: a.ContactId, Name: '林改名', Mobile: '13600000011' }))
      assert.equal(edited.Name, '林改名')
      // The same digits under another country code are another phone.
      expectOk(await call('frequentContact/save', { Name: '林港', MobileCountryCode: '852', Mobile: '13600000011' }))
    })

    it('checks name, phone and e-mail with the field named', async () => {
      const cases: [unknown, string, RegExp, RegExp][] = [
        [{ Name: ' ', Mobile: '13600000021' }, 'Name', /请填写联系人姓名/, /enter the contact’s name/],
        [{ Name: '王', Mobile: '1360000002' }, 'Mobile', /手机号码格式不正确/, /phone number is not valid/],
        [{ Name: '王', Mobile: '13600000021', Email: 'no-at-sign' }, 'Email', /邮箱格式不正确/, /e-mail address is not valid/],
      ]
      for (const [body, field, zh, en] of cases) {
        const z = expectError(await call('frequentContact/save', body), ErrorCode.ValidationFailed)
        assert.ok(z.ErrMsg.startsWith(field) && zh.test(z.ErrMsg), z.ErrMsg)
        const e = expectError(await call('frequentContact/save', body, EN), ErrorCode.ValidationFailed)
        assert.ok(e.ErrMsg.startsWith(field) && en.test(e.ErrMsg), e.ErrMsg)
      }
    })

    it('searches and pages contacts', async () => {
      for (let i = 0; i < 3; i++) expectOk(await call('frequentContact/save', { Name: `Page Contact ${i}`, Mobile: `1350000003${i}` }))
      const p = expectOk(await call('frequentContact/list', { Keyword: 'page contact', PageSize: 2, PageIndex: 2 }))
      assert.deepEqual([p.Total, p.Contacts.map((c: { Name: string }) => c.Name)], [3, ['Page Contact 2']])
      assert.equal(expectOk(await call('frequentContact/list', { Keyword: '1350000003' })).Total, 3)
    })
  })
})
