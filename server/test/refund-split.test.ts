/**
 * A refund goes back to whoever paid, pro rata (kernel/orders/records.ts splitRefund): the two
 * parts add up to the refund to the fen, neither is negative, and neither is more than that payer
 * paid — checked for every refund of every split of every total up to 60 fen (where rounding
 * bites hardest) and for the amounts real fares produce.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { splitRefund } from '../src/kernel/orders/records'

function check(amount: number, company: number, personal: number) {
  const s = splitRefund(amount, { company_amount: company, personal_amount: personal })
  const where = `refund ${amount} of company ${company} + personal ${personal}: ${JSON.stringify(s)}`
  assert.equal(s.company + s.personal, amount, where)
  assert.ok(s.company >= 0 && s.personal >= 0, where)
  assert.ok(s.company <= company && s.personal <= personal, where)
  assert.ok(Number.isInteger(s.company) && Number.isInteger(s.personal), where)
}

describe('refund split', () => {
  it('adds up to the fen and stays within what each paid, for every small case', () => {
    for (let total = 0; total <= 60; total++) {
      for (let personal = 0; personal <= total; personal++) {
        for (let amount = 0; amount <= total; amount++) check(amount, total - personal, personal)
      }
    }
  })

  for (const [name, amount, company, personal, expected] of [
    ['all company', 58_000, 66_000, 0, { company: 58_000, personal: 0 }],
    ['all personal', 58_000, 0, 66_000, { company: 0, personal: 58_000 }],
    ['a third personal, rounded to the fen', 100_001, 200_000, 100_000, { company: 66_667, personal: 33_334 }],
    ['the whole price back', 73_000, 66_000, 7_000, { company: 66_000, personal: 7_000 }],
    ['nothing back', 0, 66_000, 7_000, { company: 0, personal: 0 }],
  ] as const) {
    it(name, () => {
      assert.deepEqual(splitRefund(amount, { company_amount: company, personal_amount: personal }), expected)
      check(amount, company, personal)
    })
  }
})
