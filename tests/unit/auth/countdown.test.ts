import { canSend, codeButtonState, countdownEnd, RESEND_SECONDS, secondsLeft } from '@/features/auth/countdown'

describe('resend countdown', () => {
  it('waits 60 s after a code is sent', () => {
    expect(RESEND_SECONDS).toBe(60)
    expect(countdownEnd(1_000)).toBe(61_000)
    expect(countdownEnd(1_000, 10)).toBe(11_000)
  })

  it.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 999, 60],
    [60_000, 1_000, 59],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 99_000, 0],
    [Number.NaN, 0, 0],
  ])('ends at %d, now %d: %d s left (rounded up)', (endsAt, now, left) => {
    expect(secondsLeft(endsAt, now)).toBe(left)
  })

  it('button: idle, sending, waiting, resend; only idle and resend take a tap', () => {
    const idle = codeButtonState({ sending: false, endsAt: null, now: 0 })
    const sending = codeButtonState({ sending: true, endsAt: 60_000, now: 0 })
    const waiting = codeButtonState({ sending: false, endsAt: 60_000, now: 15_500 })
    const resend = codeButtonState({ sending: false, endsAt: 60_000, now: 60_000 })
    expect([idle, sending, waiting, resend]).toEqual([{ kind: 'idle' }, { kind: 'sending' }, { kind: 'waiting', seconds: 45 }, { kind: 'resend' }])
    expect([idle, sending, waiting, resend].map(canSend)).toEqual([true, false, false, true])
  })
})
