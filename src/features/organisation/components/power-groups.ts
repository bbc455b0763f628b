/**
 * The role screen's switches, in plain words (organisation:power.<group>.<switch>): each sets the
 * PersonalPower flags it names together. Flags no switch names (the customer-service help pages,
 * scopes) keep what the role had; a new role starts with none.
 */
import type { PowerGroup } from '@/domain/organisation'

const sb = (product: string) => [`BusinessPermission.${product}.Search`, `BusinessPermission.${product}.Book`]

export const POWER_GROUPS: readonly PowerGroup[] = [
  {
    key: 'booking',
    switches: [
      { key: 'flight', flags: sb('Flight') },
      { key: 'intlFlight', flags: [...sb('IntlFlight'), 'BusinessPermission.IntlFlight.InquirySheet'] },
      { key: 'hotel', flags: sb('Hotel') },
      { key: 'intlHotel', flags: sb('IntlHotel') },
      { key: 'train', flags: sb('Train') },
      { key: 'car', flags: [...sb('Car.Ride'), ...sb('Car.ReservedRide'), ...sb('Car.AirportPickUp'), ...sb('Car.TrainPickUp')] },
      { key: 'bus', flags: sb('Bus') },
      { key: 'dining', flags: sb('Dining') },
      { key: 'tripApplication', flags: ['BusinessPermission.TripApplicationForm'] },
      {
        key: 'private',
        flags: [
          'PrivatePermission.Flight',
          'PrivatePermission.IntlFlight',
          'PrivatePermission.Hotel',
          'PrivatePermission.IntlHotel',
          'PrivatePermission.Train',
          'PrivatePermission.Bus',
          'PrivatePermission.Car.Enable',
          'PrivatePermission.Car.Search',
        ],
      },
    ],
  },
  {
    key: 'payment',
    switches: [
      { key: 'company', flags: ['PaymentPermission.CompanyPay'] },
      { key: 'personal', flags: ['PaymentPermission.PersonalPay'] },
      { key: 'mixed', flags: ['PaymentPermission.MixedPay'] },
    ],
  },
  {
    key: 'mine',
    switches: [
      { key: 'trips', flags: ['TripPermission.Enable'] },
      { key: 'follow', flags: ['TripPermission.Attention'] },
      {
        key: 'orders',
        flags: [
          'MyPermission.Orders.Flight.Enable',
          'MyPermission.Orders.IntlFlight.Enable',
          'MyPermission.Orders.Hotel.Enable',
          'MyPermission.Orders.IntlHotel.Enable',
          'MyPermission.Orders.Train.Enable',
          'MyPermission.Orders.Car.Enable',
          'MyPermission.Orders.Bus.Enable',
          'MyPermission.Orders.Dining.Enable',
        ],
      },
      {
        key: 'changes',
        flags: [
          'MyPermission.Orders.Flight.FlightRefund',
          'MyPermission.Orders.Flight.FlightChange',
          'MyPermission.Orders.Flight.FlightCheckIn',
          'MyPermission.Orders.Train.TrainRefund',
          'MyPermission.Orders.Train.TrainChange',
          'MyPermission.Orders.Bus.BusRefund',
          'MyPermission.Orders.Bus.BusChange',
        ],
      },
      { key: 'approvals', flags: ['MyPermission.MyApprovals', 'MessagePermission.ApprovalInfo'] },
      {
        key: 'travellers',
        flags: [
          'MyPermission.FrequentTraveller.Enable',
          'MyPermission.FrequentTraveller.Add',
          'MyPermission.FrequentTraveller.Edit',
          'MyPermission.DefaultContact.Enable',
          'MyPermission.DefaultContact.Add',
        ],
      },
      {
        key: 'money',
        flags: ['MyPermission.Wallet.Enable', 'MyPermission.Wallet.Recharge', 'MyPermission.TravelBeans', 'MyPermission.Vouchers', 'MyPermission.PointsMall'],
      },
      { key: 'invoice', flags: ['MyPermission.Tools.Invoice'] },
      { key: 'policy', flags: ['MyPermission.MyTravelPolicy'] },
    ],
  },
  {
    key: 'staff',
    enable: ['ManagePermission.Enable', 'ManagePermission.EmployeeInfo.Enable'],
    switches: [
      { key: 'employees', flags: ['ManagePermission.EmployeeInfo.EmployeeManage'] },
      { key: 'nonEmployees', flags: ['ManagePermission.EmployeeInfo.NonEmployeeManage'] },
      { key: 'roles', flags: ['ManagePermission.EmployeeInfo.RoleManage'] },
      {
        key: 'messengers',
        flags: [
          'ManagePermission.EmployeeInfo.WechatWorkBinding',
          'ManagePermission.EmployeeInfo.DingTalkBinding',
          'ManagePermission.EmployeeInfo.FeishuBinding',
        ],
      },
    ],
  },
  {
    key: 'company',
    enable: ['ManagePermission.Enable', 'ManagePermission.CompanyInfo.Enable'],
    switches: [
      { key: 'info', flags: ['ManagePermission.CompanyInfo.BaseInfo'] },
      { key: 'organisation', flags: ['ManagePermission.CompanyInfo.Organization'] },
      {
        key: 'catalogs',
        flags: ['ManagePermission.CompanyInfo.CostCenter', 'ManagePermission.CompanyInfo.BusinessUnit', 'ManagePermission.CompanyInfo.CustomItem'],
      },
      {
        key: 'ranks',
        flags: ['Enable', 'Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining'].map(
          (k) => `ManagePermission.CompanyInfo.RankManage.${k}`,
        ),
      },
      {
        key: 'reasons',
        flags: ['Enable', 'Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining', 'LowestPrice'].map(
          (k) => `ManagePermission.CompanyInfo.ReasonCodeManage.${k}`,
        ),
      },
      { key: 'invoice', flags: ['ManagePermission.CompanyInfo.InvoiceInfo'] },
    ],
  },
  {
    key: 'approval',
    enable: ['ManagePermission.Enable', 'ManagePermission.ApprovalInfo.Enable'],
    switches: [
      { key: 'settings', flags: ['ManagePermission.ApprovalInfo.Configuration'] },
      { key: 'whitelist', flags: ['ManagePermission.ApprovalInfo.Whitelist'] },
    ],
  },
  {
    key: 'reports',
    enable: ['ManagePermission.Enable'],
    switches: [
      { key: 'report', flags: ['ManagePermission.Report', 'BusinessPermission.TravelReport'] },
      { key: 'bill', flags: ['ManagePermission.CloudBill'] },
    ],
  },
]
