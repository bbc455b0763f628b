// The enterprise-messenger account id an employee types on /messengerBind: 1–64 characters,
// letters, digits and _ . @ - only.
import { checkMessengerUserId } from '@/domain/messenger'

describe('checkMessengerUserId', () => {
  it.each([
    ['ZhangWei', null],
    ['zhang.wei@hengyuan', null],
    ['wx_liuyang', null],
    ['ou-7f3a.9_b', null],
    ['a', null],
    ['a'.repeat(64), null],
    ['  zhangwei  ', null],
    ['', 'validation:messenger.idRequired'],
    ['   ', 'validation:messenger.idRequired'],
    ['a'.repeat(65), 'validation:messenger.idTooLong'],
    ['zhang wei', 'validation:messenger.idChars'],
    ['张伟', 'validation:messenger.idChars'],
    ['zhang/wei', 'validation:messenger.idChars'],
    ['zhang#wei', 'validation:messenger.idChars'],
    ['zhang+wei', 'validation:messenger.idChars'],
  ])('%j → %s', (value, key) => {
    const c = checkMessengerUserId(value)
    if (key === null) expect(c.ok).toBe(true)
    else expect(c).toEqual(expect.objectContaining({ ok: false, key }))
  })

  it('says how long an id may be', () => {
    expect(checkMessengerUserId('x'.repeat(65))).toEqual(expect.objectContaining({ params: { max: 64 } }))
  })
})
