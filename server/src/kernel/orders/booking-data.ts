/**
 * What the order-filling screen picks from: persons in the booking scope, the caller's frequent
 * travellers, the company's catalogues (departments, cost centres, BUs, custom items, purposes),
 * order extend fields and reason codes as the product's settings define them.
 */
import type { PersonalSetting, ReasonSettings } from '../../../../types/api'
import { EXTEND_FIELD_SLOTS } from '../../../../types/api'
import type {
  BookPerson,
  CatalogItem,
  GetBookPersonsReq,
  GetBookPersonsRes,
  OrderExtendFieldsRes,
  Product,
  PurposesRes,
  QuickListReq,
  QuickListRes,
  ReasonCodeReq,
  ReasonCodeRes,
} from '../../../../types/api/booking-data'
import type { AuthedContext } from '../../http/context'
import { pick } from '../../i18n'
import { companyName, namesOfRow, PERSON_NAME } from '../../lib/names'
import { loadSetting } from '../../services/company'
import { DEFAULT_PRODUCT, productSettings } from '../../../../types/api/product-settings'
import { maskId, maskMobile } from './detail'
import { scopeFilter } from '../../services/scope'
import { itemOf } from '../../services/travellers/travellers'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

const like = (k: string) => `%${k.trim().toLowerCase()}%`

export async function bookPersons(ctx: AuthedContext, req: GetBookPersonsReq): Promise<GetBookPersonsRes> {
  const { companyId, personId } = ctx.caller
  // The persons one may book for: the default product's booking scope, which the order form of every product offers today.
  const scope = await scopeFilter(ctx, companyId, personId, await ctx.power(), DEFAULT_PRODUCT)
  const setting = await loadSetting(ctx.db, companyId)
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  let q = ctx.db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('cost_centers', 'cost_centers.id', 'persons.cost_center_id')
    .leftJoin('ranks', 'ranks.id', 'persons.rank_id')
    .where('persons.company_id', '=', companyId)
    .where('persons.status', '=', 1)
  if (req.Kind === 'Employee') q = q.where('persons.kind', '=', 'employee')
  if (req.Kind === 'NonEmployee') q = q.where('persons.kind', '=', 'non_employee')
  if (scope.kind !== 'All') {
    const ids = [...(scope.personIds ?? [])]
    const depts = [...(scope.departmentIds ?? [])]
    q = q.where((eb) =>
      eb.or([
        eb('persons.id', 'in', ids.length ? ids : [0]),
        eb.and([eb('persons.kind', '=', 'employee'), eb('persons.department_id', 'in', depts.length ? depts : [0])]),
      ]),
    )
  }
  if (req.Keyword?.trim()) {
    const k = like(req.Keyword)
    q = q.where((eb) =>
      eb.or([
        eb('persons.ch_name', 'like', `%${req.Keyword!.trim()}%`),
        eb(eb.fn('lower', ['persons.last_name']), 'like', k),
        eb(eb.fn('lower', ['persons.first_name']), 'like', k),
        eb(eb.fn('lower', ['persons.employee_no']), 'like', k),
        eb('persons.mobile', 'like', k),
      ]),
    )
  }
  const { total, rows } = await readPage(
    q,
    q
      .select([
        'persons.id',
        'persons.kind',
        ...PERSON_NAME,
        'persons.gender',
        'persons.birth_date',
        'persons.employee_no',
        'persons.department_id',
        'persons.cost_center_id',
        'persons.nationality',
        'persons.id_type',
        'persons.id_no',
        'persons.mobile_country_code',
        'persons.mobile',
        'persons.email',
        'departments.name as dept_name',
        'departments.name_en as dept_name_en',
        'cost_centers.name as cc_name',
        'cost_centers.name_en as cc_name_en',
        'ranks.name as rank_name',
        'ranks.name_en as rank_name_en',
      ])
      // The caller first, then employees by number, then non-employees by name.
      .orderBy((eb) => eb.case().when('persons.id', '=', personId).then(0).else(1).end())
      .orderBy('persons.kind')
      .orderBy('persons.employee_no')
      .orderBy('persons.id'),
    { index: pageIndex, size: pageSize },
  )
  const privacy = setting.CommonSettings.EnablePrivacyProtect
  const persons: BookPerson[] = rows.map((r) => {
    const self = r.id === personId
    const hide = privacy && !self
    return {
      PersonId: r.id,
      Kind: r.kind === 'employee' ? 'Employee' : 'NonEmployee',
      ...namesOfRow(r),
      Gender: r.gender,
      BirthDate: r.birth_date,
      EmployeeNo: r.employee_no ?? '',
      DepartmentId: r.department_id,
      DepartmentName: companyName(r.dept_name, r.dept_name_en, ctx.lang),
      CostCenterId: r.cost_center_id,
      CostCenterName: companyName(r.cc_name, r.cc_name_en, ctx.lang),
      RankName: companyName(r.rank_name, r.rank_name_en, ctx.lang),
      Nationality: r.nationality,
      IdType: r.id_type,
      IdNo: hide ? maskId(r.id_no ?? '') : (r.id_no ?? ''),
      MobileCountryCode: r.mobile_country_code,
      Mobile: hide ? maskMobile(r.mobile ?? '') : (r.mobile ?? ''),
      Email: r.email ?? '',
      IsSelf: self,
    }
  })
  return { Total: total, PageIndex: pageIndex, PageSize: pageSize, Persons: persons, ScopeKind: scope.kind }
}

