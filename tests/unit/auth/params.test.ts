import { LOGIN_TYPES } from '@api/session'
import {
  decodeParam,
  parseLoginSwitchParams,
  parseLoginType,
  parsePhoneStepParams,
  parseResetStepParams,
  parseTokenParams,
  toPhoneStepQuery,
} from '@/features/auth/params'
import { parseQuery, toQuery } from '@/routes'

const TOKEN = 'sLt9WLXX3voGK5k__gKqWHDy2fgE3VTkaTBrXgEGnJ4'

describe('route params of the sign-in pages', () => {
  it('decodes a value once, as the hosts hand them over still encoded', () => {
    expect(decodeParam('%2B86%20138****0001')).toBe('+86 138****0001')
    expect(decodeParam('plain')).toBe('plain')
    expect(decodeParam('100%')).toBe('100%')
    expect(decodeParam(undefined)).toBe('')
  })

  it.each([
    ['1', LOGIN_TYPES.Unit],
    ['2', LOGIN_TYPES.Personal],
    [' 2 ', LOGIN_TYPES.Personal],
    ['3', null],
    ['', null],
    [undefined, null],
    ['personal', null],
  ])('loginType %p -> %p', (raw, expected) => {
    expect(parseLoginType(raw)).toBe(expected)
  })

  it('loginSwitch needs a login type; tmsp tells requests apart', () => {
    expect(parseLoginSwitchParams({ loginType: '2', tmsp: '1700000000000' })).toEqual({ loginType: 2, tmsp: '1700000000000' })
    expect(parseLoginSwitchParams({ loginType: '1' })).toEqual({ loginType: 1, tmsp: '' })
    expect(parseLoginSwitchParams({ tmsp: '1' })).toBeNull()
  })

  it('callback: a printable token, optional login type and redirect', () => {
    expect(parseTokenParams({ token: TOKEN, loginType: '2', redirect: '%2Ftrip%3Fx%3D1' })).toEqual({ token: TOKEN, loginType: 2, redirect: '/trip?x=1' })
    expect(parseTokenParams({ Token: TOKEN })).toEqual({ token: TOKEN, loginType: null, redirect: '' })
    expect(parseTokenParams({})).toBeNull()
    expect(parseTokenParams({ token: 'short' })).toBeNull()
    expect(parseTokenParams({ token: 'has space in it' })).toBeNull()
    expect(parseTokenParams({ token: 'x'.repeat(513) })).toBeNull()
  })

  it('step 1 -> step 2 round trip through a real query string', () => {
    const step = { mobile: '13800000001', countryCode: '86', target: '+86 138****0001', sentAt: 1_700_000_000_000 }
    const query = toQuery(toPhoneStepQuery(step))
    expect(query).toContain('target=%2B86%20138****0001')
    // What resolveUrl / the host would hand to the page, still encoded or already decoded.
    const decoded = parseQuery(query)
    expect(parsePhoneStepParams(decoded)).toEqual(step)
    const raw = Object.fromEntries(
      query
        .slice(1)
        .split('&')
        .map((p) => p.split('=')),
    )
    expect(parsePhoneStepParams(raw)).toEqual(step)
  })

  it.each([
    [{}, 'nothing'],
    [{ mobile: '123', cc: '86' }, 'a number that is no mainland mobile'],
    [{ mobile: '13800000001', cc: '+86x' }, 'a broken country code'],
    [{ mobile: 'abc', cc: '44' }, 'letters'],
  ] as [Record<string, string>, string][])('step 2 refuses %p (%s)', (params, _why) => {
    expect(parsePhoneStepParams(params)).toBeNull()
  })

  it('step 2 accepts other countries and missing extras', () => {
    expect(parsePhoneStepParams({ mobile: '7700900123', cc: '44' })).toEqual({ mobile: '7700900123', countryCode: '44', target: '', sentAt: 0 })
    expect(parsePhoneStepParams({ mobile: '13800000001', sentAt: 'soon' })).toEqual({ mobile: '13800000001', countryCode: '86', target: '', sentAt: 0 })
  })

  it('step 3 needs a ticket', () => {
    expect(parseResetStepParams({ ticket: TOKEN })).toEqual({ ticket: TOKEN })
    expect(parseResetStepParams({ ticket: '' })).toBeNull()
    expect(parseResetStepParams({})).toBeNull()
    expect(parseResetStepParams({ ticket: 'bad ticket value' })).toBeNull()
  })
})
