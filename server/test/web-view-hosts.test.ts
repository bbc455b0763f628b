/**
 * The web-view hosts of company administration (CommonSettings.WebViewHosts): read and saved whole,
 * kept lower case without a scheme and without duplicates, refused in the reader's language for an
 * http:// entry, a non-host, a bare top-level suffix or a 21st host; every employee's settings carry
 * the list at once, and the change is in the audit log as the company's.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('web-view hosts', () => {
  let env: TestEnv
  let admin: string
  let employee: string
  const save = (Hosts: string[], lang = 2) => env.call('companySettings/saveWebViewHosts', { Hosts }, { token: admin, lang })

  before(async () => {
    env = await createTestEnv()
    admin = await env.login('admin01')
    employee = await env.login('employee01')
  })
  after(() => env.close())

  it('saves the whole list as kept and every employee reads it at once', async () => {
    const saved = expectOk(await save([' Intranet.Hengyuan.example ', 'https://oa.hengyuan.example/', '.docs.example.cn', 'intranet.hengyuan.example', '']))
    assert.deepEqual(saved.Hosts, ['intranet.hengyuan.example', 'oa.hengyuan.example', '.docs.example.cn'])
    assert.deepEqual(expectOk(await env.call('companySettings/getWebViewHosts', {}, { token: admin })).Hosts, saved.Hosts)
    const s = expectOk<any>(await env.call('customer/getSettingsV2', {}, { token: employee }))
    assert.deepEqual(s.CommonSettings.WebViewHosts, saved.Hosts)
    const audit = expectOk<any>(await env.call('audit/list', { Entity: 'Company', PageIndex: 1, PageSize: 10 }, { token: admin }))
    assert.deepEqual([audit.Items[0].Action, audit.Items[0].Before, audit.Items[0].After], ['edit', { WebViewHosts: [] }, { WebViewHosts: saved.Hosts }])
  })

  it('refuses what is not an https host or suffix, and a 21st host, in the reader’s words', async () => {
    const refused = async (hosts: string[], lang = 2) => expectError(await save(hosts, lang), ErrorCode.ValidationFailed).ErrMsg
    assert.equal(
      await refused(['http://intranet.hengyuan.example']),
      'Only https links open in the app: enter “http://intranet.hengyuan.example” without http://.',
    )
    assert.equal(await refused(['.cn']), '“.cn” is not a host name: enter a host (intranet.example.cn) or a suffix starting with a dot (.example.cn).')
    for (const bad of [
      'localhost',
      'intranet.example.cn:8443',
      'https://intranet.example.cn/path',
      'a b.example.cn',
      '*.example.cn',
      'user@intranet.example.cn',
    ])
      assert.match(await refused([bad]), /is not a host name/, bad)
    const many = Array.from({ length: 21 }, (_, i) => `h${i}.hengyuan.example`)
    assert.equal(await refused(many, 1), '最多可设置20个域名')
    expectOk(await save(many.slice(0, 20)))
    assert.equal(expectOk(await env.call('companySettings/getWebViewHosts', {}, { token: admin })).Hosts.length, 20)
  })
})
