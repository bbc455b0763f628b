import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode, SETTING_SECTIONS, TICKET_SECTIONS, type PersonalPower, type PersonalSetting, type Theme } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('home/loadInitInfo/v2 and the role design', () => {
  let env: TestEnv
  const init: Record<
    string,
    { PersonalInfor: any; PersonalSetting: PersonalSetting; PersonalPower: PersonalPower; Theme: Theme | null; CurrencyInfo: unknown }
  > = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01']) {
      init[u] = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: await env.login(u) }))
    }
  })
  after(() => env.close())

  it('describes the person', () => {
    assert.deepEqual(init.employee01.PersonalInfor, {
      UserID: init.employee01.PersonalInfor.UserID,
      CompanyCode: 'HENGYUAN',
      CompanyName: '恒远科技有限公司',
      UserName: 'employee01',
      ChName: '张伟',
      LastName: 'ZHANG',
      FirstName: 'WEI',
      Email: 'wei.zhang@hengyuan.example',
      Mobile: '13800000001',
      MobileCountryCode: '86',
      EmployeeNo: 'HY0003',
      DepartmentName: '移动研发部',
      RankName: '普通员工',
      LoginType: 1,
      IsApprover: false,
      IsAdmin: false,
      HasPersonalAccount: true,
    })
    assert.equal(init.consultant01.PersonalInfor.HasPersonalAccount, false)
    assert.equal(init.approver01.PersonalInfor.IsApprover, true)
    assert.equal(init.admin01.PersonalInfor.IsAdmin, true)
    assert.equal(init.consultant01.PersonalInfor.IsAdmin, false)
  })

  it('employee: books every product for themself, manages nothing', () => {
    const p = init.employee01.PersonalPower
    assert.equal(p.BusinessPermission.Flight.Book, true)
    assert.equal(p.BusinessPermission.Hotel.Book, true)
    assert.equal(p.BusinessPermission.Train.Book, true)
    assert.equal(p.BusinessPermission.Car.Ride.Book, true)
    assert.equal(p.BusinessPermission.Bus.Book, true)
    assert.equal(p.BusinessPermission.Dining.Book, true)
    assert.equal(p.BusinessPermission.TripApplicationForm, true)
    assert.equal(p.TripPermission.Enable, true)
    assert.equal(p.MyPermission.Orders.Flight.FlightRefund, true)
    assert.equal(p.ManagePermission.Enable, false)
    assert.equal(p.MessagePermission.ApprovalInfo, false)
    assert.equal(p.MyPermission.MyApprovals, false)
    assert.deepEqual(p.BookingScope.Flight, { Kind: 'Self', DepartmentIds: [], StaffIds: [] })
    assert.equal(p.MyPermission.Wallet.Withdrawal, false)
  })

  it('booker: as employee, booking scope All', () => {
    const p = init.booker01.PersonalPower
    for (const product of ['Flight', 'Hotel', 'Train'] as const) assert.equal(p.BookingScope[product].Kind, 'All')
    assert.equal(p.BusinessPermission.Flight.Book, true)
    assert.equal(p.ManagePermission.Enable, false)
    assert.equal(p.MyPermission.FrequentTraveller.NonEmployeeAdd, true)
  })

  it('approver: as employee, plus approval messages and my approvals', () => {
    const p = init.approver01.PersonalPower
    assert.equal(p.MessagePermission.ApprovalInfo, true)
    assert.equal(p.MyPermission.MyApprovals, true)
    assert.equal(p.BookingScope.Flight.Kind, 'Self')
    assert.equal(p.ManagePermission.Enable, false)
  })

  it('admin: everything including company management; withdrawal stays off', () => {
    const p = init.admin01.PersonalPower
    assert.equal(p.ManagePermission.Enable, true)
    assert.equal(p.ManagePermission.CompanyInfo.RankManage.Dining, true)
    assert.equal(p.ManagePermission.ApprovalInfo.Whitelist, true)
    assert.equal(p.MyPermission.Wallet.Withdrawal, false)
    assert.equal(p.BookingScope.Hotel.Kind, 'All')
  })

  it('consultant: books for everyone, answers Q&A, no company management', () => {
    const p = init.consultant01.PersonalPower
    assert.equal(p.BookingScope.Train.Kind, 'All')
    assert.equal(p.CustomerServiceQAPermission.Flight, true)
    assert.equal(p.CustomerServiceQAPermission.Approval, true)
    assert.equal(p.ManagePermission.Enable, false)
    assert.equal(p.MessagePermission.ApprovalInfo, false)
  })

  it('carries the full company settings of docs/data.md', () => {
    const s = init.employee01.PersonalSetting
    for (const section of SETTING_SECTIONS) assert.ok(s[section], section)
    for (const section of TICKET_SECTIONS) {
      assert.ok(s[section].NormalSettings && s[section].ChangeSettings && s[section].RefundSettings, section)
    }
    assert.equal(s.CommonSettings.IsDisplayCostCenter, true)
    assert.equal(s.CommonSettings.IsRequiredCostCenter, true)
    assert.equal(s.CommonSettings.IsDisplayDepartment, true)
    assert.equal(s.CommonSettings.IsDisplayBusinessUnit, true)
    const flight = s.FlightSettings.NormalSettings
    assert.equal(flight.PurposeSettings.IsDisplayPurpose, true)
    assert.equal(flight.UploadAttachFileSettings.IsDisplayUploadAttachFile, true)
    assert.equal(flight.UploadAttachFileSettings.IsRequiredUploadAttachFile, false)
    assert.equal(flight.VettingSettings.IsEnableVetting, true)
    assert.equal(Object.values(flight.ExtendFieldSettings).filter((f) => f.IsDisplay).length, 2)
    assert.equal(s.BusSettings.NormalSettings.ContactBookMessageSettings.IsSendWechat, true)
    assert.ok(s.TripApplicationFormSettings.TotalBudgetSettings.IsDisplayTotalBudget)
  })

  it('carries the company theme with absolute image URLs the server hosts', async () => {
    const theme = init.employee01.Theme!
    assert.equal(theme.PrimaryColor, '#1a5fd6')
    assert.match(theme.ModuleIcons.Plane, /^http:\/\/localhost(:\d+)?\/media\/icons\/plane\.svg$/)
    const path = new URL(theme.TabIcons.Home.ActiveIcon).pathname
    const img = await env.app.inject({ method: 'GET', url: path })
    assert.equal(img.statusCode, 200)
    assert.match(String(img.headers['content-type']), /image\/svg\+xml/)
  })

  it('returns the currency of the CurrencyType header, null without one', async () => {
    assert.equal(init.employee01.CurrencyInfo, null)
    const token = await env.login('employee01')
    const r = await env.call('home/loadInitInfo/v2', {}, { token, currency: '1', lang: 2 })
    assert.deepEqual(r.ResultData.CurrencyInfo, { Currency: 'US Dollar', CurrencyCode: 'USD', CurrencySymbol: '$', CurrencyType: 1 })
  })

  it('localises department and rank names for English', async () => {
    const r = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: await env.login('booker01'), lang: 2 }))
    assert.equal(r.PersonalInfor.DepartmentName, 'Administration')
    assert.equal(r.PersonalInfor.RankName, 'Staff')
    assert.equal(r.PersonalInfor.CompanyName, 'Hengyuan Technology Co., Ltd.')
  })

  it('refuses a body that is not an object', async () => {
    const token = await env.login('employee01')
    expectError(await env.call('home/loadInitInfo/v2', [], { token }), ErrorCode.ValidationFailed)
  })
})

