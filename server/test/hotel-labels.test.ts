/** English counts in the hotel module's words: '1 night', '2 nights', never 'night(s)'. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { label } from '../src/modules/hotel/labels'

describe('hotel labels', () => {
  it('counts in English with plural forms, and as before in Chinese and Japanese', () => {
    assert.equal(label('nights', 'en', { n: 1 }), '1 night')
    assert.equal(label('nights', 'en', { n: 2 }), '2 nights')
    assert.equal(label('lineDetail', 'en', { date: '2026-12-08', n: 1 }), '2026-12-08 · 1 room')
    assert.equal(label('lineDetail', 'en', { date: '2026-12-08', n: 3 }), '2026-12-08 · 3 rooms')
    assert.equal(label('hotelsCount', 'en', { n: 12 }), '12 hotels')
    assert.equal(label('nights', 'zh-CN', { n: 2 }), '2晚')
    assert.equal(label('nights', 'ja', { n: 2 }), '2泊')
  })
})
