// Offline snapshots (src/domain/snapshots.ts): one book per account, newest first, capped, never
// another account's, and a damaged stored value read as no book.
import { asBook, emptyBook, ownerKey, putSnapshot, takeSnapshot, SNAPSHOT_CAP } from '@/domain/snapshots'

describe('offline snapshots', () => {
  it('keeps the newest first and moves a key fetched again to the front', () => {
    let b = putSnapshot(null, 'a', 'trips', [1], '2026-11-26 08:00')
    b = putSnapshot(b, 'a', 'order:F1', { OrderNo: 'F1' }, '2026-11-26 08:01')
    b = putSnapshot(b, 'a', 'trips', [1, 2], '2026-11-26 08:02')
    expect(b.order).toEqual(['trips', 'order:F1'])
    expect(takeSnapshot(b, 'a', 'trips')).toEqual({ at: '2026-11-26 08:02', data: [1, 2] })
  })

  it.each([
    ['under the cap', 3, 3],
    ['at the cap', SNAPSHOT_CAP, SNAPSHOT_CAP],
    ['beyond the cap', SNAPSHOT_CAP + 5, SNAPSHOT_CAP],
  ])('%s: %i puts keep %i', (_what, puts, kept) => {
    let b = emptyBook('a')
    for (let i = 0; i < puts; i++) b = putSnapshot(b, 'a', `order:${i}`, i, '2026-11-26 08:00')
    expect(b.order).toHaveLength(kept)
    expect(Object.keys(b.entries)).toHaveLength(kept)
    expect(b.order[0]).toBe(`order:${puts - 1}`)
    expect(takeSnapshot(b, 'a', 'order:0')).toEqual(puts > SNAPSHOT_CAP ? null : { at: '2026-11-26 08:00', data: 0 })
  })

  it("never reads or extends another account's book", () => {
    const mine = putSnapshot(null, 'a', 'trips', ['mine'], '2026-11-26 08:00')
    expect(takeSnapshot(mine, 'b', 'trips')).toBeNull()
    const theirs = putSnapshot(mine, 'b', 'order:F9', 'x', '2026-11-26 09:00')
    expect(theirs.owner).toBe('b')
    expect(theirs.order).toEqual(['order:F9'])
  })

  it.each([[null], ['text'], [{ owner: 1, order: [], entries: {} }], [{ owner: 'a', order: 'x', entries: {} }], [{ owner: 'a', order: ['k'] }]])(
    'reads %j as no book',
    (value) => {
      expect(asBook(value)).toBeNull()
    },
  )

  it('drops keys whose entry is missing or damaged', () => {
    expect(asBook({ owner: 'a', order: ['k', 'gone', 'bad', 3], entries: { k: { at: 'x', data: 1 }, bad: { data: 2 } } })).toEqual({
      owner: 'a',
      order: ['k'],
      entries: { k: { at: 'x', data: 1 } },
    })
  })

  it('fingerprints a sign-in the same way every time, differently for another', () => {
    expect(ownerKey('token-1')).toBe(ownerKey('token-1'))
    expect(ownerKey('token-1')).not.toBe(ownerKey('token-2'))
    expect(ownerKey('')).toMatch(/^[0-9a-z]+$/)
  })
})
