/** Administration calls: departments, catalogues, ranks with their travel standards, and reason codes. */
import type { PowerKey } from '../../../../types/api'
import * as A from '../../../../types/api/admin'
import { type AddCall, callWithOtherNames } from '../../http/call'
import * as O from './org'
import { M, res, count } from './route-kit'
import * as S from './standards'

const ORG: PowerKey = `${M}.CompanyInfo.Organization`
const RANKS: PowerKey = `${M}.CompanyInfo.RankManage.Enable`
const REASONS: PowerKey = `${M}.CompanyInfo.ReasonCodeManage.Enable`

function organisation(call: AddCall<A.AdminCalls>) {
  call('department/list', {
    summary: 'The department tree (flat, ParentId), with members and children',
    auth: 'required',
    power: ORG,
    body: A.EmptyAdminReq,
    result: res('DepartmentList'),
    handle: async (_b, ctx) => ({ Items: await O.departmentList(ctx) }),
  })
  call('department/add', {
    summary: 'Adds a department under ParentId',
    auth: 'required',
    power: ORG,
    body: A.DepartmentAddReq,
    result: res('DepartmentNode'),
    handle: (b, ctx) => O.addDepartment(ctx, b),
  })
  call('department/edit', {
    summary: 'Renames and/or moves a department (1019 under itself or its sub-department)',
    auth: 'required',
    power: ORG,
    body: A.DepartmentEditReq,
    result: res('DepartmentNode'),
    handle: (b, ctx) => O.editDepartment(ctx, b),
  })
  call('department/merge', {
    summary: 'Moves members and sub-departments of From into Into and deletes From',
    auth: 'required',
    power: ORG,
    body: A.DepartmentMergeReq,
    result: res('DepartmentNode'),
    handle: (b, ctx) => O.mergeDepartment(ctx, b.FromId, b.IntoId),
  })
  call('department/delete', {
    summary: 'Deletes an empty department (1017 with members or children)',
    auth: 'required',
    power: ORG,
    body: A.DepartmentIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await O.deleteDepartment(ctx, b.DepartmentId)),
  })
  // The last name, where there is one, is the add call's other name (user/…: the same declaration and handler).
  const catalogs: [string, O.CatalogTable, PowerKey, [string, string, string, string], string?][] = [
    [
      'cost centres',
      'cost_centers',
      `${M}.CompanyInfo.CostCenter`,
      ['costcenter/list', 'costcenter/add', 'costcenter/edit', 'costcenter/delete'],
      'user/addCostCenter',
    ],
    ['business units', 'business_units', `${M}.CompanyInfo.BusinessUnit`, ['bu/getBus', 'bu/addBu', 'bu/editBu', 'bu/deleteBu']],
    [
      'custom items',
      'custom_items',
      `${M}.CompanyInfo.CustomItem`,
      ['customization/get', 'customization/add', 'customization/edit', 'customization/delete'],
      'user/addCustomItem',
    ],
  ]
  for (const [what, table, power, [list, add, edit, del], addAlias] of catalogs) {
    call(list as 'costcenter/list', {
      summary: `The company’s ${what} with their use`,
      auth: 'required',
      power,
      body: A.CatalogListReq,
      result: res('CatalogRes'),
      handle: (b, ctx) => O.catalogList(ctx, table, b.Keyword),
    })
    callWithOtherNames(
      call,
      add as 'costcenter/add',
      {
        summary: `Adds one of the ${what}`,
        auth: 'required',
        power,
        body: A.CatalogAddReq,
        result: res('CatalogItem'),
        handle: (b, ctx) => O.catalogAdd(ctx, table, b),
      },
      addAlias ? { [addAlias]: `${add} by its other name: adds one of the ${what}` } : {},
    )
    call(edit as 'costcenter/edit', {
      summary: `Renames one of the ${what}`,
      auth: 'required',
      power,
      body: A.CatalogEditReq,
      result: res('CatalogItem'),
      handle: (b, ctx) => O.catalogEdit(ctx, table, b),
    })
    call(del as 'costcenter/delete', {
      summary: `Deletes one of the ${what} no longer used (1017 otherwise)`,
      auth: 'required',
      power,
      body: A.CatalogIdReq,
      result: res('CountRes'),
      handle: async (b, ctx) => count(await O.catalogDelete(ctx, table, b.Id)),
    })
  }
}