describe('settings, permissions and theme calls', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('approver01')
  })
  after(() => env.close())

  it('customer/getSettingsV2 returns PersonalSetting', async () => {
    const s = expectOk(await env.call('customer/getSettingsV2', {}, { token }))
    assert.equal(s.CommonSettings.BusinessUnitName, '事业部')
    expectError(await env.call('customer/getSettingsV2'), ErrorCode.NotLoggedIn)
    expectError(await env.call('customer/getSettingsV2', 'x', { token }), ErrorCode.ValidationFailed)
  })

  it('customer/getSettingsAndPermission returns both', async () => {
    const r = expectOk(await env.call('customer/getSettingsAndPermission', {}, { token }))
    assert.equal(r.Permission.MessagePermission.ApprovalInfo, true)
    assert.equal(r.Setting.CommonSettings.IsRequiredCostCenter, true)
    expectError(await env.call('customer/getSettingsAndPermission'), ErrorCode.NotLoggedIn)
    expectError(await env.call('customer/getSettingsAndPermission', [1, 2], { token }), ErrorCode.ValidationFailed)
  })

  it('user/getPermissions returns PersonalPower', async () => {
    const p = expectOk(await env.call('user/getPermissions', {}, { token }))
    assert.equal(p.MyPermission.MyApprovals, true)
    expectError(await env.call('user/getPermissions', {}, { token: 'nope' }), ErrorCode.NotLoggedIn)
    expectError(await env.call('user/getPermissions', { x: 1 }, { token, raw: '{"x":' }), ErrorCode.ValidationFailed)
  })

  it('theme/current: company theme when signed in, the default without a token', async () => {
    const mine = expectOk(await env.call('theme/current', {}, { token }))
    assert.equal(mine.PrimaryColor, '#1a5fd6')
    assert.match(mine.BackgroundImage, /\/media\/banners\/hengyuan\.svg$/)
    const anon = expectOk(await env.call('theme/current'))
    assert.equal(anon.PrimaryColor, '#0e62e8')
    assert.match(anon.BackgroundImage, /\/media\/banners\/default\.svg$/)
    expectError(await env.call('theme/current', 'dark', { token }), ErrorCode.ValidationFailed)
    // An expired token is simply anonymous here.
    env.advance(8 * 24 * 3600)
    assert.equal(expectOk(await env.call('theme/current', {}, { token })).PrimaryColor, '#0e62e8')
  })

  it('PUBLIC_BASE_URL decides the image origin', async () => {
    const e = await createTestEnv({ config: { publicBaseUrl: 'https://travel.example.com' } })
    try {
      const theme = expectOk(await e.call('theme/current'))
      assert.equal(theme.ModuleIcons.Bus, 'https://travel.example.com/media/icons/bus.svg')
    } finally {
      await e.close()
    }
  })
})

