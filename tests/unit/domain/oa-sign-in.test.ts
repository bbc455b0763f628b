import { clockSkewOf, oaTicketOf } from '@/domain/oa-sign-in'

const SIGN = 'a'.repeat(64)
const GOOD = { company: 'HENGYUAN', employee: 'HY0003', ts: '1795000000', nonce: 'nonce-0001', sign: SIGN }

describe("an office system's ticket in /callback4Oa's address", () => {
  it('reads the five fields and the optional route', () => {
    expect(oaTicketOf(GOOD)).toEqual({ Company: 'HENGYUAN', Employee: 'HY0003', Timestamp: 1795000000, Nonce: 'nonce-0001', Sign: SIGN })
    expect(oaTicketOf({ ...GOOD, redirect: ' /trip/list ' })?.Redirect).toBe('/trip/list')
    expect(oaTicketOf({ ...GOOD, employee: 'wei.zhang@hengyuan.example' })?.Employee).toBe('wei.zhang@hengyuan.example')
  })

  it.each([
    ['no company', { company: '' }],
    ['no employee', { employee: ' ' }],
    ['a company code too long', { company: 'x'.repeat(51) }],
    ['a timestamp that is not seconds', { ts: '2026-11-30T09:00:00Z' }],
    ['no timestamp', { ts: undefined }],
    ['a short nonce', { nonce: 'abc' }],
    ['a nonce with other characters', { nonce: 'nonce 0001!' }],
    ['a signature not 64 hex', { sign: 'z'.repeat(64) }],
    ['a truncated signature', { sign: SIGN.slice(1) }],
  ])('refuses %s', (_what, change) => {
    expect(oaTicketOf({ ...GOOD, ...change })).toBeNull()
  })
})

describe("the administrator's allowed clock skew", () => {
  it.each([
    ['0', 0],
    ['30', 30],
    [' 300 ', 300],
    ['301', null],
    ['-5', null],
    ['1.5', null],
    ['', null],
    ['abc', null],
  ])('%p is %p', (text, value) => {
    expect(clockSkewOf(text)).toBe(value)
  })
})
