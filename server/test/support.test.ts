/**
 * The help centre, the service robot and complaints and suggestions: categories follow the
 * CustomerServiceQAPermission flags; a keyword in any of the four languages finds the question
 * and answers in the caller's; the robot's best match is the right question in each language and
 * nothing is offered for noise; the hotline is masked; a hand-over lands in the consultants'
 * inbox only; feedback shorter than 8 characters is refused (counted as characters, trimmed), files
 * must be the caller's own; a consultant answers once and the person reads the answer; another
 * company sees none of it.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { ErrorCode, type PersonalPower } from '../../types/api'
import type { Feedback, QaAskRes, QaListRes } from '../../types/api/support'
import { maskHotline } from '../src/services/support/qa'
import { bestMatches, tokens } from '../src/services/support/search'
import { KNOWLEDGE } from '../src/services/support/knowledge'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const CN = 1
const EN = 2
const TC = 3
const JA = 5

describe('help centre, service robot and feedback', () => {
  let env: TestEnv
  let employee: string
  let consultant: string
  let other: string

  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    consultant = await env.login('consultant01')
    other = await env.login('other01')
  })
  after(() => env.close())

  const ask = async (q: string, lang: number) => expectOk<QaAskRes>(await env.call('qa/ask', { Question: q }, { token: employee, lang })).Matches

  it('lists the categories and questions in the caller’s language with the hotline masked', async () => {
    const en = expectOk<QaListRes>(await env.call('qa/list', {}, { token: employee, lang: EN }))
    assert.deepEqual(
      en.Categories.map((c) => c.Category),
      ['Flight', 'Hotel', 'Train', 'Car', 'FrequentTraveller', 'Approval', 'Other'],
    )
    assert.equal(en.Categories[0].Name, 'Flights')
    assert.equal(en.Items.length, KNOWLEDGE.length)
    assert.equal(en.Items[0].Question, 'How do I change my flight?')
    assert.equal(en.HotlineMasked, '400-***-6688')
    assert.equal(en.Hotline, '4008206688')
    const ja = expectOk<QaListRes>(await env.call('qa/list', { Category: 'Hotel' }, { token: employee, lang: JA }))
    assert.equal(ja.Categories[1].Name, 'ホテル')
    assert.ok(ja.Items.every((i) => i.Category === 'Hotel'))
    assert.equal(ja.Items[0].Question, 'ホテルの予約はキャンセルできますか？')
    const one = expectOk(await env.call('qa/get', { QuestionId: 'train-account' }, { token: employee, lang: TC }))
    assert.match(one.Answer, /12306/)
    assert.match(one.Question, /綁定/)
    expectError(await env.call('qa/get', { QuestionId: 'nope' }, { token: employee }), ErrorCode.NotFound)
  })

  it('masks any hotline in the middle', () => {
    assert.equal(maskHotline('4008206688'), '400-***-6688')
    assert.equal(maskHotline('95105888'), '951-*-5888')
    assert.equal(maskHotline('1234'), '**34')
  })

  it('searches in every language and answers in the caller’s', async () => {
    // [keyword, its language, the question it must find first]
    const CASES: [string, string][] = [
      ['退票', 'flight-refund'],
      ['退票', 'flight-refund'],
      ['refund flight', 'flight-refund'],
      ['航空券の払い戻し', 'flight-refund'],
      ['發票', 'other-invoice'],
      ['invoice', 'other-invoice'],
      ['パスポート', 'traveller-passport'],
      ['12306', 'train-account'],
    ]
    for (const [keyword, id] of CASES) {
      for (const lang of [CN, TC, EN, JA]) {
        const r = expectOk<QaListRes>(await env.call('qa/list', { Keyword: keyword }, { token: employee, lang }))
        assert.equal(r.Items[0]?.QuestionId, id, `${keyword} in language ${lang}`)
      }
    }
    const en = expectOk<QaListRes>(await env.call('qa/list', { Keyword: '发票' }, { token: employee, lang: EN }))
    assert.equal(en.Items[0].Question, 'How do I get an invoice?')
    assert.equal(en.Categories.find((c) => c.Category === 'Other')!.Count, 1)
    assert.equal(en.Categories.find((c) => c.Category === 'Flight')!.Count, 0)
    const none = expectOk<QaListRes>(await env.call('qa/list', { Keyword: 'zebra' }, { token: employee, lang: EN }))
    assert.equal(none.Items.length, 0)
  })

  it('the robot finds the right answer in each language, and offers nothing for noise', async () => {
    const CASES: [string, number, string, RegExp][] = [
      ['How can I change my flight to another date?', EN, 'flight-change', /tap Change/],
      ['フライトを変更したいです', JA, 'flight-change', /「変更」をタップ/],
      ['我想退机票', CN, 'flight-refund', /点击“退票”/],
      ['護照快過期', TC, 'traveller-passport', /6個月/],
      ['hotel cancellation', EN, 'hotel-cancel', /free cancellation/],
      ['承認にどれくらいかかる', JA, 'approval-how', /24時間/],
      ['forgot password', EN, 'other-password', /Forgot password/],
    ]
    for (const [q, lang, id, answer] of CASES) {
      const m = await ask(q, lang)
      assert.equal(m[0]?.QuestionId, id, q)
      assert.match(m[0].Answer, answer, q)
      assert.ok(m.length <= 3)
    }
    assert.deepEqual(await ask('purple elephant', EN), [])
    expectError(await env.call('qa/ask', { Question: '   ' }, { token: employee, lang: EN }), ErrorCode.ValidationFailed)
  })

  it('tokens: words stemmed and stop words dropped, Chinese and Japanese in pairs', () => {
    assert.deepEqual([...tokens('How do I change flights?')], ['chang', 'flight'])
    assert.deepEqual([...tokens('机票改签')], ['机票', '票改', '改签'])
    assert.deepEqual([...tokens('票')], ['票'])
    assert.deepEqual(bestMatches(KNOWLEDGE, 'the of and'), [])
  })

  it('reads only the categories the power allows, and none is a refusal', async () => {
    const user = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'employee01').executeTakeFirstOrThrow()
    const roles = await env.db
      .selectFrom('roles')
      .innerJoin('user_roles', 'user_roles.role_id', 'roles.id')
      .where('user_roles.user_id', '=', user.id)
      .select(['roles.id', 'roles.power_json'])
      .execute()
    const restore = roles.map((r) => ({ ...r }))
    try {
      for (const r of roles) {
        const p = JSON.parse(r.power_json) as PersonalPower
        p.CustomerServiceQAPermission = {
          ...p.CustomerServiceQAPermission,
          Flight: true,
          IntlFlight: false,
          Hotel: false,
          Train: false,
          Car: false,
          FrequentTraveller: false,
          Approval: false,
          Other: false,
        }
        await env.db
          .updateTable('roles')
          .set({ power_json: JSON.stringify(p) })
          .where('id', '=', r.id)
          .execute()
      }
      const r = expectOk<QaListRes>(await env.call('qa/list', {}, { token: employee, lang: EN }))
      assert.deepEqual(
        r.Categories.map((c) => c.Category),
        ['Flight'],
      )
      assert.ok(r.Items.every((i) => i.Category === 'Flight'))
      expectError(await env.call('qa/get', { QuestionId: 'other-invoice' }, { token: employee }), ErrorCode.NotFound)
      expectError(
        await env.call('complaintAndSuggestion/submit', { Kind: 'Suggestion', Content: 'A long enough text' }, { token: employee }),
        ErrorCode.NoPermission,
      )
      expectError(await env.call('qa/handover', { Question: 'help me please', Transcript: [] }, { token: employee }), ErrorCode.NoPermission)
      for (const r2 of roles) {
        const p = JSON.parse(r2.power_json) as PersonalPower
        p.CustomerServiceQAPermission = {
          ...p.CustomerServiceQAPermission,
          Flight: false,
          IntlFlight: false,
          Hotel: false,
          Train: false,
          Car: false,
          FrequentTraveller: false,
          Approval: false,
          Other: false,
        }
        await env.db
          .updateTable('roles')
          .set({ power_json: JSON.stringify(p) })
          .where('id', '=', r2.id)
          .execute()
      }
      expectError(await env.call('qa/list', {}, { token: employee }), ErrorCode.NoPermission)
      expectError(await env.call('qa/ask', { Question: 'refund' }, { token: employee }), ErrorCode.NoPermission)
    } finally {
      for (const r of restore) await env.db.updateTable('roles').set({ power_json: r.power_json }).where('id', '=', r.id).execute()
    }
    expectOk(await env.call('qa/list', {}, { token: employee }))
    expectError(await env.call('qa/list', {}), ErrorCode.NotLoggedIn)
  })

  it('hands the conversation over to the consultants of the company only', async () => {
    const h = expectOk(
      await env.call(
        'qa/handover',
        {
          Question: 'Can I bring my dog on the flight?',
          Transcript: [
            { From: 'User', Text: 'Can I bring my dog on the flight?' },
            { From: 'Robot', Text: 'Sorry' },
          ],
        },
        { token: employee, lang: EN },
      ),
    )
    assert.ok(h.HandoverId > 0)
    const inbox = expectOk(await env.call('qa/inbox', {}, { token: consultant, lang: EN }))
    const mine = inbox.Items.find((i: { HandoverId: number }) => i.HandoverId === h.HandoverId)
    assert.ok(mine, 'the consultant sees the hand-over')
    assert.equal(mine.Question, 'Can I bring my dog on the flight?')
    assert.equal(mine.Transcript.length, 2)
    assert.ok(mine.FromName)
    expectError(await env.call('qa/inbox', {}, { token: employee }), ErrorCode.NoPermission)
    expectError(await env.call('qa/handover', { Question: ' ', Transcript: [] }, { token: employee, lang: EN }), ErrorCode.ValidationFailed)
  })

  it('refuses feedback under 8 characters with the message, in each language', async () => {
    const CASES: [string, number, RegExp][] = [
      ['太短了', CN, /请至少输入8个字/],
      ['太短了', TC, /請至少輸入8個字/],
      ['short', EN, /Content: write at least 8 characters/],
      ['短すぎ', JA, /8文字以上/],
      ['       abc      ', EN, /at least 8/],
      ['😀😀😀😀', EN, /at least 8/],
    ]
    for (const [content, lang, msg] of CASES) {
      const r = await env.call('complaintAndSuggestion/submit', { Kind: 'Complaint', Content: content }, { token: employee, lang })
      assert.equal(r.IsSuccess, false, content)
      const e = expectError(r, ErrorCode.ValidationFailed)
      assert.match(e.ErrMsg, msg)
    }
    expectError(
      await env.call('complaintAndSuggestion/submit', { Kind: 'Complaint', Content: 'x'.repeat(501) }, { token: employee, lang: EN }),
      ErrorCode.ValidationFailed,
    )
    // Eight Chinese characters are enough.
    expectOk(await env.call('complaintAndSuggestion/submit', { Kind: 'Suggestion', Content: '希望增加更多酒店' }, { token: employee, lang: CN }))
  })

  it('takes only the caller’s own uploaded files', async () => {
    const fileOf = async (userName: string) => {
      const u = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', userName).executeTakeFirstOrThrow()
      const id = randomBytes(16).toString('hex')
      await env.db
        .insertInto('uploaded_files')
        .values({
          id,
          company_id: u.company_id,
          user_id: u.id,
          file_name: `${userName}.pdf`,
          ext: 'pdf',
          kind: 'pdf',
          size: 10,
          created_at: env.now().toISOString(),
        })
        .execute()
      return id
    }
    const mine = await fileOf('employee01')
    const theirs = await fileOf('other01')
    const colleague = await fileOf('consultant01')
    const ok = expectOk<Feedback>(
      await env.call(
        'complaintAndSuggestion/submit',
        { Kind: 'Complaint', Content: 'The invoice came late twice.', FileIds: [mine] },
        { token: employee, lang: EN },
      ),
    )
    assert.deepEqual(
      ok.Files.map((f) => f.FileName),
      ['employee01.pdf'],
    )
    assert.match(ok.Files[0].Url, new RegExp(`/api/systemInfo/files/${mine}$`))
    for (const bad of [theirs, colleague, 'f'.repeat(32)]) {
      const e = expectError(
        await env.call(
          'complaintAndSuggestion/submit',
          { Kind: 'Complaint', Content: 'The invoice came late twice.', FileIds: [mine, bad] },
          { token: employee, lang: EN },
        ),
        ErrorCode.ValidationFailed,
      )
      assert.match(e.ErrMsg, /FileIds: an attachment is unknown or not yours/)
    }
    const eleven = await Promise.all(Array.from({ length: 11 }, () => fileOf('employee01')))
    expectError(
      await env.call('complaintAndSuggestion/submit', { Kind: 'Complaint', Content: 'Too many files here.', FileIds: eleven }, { token: employee, lang: EN }),
      ErrorCode.ValidationFailed,
    )
  })

  it('a consultant answers once; the person reads the answer; another company sees nothing', async () => {
    const sent = expectOk<Feedback>(
      await env.call('complaintAndSuggestion/submit', { Kind: 'Suggestion', Content: 'Please add seat selection for trains.' }, { token: employee, lang: EN }),
    )
    assert.equal(sent.Answer, null)
    const inbox = expectOk(await env.call('complaintAndSuggestion/inbox', { Unanswered: true }, { token: consultant, lang: EN }))
    assert.ok(inbox.Items.some((f: Feedback) => f.FeedbackId === sent.FeedbackId))
    expectError(await env.call('complaintAndSuggestion/inbox', {}, { token: employee }), ErrorCode.NoPermission)
    expectError(
      await env.call('complaintAndSuggestion/answer', { FeedbackId: sent.FeedbackId, Answer: 'I answer myself' }, { token: employee }),
      ErrorCode.NoPermission,
    )
    expectError(
      await env.call('complaintAndSuggestion/answer', { FeedbackId: sent.FeedbackId, Answer: '  ' }, { token: consultant, lang: EN }),
      ErrorCode.ValidationFailed,
    )
    const answered = expectOk<Feedback>(
      await env.call(
        'complaintAndSuggestion/answer',
        { FeedbackId: sent.FeedbackId, Answer: 'Thank you, it is planned for next month.' },
        { token: consultant, lang: EN },
      ),
    )
    assert.ok(answered.AnsweredAt)
    expectError(
      await env.call('complaintAndSuggestion/answer', { FeedbackId: sent.FeedbackId, Answer: 'Again' }, { token: consultant }),
      ErrorCode.AlreadyExists,
    )
    expectError(await env.call('complaintAndSuggestion/answer', { FeedbackId: 999999, Answer: 'Again' }, { token: consultant }), ErrorCode.NotFound)
    const mine = expectOk(await env.call('complaintAndSuggestion/list', {}, { token: employee, lang: EN }))
    const back = mine.Items.find((f: Feedback) => f.FeedbackId === sent.FeedbackId)
    assert.equal(back.Answer, 'Thank you, it is planned for next month.')
    assert.ok(back.AnsweredBy)
    assert.equal(mine.Items[0].FeedbackId, sent.FeedbackId, 'newest first')
    assert.equal(mine.CanAnswer, false)
    assert.equal(expectOk(await env.call('complaintAndSuggestion/list', {}, { token: consultant })).CanAnswer, true)
    const after = expectOk(await env.call('complaintAndSuggestion/inbox', { Unanswered: true }, { token: consultant, lang: EN }))
    assert.ok(!after.Items.some((f: Feedback) => f.FeedbackId === sent.FeedbackId))

    // Another company: its own list is empty, and even its consultant sees none of this company's.
    const theirs = expectOk(await env.call('complaintAndSuggestion/list', {}, { token: other }))
    assert.equal(theirs.Total, 0)
    const otherUser = await env.db.selectFrom('users').select(['id', 'company_id']).where('user_name', '=', 'other01').executeTakeFirstOrThrow()
    const role = await env.db
      .selectFrom('roles')
      .select('id')
      .where('company_id', '=', otherUser.company_id)
      .where('code', '=', 'consultant')
      .executeTakeFirstOrThrow()
    await env.db.insertInto('user_roles').values({ company_id: otherUser.company_id, user_id: otherUser.id, role_id: role.id }).execute()
    const otherInbox = expectOk(await env.call('complaintAndSuggestion/inbox', {}, { token: other }))
    assert.equal(otherInbox.Total, 0)
    assert.equal(expectOk(await env.call('qa/inbox', {}, { token: other })).Items.length, 0)
    expectError(await env.call('complaintAndSuggestion/answer', { FeedbackId: sent.FeedbackId, Answer: 'Not mine' }, { token: other }), ErrorCode.NotFound)
    await env.call('complaintAndSuggestion/submit', { Kind: 'Complaint', Content: 'Another company’s complaint.' }, { token: other })
    const hengyuan = expectOk(await env.call('complaintAndSuggestion/inbox', {}, { token: consultant }))
    assert.ok(hengyuan.Items.every((f: Feedback) => f.FromName !== '冯晓燕'))
  })
})
