/**
 * The guards outside company administration (admin-permissions.test.ts has that domain), table-
 * driven over every call the app serves: each call that names a ManagePermission flag (approval
 * settings, money, invoices, rank standards of cars and international flights, reports ...)
 * answers employee01, who has no management power, with 1003 whatever the body, and does not
 * answer admin01, who has them all, so (the power is what refuses). And an anonymous sweep: every
 * signed-in call the app has registered (read from its OpenAPI document, so a call added anywhere
 * is in it) answers a caller without a token, or with an unknown one, 101 (docs/error-codes.md).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import adminDomain from '../src/modules/admin/routes'
import { DOMAINS } from '../src/modules'
import { createTestEnv, expectError, type TestEnv } from './helpers'

describe('permission guards', () => {
  let env: TestEnv
  before(async () => {
    env = await createTestEnv()
  })
  after(() => env.close())

  describe('ManagePermission guards outside company administration', () => {
    let employee: string
    let admin: string
    before(async () => {
      employee = await env.login('employee01')
      admin = await env.login('admin01')
    })

    const guarded = DOMAINS.filter((d) => d !== adminDomain)
      .flatMap((d) => d.calls)
      .filter((c) => c.spec.power?.startsWith('ManagePermission.'))

    it('the table holds the approval settings, money, invoice, car and international-flight standards and reports guards', () => {
      const paths = guarded.map((c) => c.path)
      assert.ok(guarded.length >= 29, `${guarded.length} guarded calls`)
      for (const expected of ['vettingSetting/', 'invoice', 'intlflight', 'car', 'report'])
        assert.ok(
          paths.some((p) => p.toLowerCase().includes(expected.toLowerCase())),
          `no ${expected} call among ${paths.join(', ')}`,
        )
    })

    for (const c of guarded) {
      it(`${c.path} (${c.spec.power}): employee01 is refused with 1003, admin01 is not`, async () => {
        expectError(await env.call(c.path, {}, { token: employee }), ErrorCode.NoPermission)
        const asAdmin = await env.call(c.path, {}, { token: admin })
        assert.notEqual(asAdmin.ErrorCode, ErrorCode.NoPermission, `${c.path} refused the administrator`)
      })
    }
  })

  describe('anonymous sweep: every signed-in call without a token', () => {
    it('answers 101 for each call the app registered as signed-in, and no call is left out of the sweep', async () => {
      const doc = (await env.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId: string; security?: Record<string, unknown>[] }>>
      }
      const signedIn: string[] = []
      const optional: string[] = []
      for (const [url, ops] of Object.entries(doc.paths)) {
        const op = ops.post
        if (!op?.security) continue
        // [{ Token }] is required; [{ Token }, {}] is optional (the caller is known when the token is valid).
        if (op.security.some((s) => Object.keys(s).length === 0)) optional.push(url)
        else signedIn.push(url)
      }
      const declared = DOMAINS.flatMap((d) => d.calls).filter((c) => c.spec.auth === 'required' || c.spec.power)
      assert.equal(signedIn.length, declared.length, 'every signed-in call is in the document')
      assert.ok(signedIn.length > 300, `${signedIn.length} signed-in calls`)
      const wrong: string[] = []
      for (const url of signedIn) {
        for (const token of [undefined, 'not-a-token']) {
          const r = await env.call(url, {}, token ? { token } : {})
          if (r.IsSuccess || r.ErrorCode !== ErrorCode.NotLoggedIn) wrong.push(`${url} (${token ?? 'no token'}): ${r.ErrorCode}`)
        }
      }
      assert.deepEqual(wrong, [])
    })
  })
})