export async function quickList(ctx: AuthedContext, req: QuickListReq): Promise<QuickListRes> {
  let q = ctx.db.selectFrom('frequent_travelers').where('company_id', '=', ctx.caller.companyId).where('owner_user_id', '=', ctx.caller.userId)
  if (req.Keyword?.trim()) {
    const k = like(req.Keyword)
    q = q.where((eb) =>
      eb.or([
        eb('ch_name', 'like', `%${req.Keyword!.trim()}%`),
        eb(eb.fn('lower', ['last_name']), 'like', k),
        eb(eb.fn('lower', ['first_name']), 'like', k),
        eb('mobile', 'like', k),
      ]),
    )
  }
  const pageSize = req.PageSize ?? 20
  const { total, rows } = await readPage(q, q.selectAll().orderBy('id'), { index: req.PageIndex ?? 1, size: pageSize })
  return {
    Total: total,
    Travelers: rows.map(itemOf),
  }
}

export async function catalog(
  ctx: AuthedContext,
  table: 'departments' | 'cost_centers' | 'business_units' | 'custom_items',
  keyword?: string,
): Promise<CatalogItem[]> {
  let q = ctx.db.selectFrom(table).selectAll().where('company_id', '=', ctx.caller.companyId)
  if (keyword?.trim()) {
    const k = like(keyword)
    q = q.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', k), eb(eb.fn('lower', ['name_en']), 'like', k), eb(eb.fn('lower', ['code']), 'like', k)]))
  }
  const rows = await q.orderBy('sort').orderBy('id').execute()
  return rows.map((r) => ({
    Id: r.id,
    Code: r.code,
    Name: companyName(r.name, r.name_en, ctx.lang),
    ParentId: 'parent_id' in r ? ((r as { parent_id: number | null }).parent_id ?? null) : null,
  }))
}

export async function purposes(ctx: AuthedContext, product: Product): Promise<PurposesRes> {
  const setting = await loadSetting(ctx.db, ctx.caller.companyId)
  const rows = await ctx.db
    .selectFrom('trip_purposes')
    .select(['id', 'name_json'])
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, status: 1 }))
    .orderBy('sort')
    .execute()
  return {
    PurposeType: productSettings(setting, product).fields.PurposeSettings.PurposeType,
    Items: rows.map((r) => ({ Id: r.id, Name: pick(JSON.parse(r.name_json), ctx.lang) })),
  }
}

export async function orderExtendFields(ctx: AuthedContext, product: Product): Promise<OrderExtendFieldsRes> {
  const setting = await loadSetting(ctx.db, ctx.caller.companyId)
  const slots = productSettings(setting, product).fields.ExtendFieldSettings
  return {
    Fields: EXTEND_FIELD_SLOTS.filter((s) => slots[s]?.IsDisplay).map((s) => ({
      Slot: s,
      Name: slots[s].Name,
      IsRequired: slots[s].IsRequired,
      Type: slots[s].Type,
      Options: [...slots[s].Options],
    })),
  }
}

function reasonSettings(setting: PersonalSetting, req: ReasonCodeReq): ReasonSettings {
  const sections = productSettings(setting, req.Product)
  const asked = req.Kind === 'Refund' ? sections.refundReasons : req.Kind === 'Change' ? sections.changeReasons : undefined
  if (asked) return asked
  // Policy and lowest-price reasons are always offered and required (docs/validation.md), with free text.
  return { IsDisplay: true, IsRequired: true, IsDisplayOtherItem: true }
}

export async function reasonCodes(ctx: AuthedContext, req: ReasonCodeReq): Promise<ReasonCodeRes> {
  const setting = await loadSetting(ctx.db, ctx.caller.companyId)
  const rows = await ctx.db
    .selectFrom('reason_codes')
    .select(['id', 'code', 'text_json', 'kind'])
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, product: req.Product, kind: req.Kind, status: 1 }))
    .orderBy('sort')
    .execute()
  const s = reasonSettings(setting, req)
  return {
    Items: rows.map((r) => ({ Id: r.id, Code: r.code, Text: pick(JSON.parse(r.text_json), ctx.lang), Kind: req.Kind })),
    IsDisplay: s.IsDisplay,
    IsRequired: s.IsRequired,
    IsDisplayOtherItem: s.IsDisplayOtherItem,
  }
}
