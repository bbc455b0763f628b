/**
 * Role templates (docs/roles-and-powers.md leaves the matrix open; this is our design, documented in
 * server/README.md). Each company gets a copy of these roles in its `roles` table, so an
 * administrator can later change a company's roles without touching another company.
 */
import type { PersonalPower, Scope, ScopeSet } from '../../../../types/api'

const scope = (Kind: Scope['Kind']): Scope => ({ Kind, DepartmentIds: [], StaffIds: [] })
const scopes = (kind: Scope['Kind']): ScopeSet => ({ Flight: scope(kind), Hotel: scope(kind), Train: scope(kind), Bus: scope(kind) })
const sb = (v: boolean) => ({ Search: v, Book: v })
const demo = (MenuName: string) => ({ Enable: false, MenuName, Url: '' })

/** A PersonalPower with every flag set to `v` (withdrawal is always off, docs/roles-and-powers.md) and self-only scopes. */
export function makePower(v: boolean): PersonalPower {
  return {
    ManagePermission: {
      Enable: v,
      EmployeeInfo: { Enable: v, EmployeeManage: v, NonEmployeeManage: v, RoleManage: v, WechatWorkBinding: v, DingTalkBinding: v, FeishuBinding: v },
      CompanyInfo: {
        Enable: v,
        BaseInfo: v,
        Organization: v,
        CostCenter: v,
        BusinessUnit: v,
        CustomItem: v,
        RankManage: { Enable: v, Flight: v, IntlFlight: v, Hotel: v, IntlHotel: v, Train: v, Car: v, Bus: v, Dining: v },
        ReasonCodeManage: { Enable: v, Flight: v, IntlFlight: v, Hotel: v, IntlHotel: v, Train: v, Car: v, Bus: v, Dining: v, LowestPrice: v },
        InvoiceInfo: v,
      },
      Report: v,
      CloudBill: v,
      ApprovalInfo: { Enable: v, Configuration: v, Whitelist: v },
    },
    BusinessPermission: {
      Flight: sb(v),
      IntlFlight: { ...sb(v), InquirySheet: v },
      Hotel: sb(v),
      IntlHotel: sb(v),
      Train: sb(v),
      Car: { Ride: sb(v), ReservedRide: sb(v), AirportPickUp: sb(v), TrainPickUp: sb(v) },
      Bus: sb(v),
      Dining: sb(v),
      TravelConference: v,
      TripApplicationForm: v,
      TravelReport: v,
    },
    PrivatePermission: { Flight: v, IntlFlight: v, Hotel: v, IntlHotel: v, Train: v, Bus: v, Car: { Enable: v, Search: v } },
    TripPermission: { Enable: v, Attention: v },
    CustomerServiceQAPermission: {
      Flight: v,
      IntlFlight: v,
      Hotel: v,
      Train: v,
      Car: v,
      FrequentTraveller: v,
      Approval: v,
      Other: v,
      // No demo content ships with the reference server, so the entries stay off for every role.
      Demos: {
        Flight: demo('机票预订演示'),
        Hotel: demo('酒店预订演示'),
        Approval: demo('审批操作演示'),
        Lark: demo('飞书使用演示'),
        DingTalk: demo('钉钉使用演示'),
        WeChatWork: demo('企业微信使用演示'),
      },
    },
    MessagePermission: { ApprovalInfo: v, FlightDynamics: v },
    MyPermission: {
      Prepayment: v,
      TravelBeans: v,
      Vouchers: v,
      Wallet: { Enable: v, Recharge: v, Withdrawal: false },
      PointsMall: v,
      AuthorizationCodeOrders: v,
      MyTravelPolicy: v,
      GroupMembership: v,
      Orders: {
        Flight: { Enable: v, FlightRefund: v, FlightChange: v, FlightCheckIn: v },
        IntlFlight: { Enable: v },
        Hotel: { Enable: v },
        IntlHotel: { Enable: v },
        Train: { Enable: v, TrainRefund: v, TrainChange: v },
        Car: { Enable: v },
        Bus: { Enable: v, BusChange: v, BusRefund: v },
        Dining: { Enable: v },
      },
      MyApprovals: v,
      FrequentTraveller: {
        Enable: v,
        Add: v,
        EditCostCenter: v,
        EditDepartment: v,
        EditBusinessUnit: v,
        BusinessAdd: v,
        NonEmployeeAdd: v,
        Edit: v,
        NameEdit: v,
        Import: v,
        CustomItemAdd: v,
        PrivateAdd: v,
      },
      DefaultContact: { Enable: v, Add: v, Import: v },
      Tools: { Invoice: v },
      TrainIdentityVerification: v,
    },
    BookingScope: scopes(v ? 'All' : 'Self'),
    ViewScope: scopes(v ? 'All' : 'Self'),
    PaymentPermission: { CompanyPay: v, PersonalPay: v, MixedPay: v },
  }
}

