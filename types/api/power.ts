/**
 * PersonalPower (docs/roles-and-powers.md): what the signed-in person may see and do. Every flag is read by its
 * dotted key through the power store (`power.can('BusinessPermission.Flight.Book')`); a missing
 * object or flag means denied. The server enforces the same flags, so hiding is not security.
 */

/** Search and book of one product. */
export interface SearchBook {
  Search: boolean
  Book: boolean
}

export interface ManagePermission {
  /** The company-management tab at all. */
  Enable: boolean
  EmployeeInfo: {
    Enable: boolean
    EmployeeManage: boolean
    NonEmployeeManage: boolean
    RoleManage: boolean
    WechatWorkBinding: boolean
    DingTalkBinding: boolean
    FeishuBinding: boolean
  }
  CompanyInfo: {
    Enable: boolean
    BaseInfo: boolean
    Organization: boolean
    CostCenter: boolean
    BusinessUnit: boolean
    CustomItem: boolean
    RankManage: {
      Enable: boolean
      Flight: boolean
      IntlFlight: boolean
      Hotel: boolean
      IntlHotel: boolean
      Train: boolean
      Car: boolean
      Bus: boolean
      Dining: boolean
    }
    ReasonCodeManage: {
      Enable: boolean
      Flight: boolean
      IntlFlight: boolean
      Hotel: boolean
      IntlHotel: boolean
      Train: boolean
      Car: boolean
      Bus: boolean
      Dining: boolean
      LowestPrice: boolean
    }
    InvoiceInfo: boolean
  }
  Report: boolean
  CloudBill: boolean
  ApprovalInfo: {
    Enable: boolean
    Configuration: boolean
    Whitelist: boolean
  }
}

export interface BusinessPermission {
  Flight: SearchBook
  IntlFlight: SearchBook & { InquirySheet: boolean }
  Hotel: SearchBook
  IntlHotel: SearchBook
  Train: SearchBook
  Car: {
    Ride: SearchBook
    ReservedRide: SearchBook
    AirportPickUp: SearchBook
    TrainPickUp: SearchBook
  }
  Bus: SearchBook
  Dining: SearchBook
  TravelConference: boolean
  TripApplicationForm: boolean
  TravelReport: boolean
}

/** Private (因私) trips: per product on/off; car also gates its search. */
export interface PrivatePermission {
  Flight: boolean
  IntlFlight: boolean
  Hotel: boolean
  IntlHotel: boolean
  Train: boolean
  Bus: boolean
  Car: { Enable: boolean; Search: boolean }
}

export interface TripPermission {
  Enable: boolean
  /** Following other people's trips (trip/concern/list). */
  Attention: boolean
}

/** A demo/help entry the customer-service page links to. */
export interface DemoEntry {
  Enable: boolean
  MenuName: string
  Url: string
}

export interface CustomerServiceQAPermission {
  Flight: boolean
  IntlFlight: boolean
  Hotel: boolean
  Train: boolean
  Car: boolean
  FrequentTraveller: boolean
  Approval: boolean
  Other: boolean
  Demos: {
    Flight: DemoEntry
    Hotel: DemoEntry
    Approval: DemoEntry
    Lark: DemoEntry
    DingTalk: DemoEntry
    WeChatWork: DemoEntry
  }
}

export interface MessagePermission {
  ApprovalInfo: boolean
  FlightDynamics: boolean
}

/** The 'my' area (personal centre). */
export interface MyPermission {
  Prepayment: boolean
  TravelBeans: boolean
  Vouchers: boolean
  Wallet: {
    Enable: boolean
    Recharge: boolean
    /** Withdrawal is always off in this product (docs/roles-and-powers.md); the store denies it whatever arrives. */
    Withdrawal: false
  }
  PointsMall: boolean
  AuthorizationCodeOrders: boolean
  MyTravelPolicy: boolean
  GroupMembership: boolean
  Orders: {
    Flight: { Enable: boolean; FlightRefund: boolean; FlightChange: boolean; FlightCheckIn: boolean }
    IntlFlight: { Enable: boolean }
    Hotel: { Enable: boolean }
    IntlHotel: { Enable: boolean }
    Train: { Enable: boolean; TrainRefund: boolean; TrainChange: boolean }
    Car: { Enable: boolean }
    Bus: { Enable: boolean; BusChange: boolean; BusRefund: boolean }
    Dining: { Enable: boolean }
  }
  MyApprovals: boolean
  FrequentTraveller: {
    Enable: boolean
    Add: boolean
    EditCostCenter: boolean
    EditDepartment: boolean
    EditBusinessUnit: boolean
    BusinessAdd: boolean
    NonEmployeeAdd: boolean
    Edit: boolean
    NameEdit: boolean
    Import: boolean
    CustomItemAdd: boolean
    PrivateAdd: boolean
  }
  DefaultContact: { Enable: boolean; Add: boolean; Import: boolean }
  Tools: { Invoice: boolean }
  TrainIdentityVerification: boolean
}

export const SCOPE_KINDS = ['All', 'Departments', 'Staff', 'Self'] as const
export type ScopeKind = (typeof SCOPE_KINDS)[number]

/** Whom a person may book for or see orders of. Lists matter only for their kind. */
export interface Scope {
  Kind: ScopeKind
  DepartmentIds: number[]
  StaffIds: number[]
}

export const SCOPE_PRODUCTS = ['Flight', 'Hotel', 'Train', 'Bus'] as const
export type ScopeProduct = (typeof SCOPE_PRODUCTS)[number]
export type ScopeSet = Record<ScopeProduct, Scope>

export interface PaymentPermission {
  CompanyPay: boolean
  PersonalPay: boolean
  MixedPay: boolean
}

export interface PersonalPower {
  ManagePermission: ManagePermission
  BusinessPermission: BusinessPermission
  PrivatePermission: PrivatePermission
  TripPermission: TripPermission
  CustomerServiceQAPermission: CustomerServiceQAPermission
  MessagePermission: MessagePermission
  MyPermission: MyPermission
  BookingScope: ScopeSet
  ViewScope: ScopeSet
  PaymentPermission: PaymentPermission
}

/** Dotted paths to every boolean leaf of T, e.g. 'Flight.Book'. Scopes and strings are not flags. */
export type FlagPaths<T> = {
  [K in keyof T & string]: T[K] extends boolean ? K : T[K] extends readonly unknown[] ? never : T[K] extends object ? `${K}.${FlagPaths<T[K]>}` : never
}[keyof T & string]

/** Every permission flag, e.g. 'BusinessPermission.Flight.Book'. */
export type PowerKey = FlagPaths<Omit<PersonalPower, 'BookingScope' | 'ViewScope'>>

/** Flags the client denies whatever the server sends. */
export const ALWAYS_DENIED: readonly PowerKey[] = ['MyPermission.Wallet.Withdrawal']