function standards(call: AddCall<A.AdminCalls>) {
  call('rank/list', {
    summary: 'Ranks with members, and which products’ standards are enforced',
    auth: 'required',
    power: RANKS,
    body: A.EmptyAdminReq,
    result: res('RankListRes'),
    handle: (_b, ctx) => S.rankList(ctx),
  })
  call('rank/add', {
    summary: 'Adds a rank',
    auth: 'required',
    power: RANKS,
    body: A.RankAddReq,
    result: res('RankItem'),
    handle: (b, ctx) => S.addRank(ctx, b),
  })
  call('rank/rename', {
    summary: 'Renames a rank (or changes its level)',
    auth: 'required',
    power: RANKS,
    body: A.RankRenameReq,
    result: res('RankItem'),
    handle: (b, ctx) => S.renameRank(ctx, b),
  })
  call('rank/delete', {
    summary: 'Deletes a rank nobody holds, with its standards (1017 otherwise)',
    auth: 'required',
    power: RANKS,
    body: A.RankIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await S.deleteRank(ctx, b.RankId)),
  })
  // Every rank's standard of one product at once, by the product's own name (flightv3 …; intlFlightv3 is the module's).
  const everyRank: [string, A.RankProduct][] = [
    ['flightv3', 'Flight'],
    ['hotelv3', 'Hotel'],
    ['intlHotelv3', 'IntlHotel'],
    ['trainv3', 'Train'],
  ]
  for (const [path, product] of everyRank) {
    call(path as 'flightv3', {
      summary: `Every rank’s ${product} standard and breach action, as rank/getPolicy per rank (also needs RankManage.${product})`,
      auth: 'required',
      power: RANKS,
      body: A.EmptyAdminReq,
      result: res('RankStandardsRes'),
      handle: (_b, ctx) => S.rankStandards(ctx, product),
    })
  }
  call('rank/getPolicy', {
    summary: 'A rank’s standard of one product and its breach action (also needs RankManage.<Product>)',
    auth: 'required',
    power: RANKS,
    body: A.RankPolicyReq,
    result: res('RankPolicyRes'),
    handle: (b, ctx) => S.readRankPolicy(ctx, b.RankId, b.Product),
  })
  call('rank/savePolicy', {
    summary: 'Sets (or with null removes) a rank’s standard of one product and its breach action; applies to the next search',
    auth: 'required',
    power: RANKS,
    body: A.SaveRankPolicyReq,
    result: res('RankPolicyRes'),
    handle: (b, ctx) => S.saveRankPolicy(ctx, b),
  })
  call('reasoncode/list', {
    summary: 'Reason codes by product and kind, with their four texts',
    auth: 'required',
    power: REASONS,
    body: A.ReasonListReq,
    result: res('ReasonCodeList'),
    handle: async (b, ctx) => ({ Items: await S.reasonList(ctx, b) }),
  })
  call('reasoncode/add', {
    summary: 'Adds a reason code (needs ReasonCodeManage.<Product>, or .LowestPrice for that kind)',
    auth: 'required',
    power: REASONS,
    body: A.ReasonAddReq,
    result: res('ReasonCodeItem'),
    handle: (b, ctx) => S.addReason(ctx, b),
  })
  call('reasoncode/edit', {
    summary: 'Changes a reason code’s code, texts or order',
    auth: 'required',
    power: REASONS,
    body: A.ReasonEditReq,
    result: res('ReasonCodeItem'),
    handle: (b, ctx) => S.editReason(ctx, b),
  })
  call('reasoncode/delete', {
    summary: 'Removes a reason code from the lists (orders keep their text)',
    auth: 'required',
    power: REASONS,
    body: A.ReasonIdReq,
    result: res('CountRes'),
    handle: async (b, ctx) => count(await S.deleteReason(ctx, b.ReasonCodeId)),
  })
}

export function organisationCalls(call: AddCall<A.AdminCalls>) {
  organisation(call)
  standards(call)
}
