/**
 * The approval settings page titles each product's rules by its name (approvalSetting
 * vetting.product.<Product> in src/i18n/locales): every product the server sends in
 * vettingsetting/getVettingInitInfo Rules, and every product the order kernel registered, has a
 * name in all four languages.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { VettingInitInfo } from '../../types/api/approval'
import { products } from '../src/kernel/orders/products'
import { createTestEnv, expectOk, type TestEnv } from './helpers'

const LOCALES = path.join(__dirname, '../../src/i18n/locales')
const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
const productNames = (lng: string): Record<string, string> => JSON.parse(readFileSync(path.join(LOCALES, lng, 'approvalSetting.json'), 'utf8')).vetting.product

describe('approval settings: product names', () => {
  let env: TestEnv
  before(async () => {
    env = await createTestEnv()
  })
  after(() => env.close())

  it('every product of the vetting rules has a name in every language', async () => {
    const info = expectOk<VettingInitInfo>(await env.call('vettingsetting/getVettingInitInfo', {}, { token: await env.login('admin01') }))
    // The product modules' own: the kernel test's TestStay (fixtures/test-product.ts) is registered
    // too when that file ran earlier in this process (scripts/server-tests.mjs), and has no screens.
    const real = (kind: string) => kind !== 'TestStay'
    const sent = [...new Set(info.Rules.map((r) => r.Product))].filter(real)
    const registered = products()
      .map((p) => p.kind)
      .filter(real)
    assert.ok(sent.length > 1, sent.join(','))
    assert.deepEqual([...sent].sort(), [...registered].sort())
    for (const lng of LANGUAGES) {
      const names = productNames(lng)
      for (const p of registered) {
        const name = names[p]
        assert.ok(typeof name === 'string' && name.trim() !== '', `${lng}: no name for ${p}`)
        // A name in words, not the code (Chinese and Japanese names are not written in Latin letters).
        if (lng !== 'en') assert.doesNotMatch(name, /[A-Za-z]/, `${lng}: ${p} is named ${name}`)
      }
    }
  })
})