describe('ads and notices', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it('ad/list: the three demo ads with hosted images', async () => {
    const ads = expectOk(await env.call('ad/list', {}, { token }))
    assert.equal(ads.length, 3)
    assert.deepEqual(
      ads.map((a: { Sort: number }) => a.Sort),
      [1, 2, 3],
    )
    assert.equal(ads[0].Title, '国内机票协议价 直降15%')
    for (const ad of ads) {
      const res = await env.app.inject({ method: 'GET', url: new URL(ad.ImageUrl).pathname })
      assert.equal(res.statusCode, 200, ad.ImageUrl)
    }
    const en = expectOk(await env.call('ad/list', { Position: 1 }, { token, lang: 2 }))
    assert.equal(en[1].Title, 'Trip applications in one tap')
    assert.equal(en[1].LinkUrl, '/travelApply/bookDetails')
    assert.deepEqual(expectOk(await env.call('ad/list', { Position: 2 }, { token })), [])
    expectError(await env.call('ad/list', {}), ErrorCode.NotLoggedIn)
    expectError(await env.call('ad/list', { Position: 'home' }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('ad/list', { Position: 0 }, { token }), ErrorCode.ValidationFailed)
  })

  it('notice/list: pinned first, newest first, paged, in the request language', async () => {
    const page1 = expectOk(await env.call('notice/list', { PageIndex: 1, PageSize: 4 }, { token }))
    assert.equal(page1.Total, 6, '5 company notices and 1 platform notice')
    assert.equal(page1.Items.length, 4)
    assert.equal(page1.Items[0].Title, '2026年春节假期差旅安排')
    assert.equal(page1.Items[0].IsTop, true)
    assert.equal(page1.Items[0].PublishTime, '2026-01-20 10:00')
    const times = page1.Items.slice(1).map((n: { PublishTime: string }) => n.PublishTime)
    assert.deepEqual([...times].sort().reverse(), times)
    const page2 = expectOk(await env.call('notice/list', { PageIndex: 2, PageSize: 4 }, { token }))
    assert.equal(page2.Items.length, 2)
    assert.ok(page2.Items.some((n: { IsPlatform: boolean }) => n.IsPlatform))
    const ja = expectOk(await env.call('notice/list', {}, { token, lang: 5 }))
    assert.equal(ja.PageSize, 10)
    assert.equal(ja.Items[0].Title, '2026年春節休暇中の出張手配について')
    const tw = expectOk(await env.call('notice/list', {}, { token, lang: 3 }))
    assert.equal(tw.Items[0].Title, '2026年春節假期差旅安排')
  })

  it('notice/list without a token shows platform notices only', async () => {
    const anon = expectOk(await env.call('notice/list', {}))
    assert.equal(anon.Total, 1)
    assert.equal(anon.Items[0].IsPlatform, true)
  })

  it('notice/list refuses bad paging', async () => {
    expectError(await env.call('notice/list', { PageSize: 0 }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('notice/list', { PageSize: 51 }, { token }), ErrorCode.ValidationFailed)
    const r = expectError(await env.call('notice/list', { PageIndex: '1' }, { token, lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, 'The field PageIndex must be an integer.')
  })

  it('notice/get: the full text; unknown ids 1005', async () => {
    const list = expectOk(await env.call('notice/list', {}, { token, lang: 2 }))
    const id = list.Items[0].Id
    const n = expectOk(await env.call('notice/get', { Id: id }, { token, lang: 2 }))
    assert.equal(n.Title, 'Business travel over the 2026 Spring Festival')
    assert.match(n.Content, /travel consultants are on duty/)
    const missing = expectError(await env.call('notice/get', { Id: 99999 }, { token }), ErrorCode.NotFound)
    assert.equal(missing.ErrMsg, '数据不存在或已删除')
    expectError(await env.call('notice/get', {}, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('notice/get', { Id: 1.5 }, { token }), ErrorCode.ValidationFailed)
    // Signed out, a company notice is as good as missing.
    expectError(await env.call('notice/get', { Id: id }), ErrorCode.NotFound)
  })
})
