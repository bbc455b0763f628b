/**
 * The service robot (qa/ask) answers what is asked, not how it is asked: question words
 * (怎么 / 如何 / 请问 / 吗, how / what / can I, どうすれば / ですか) do not match the questions that
 * happen to hold them, the keywords left decide (退 finds 退票), and the same question always
 * gets the same answers.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { QaAskRes } from '../../types/api/support'
import { KNOWLEDGE } from '../src/services/support/knowledge'
import { bestMatches } from '../src/services/support/search'
import { createTestEnv, expectOk, type TestEnv } from './helpers'

const CN = 1
const EN = 2
const TC = 3
const JA = 5

/** [what is typed, the caller's language, the question that must come first, that question in the caller's language]. */
const CASES: [string, number, string, string][] = [
  ['怎么退票', CN, 'flight-refund', '机票如何退票？'],
  ['怎么改签', CN, 'flight-change', '机票如何改签？'],
  ['机票怎么退', CN, 'flight-refund', '机票如何退票？'],
  ['请问我要怎么退票呢', CN, 'flight-refund', '机票如何退票？'],
  ['机票如何改签', CN, 'flight-change', '机票如何改签？'],
  ['我想退机票', CN, 'flight-refund', '机票如何退票？'],
  ['火车票怎么退', CN, 'train-change', '火车票如何改签或退票？'],
  ['忘记密码怎么办', CN, 'other-password', '忘记密码怎么办？'],
  ['超标了怎么办', CN, 'approval-policy', '超出差旅标准怎么办？'],
  ['怎么开发票', CN, 'other-invoice', '如何开发票？'],
  ['酒店可以取消吗', CN, 'hotel-cancel', '酒店订单可以取消吗？'],
  ['怎麼退票', TC, 'flight-refund', '機票如何退票？'],
  ['怎麼改簽', TC, 'flight-change', '機票如何改簽？'],
  ['機票怎麼退', TC, 'flight-refund', '機票如何退票？'],
  ['請問飯店可以取消嗎', TC, 'hotel-cancel', '飯店訂單可以取消嗎？'],
  ['How do I get a refund?', EN, 'flight-refund', 'How do I refund a flight ticket?'],
  ['How can I change my flight?', EN, 'flight-change', 'How do I change my flight?'],
  ['how do I refund my flight ticket', EN, 'flight-refund', 'How do I refund a flight ticket?'],
  ['What can I do if I forgot my password?', EN, 'other-password', 'I forgot my password. What can I do?'],
  ['Can I cancel my hotel?', EN, 'hotel-cancel', 'Can I cancel a hotel booking?'],
  ['払い戻しはどうすればいいですか', JA, 'flight-refund', '航空券を払い戻すには？'],
  ['変更するにはどうすればいいですか', JA, 'flight-change', 'フライトを変更するにはどうすればいいですか？'],
  ['航空券はどうやって払い戻しますか', JA, 'flight-refund', '航空券を払い戻すには？'],
  ['航空券を変更したい', JA, 'flight-change', 'フライトを変更するにはどうすればいいですか？'],
  ['パスワードを忘れました', JA, 'other-password', 'パスワードを忘れた場合は？'],
  ['ホテルをキャンセルできますか', JA, 'hotel-cancel', 'ホテルの予約はキャンセルできますか？'],
]

describe('service robot: keywords, not question words', () => {
  let env: TestEnv
  let employee: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
  })
  after(() => env.close())

  const ask = async (q: string, lang: number) => expectOk<QaAskRes>(await env.call('qa/ask', { Question: q }, { token: employee, lang })).Matches

  for (const [q, lang, id, question] of CASES) {
    it(`${q} → ${question}`, async () => {
      const m = await ask(q, lang)
      assert.equal(m[0]?.QuestionId, id, `${q}: ${m.map((x) => x.QuestionId).join(', ')}`)
      assert.equal(m[0].Question, question)
      assert.ok(m.length <= 3)
      // The same question, the same answers in the same order.
      assert.deepEqual(
        (await ask(q, lang)).map((x) => x.QuestionId),
        m.map((x) => x.QuestionId),
      )
    })
  }

  it('question words alone, or characters without a word in common, find nothing', () => {
    for (const q of [
      '怎么',
      '如何',
      '请问怎么办呢',
      '怎麼辦',
      '吗',
      'how',
      'what can I do?',
      'どうすればいいですか',
      'ですか',
      '我的猫能上飞机吗',
      'Can I bring my cat on board?',
    ])
      assert.deepEqual(bestMatches(KNOWLEDGE, q), [], q)
  })
})