/** Employee: books every product for themself, sees their trips and their own area; manages nothing. */
function employee(): PersonalPower {
  const p = makePower(false)
  const all = makePower(true)
  p.BusinessPermission = { ...all.BusinessPermission, TravelConference: false, TravelReport: false }
  p.PrivatePermission = all.PrivatePermission
  p.TripPermission = { Enable: true, Attention: false }
  p.CustomerServiceQAPermission = { ...all.CustomerServiceQAPermission, Demos: p.CustomerServiceQAPermission.Demos }
  p.MessagePermission.FlightDynamics = true
  const my = p.MyPermission
  my.TravelBeans = true
  my.Vouchers = true
  my.Wallet = { Enable: true, Recharge: true, Withdrawal: false }
  my.PointsMall = true
  my.MyTravelPolicy = true
  my.GroupMembership = true
  my.Orders = all.MyPermission.Orders
  Object.assign(my.FrequentTraveller, { Enable: true, Add: true, BusinessAdd: true, Edit: true, PrivateAdd: true })
  my.DefaultContact = { Enable: true, Add: true, Import: false }
  my.Tools.Invoice = true
  my.TrainIdentityVerification = true
  p.PaymentPermission = { CompanyPay: true, PersonalPay: true, MixedPay: true }
  return p
}

/** Booker (e.g. an assistant): as employee, books for and sees everyone in the company, manages travellers. */
function booker(): PersonalPower {
  const p = employee()
  p.BookingScope = scopes('All')
  p.ViewScope = scopes('All')
  p.TripPermission.Attention = true
  Object.assign(p.MyPermission.FrequentTraveller, {
    EditCostCenter: true,
    EditDepartment: true,
    EditBusinessUnit: true,
    NonEmployeeAdd: true,
    NameEdit: true,
    Import: true,
    CustomItemAdd: true,
  })
  p.MyPermission.DefaultContact.Import = true
  return p
}

/** Approver (a direct superior): as employee, plus approval messages and the my-approvals list. */
function approver(): PersonalPower {
  const p = employee()
  p.MessagePermission.ApprovalInfo = true
  p.MyPermission.MyApprovals = true
  p.TripPermission.Attention = true
  return p
}

/** Administrator: everything, including company management (withdrawal stays off, docs/roles-and-powers.md). */
function admin(): PersonalPower {
  return makePower(true)
}

/** Travel consultant: books for everyone and answers Q&A; no company management, no approvals. */
function consultant(): PersonalPower {
  const p = booker()
  p.CustomerServiceQAPermission = { ...makePower(true).CustomerServiceQAPermission, Demos: p.CustomerServiceQAPermission.Demos }
  p.BusinessPermission.TravelConference = true
  p.MyPermission.AuthorizationCodeOrders = true
  return p
}

export interface RoleTemplate {
  code: string
  name: { 'zh-CN': string; 'zh-TW': string; en: string; ja: string }
  power: () => PersonalPower
}

export const ROLE_TEMPLATES: readonly RoleTemplate[] = [
  { code: 'employee', name: { 'zh-CN': '员工', 'zh-TW': '員工', en: 'Employee', ja: '社員' }, power: employee },
  { code: 'booker', name: { 'zh-CN': '预订员', 'zh-TW': '預訂員', en: 'Booker', ja: '手配担当者' }, power: booker },
  { code: 'approver', name: { 'zh-CN': '审批人', 'zh-TW': '審批人', en: 'Approver', ja: '承認者' }, power: approver },
  { code: 'admin', name: { 'zh-CN': '企业管理员', 'zh-TW': '企業管理員', en: 'Administrator', ja: '企業管理者' }, power: admin },
  { code: 'consultant', name: { 'zh-CN': '差旅顾问', 'zh-TW': '差旅顧問', en: 'Travel Consultant', ja: '出張コンサルタント' }, power: consultant },
]

export type RoleCode = 'employee' | 'booker' | 'approver' | 'admin' | 'consultant'
