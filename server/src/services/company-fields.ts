/**
 * The company's order fields, displayed and required exactly as the settings say (docs/data.md):
 * cost centre, department, BU (CommonSettings; cost centre may be overridden per product),
 * custom item, purpose, authorization code, attachments, extend fields 1–5 (the product's
 * NormalSettings). Values for hidden fields are dropped; ids must belong to the company.
 * The resolved names are stored with the order, so later renames do not rewrite history. The same
 * fields are asked of a trip application (services/trip-forms), resolved the same way.
 */
import type { Kysely } from 'kysely'
import type { CommonSettings, ExtendFieldSettings, OrderFieldSettings } from '../../../types/api'
import { ErrorCode, EXTEND_FIELD_SLOTS } from '../../../types/api'
import type { Database } from '../db/schema'
import { pick, type Lang, type MessageParams } from '../i18n'
import type { CompanyFields, Named } from '../kernel/orders/tables'
import { companyName } from '../lib/names'
import { defineTexts, pickRow, rows } from '../lib/texts'
import { equal } from '../db/match'
import J from './company-fields.json'

const FIELDS = rows(J.FIELDS)
type FieldLabel = keyof typeof FIELDS
const fieldLabel = (k: FieldLabel, lang: Lang): string => pickRow(FIELDS[k], lang)

const T = defineTexts(rows(J.T))
const invalid = (key: Parameters<typeof T.text>[1], params?: MessageParams) => T.error(ErrorCode.ValidationFailed, key, params)

export interface CompanyFieldInput {
  CostCenterId?: number | null
  DepartmentId?: number | null
  BusinessUnitId?: number | null
  CustomItemId?: number | null
  PurposeId?: number | null
  PurposeText?: string
  AuthorizationCode?: string
  AttachmentIds?: string[]
  ExtendFields?: Partial<Record<(typeof EXTEND_FIELD_SLOTS)[number], string>>
}

type CatalogTable = 'cost_centers' | 'departments' | 'business_units' | 'custom_items'

export async function resolveCompanyFields(
  db: Kysely<Database>,
  companyId: number,
  common: CommonSettings,
  normal: OrderFieldSettings,
  input: CompanyFieldInput,
  lang: Lang,
): Promise<CompanyFields> {
  const label = (k: FieldLabel, custom?: string) => (custom && lang !== 'en' && lang !== 'ja' ? custom : fieldLabel(k, lang))
  const catalog = async (table: CatalogTable, id: number | null | undefined, display: boolean, required: boolean, name: string): Promise<Named | null> => {
    if (!display) return null
    if (id === null || id === undefined) {
      if (required) throw invalid('fieldRequired', { field: name })
      return null
    }
    const row = await db.selectFrom(table).select(['id', 'name', 'name_en']).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
    if (!row) throw invalid('fieldUnknown', { field: name })
    return { Id: row.id, Name: companyName(row.name, row.name_en, lang) }
  }

  const cc = normal.CostCenterSettings ?? { IsDisplayCostCenter: common.IsDisplayCostCenter, IsRequiredCostCenter: common.IsRequiredCostCenter }
  const CostCenter = await catalog('cost_centers', input.CostCenterId, cc.IsDisplayCostCenter, cc.IsRequiredCostCenter, label('CostCenter'))
  const Department = await catalog('departments', input.DepartmentId, common.IsDisplayDepartment, common.IsRequiredDepartment, label('Department'))
  const BusinessUnit = await catalog(
    'business_units',
    input.BusinessUnitId,
    common.IsDisplayBusinessUnit,
    common.IsRequiredBusinessUnit,
    label('BusinessUnit', common.BusinessUnitName),
  )
  const ci = normal.CustomItemSettings
  const CustomItem = await catalog(
    'custom_items',
    input.CustomItemId,
    ci.IsDisplayCustomItem,
    ci.IsRequiredCustomItem,
    label('CustomItem', ci.CustomItemName || common.CustomItemName),
  )

  let Purpose = ''
  const ps = normal.PurposeSettings
  if (ps.IsDisplayPurpose) {
    const name = label('Purpose')
    const id = ps.PurposeType === 0 ? null : (input.PurposeId ?? null)
    const text = ps.PurposeType === 1 ? '' : (input.PurposeText ?? '').trim()
    if (id !== null) {
      const row = await db
        .selectFrom('trip_purposes')
        .select('name_json')
        .where((eb) => equal(eb, { company_id: companyId, id, status: 1 }))
        .executeTakeFirst()
      if (!row) throw invalid('fieldUnknown', { field: name })
      Purpose = pick(JSON.parse(row.name_json), lang)
    } else Purpose = text
    if (!Purpose && ps.IsRequiredPurpose) throw invalid('fieldRequired', { field: name })
  }

  let AuthorizationCode = ''
  const ac = normal.AuthorizationCodeSettings
  if (ac.IsDisplayAuthorizationCode) {
    const name = label('AuthorizationCode', ac.AuthorizationCodeName || common.AuthorizationCodeName)
    AuthorizationCode = (input.AuthorizationCode ?? '').trim()
    if (!AuthorizationCode && ac.IsRequiredAuthorizationCode) throw invalid('fieldRequired', { field: name })
    // Checking starts with the shape of a code (letters, digits, '-'); the product's booking then
    // resolves it against the trip applications (services/trip-forms/authorization.ts).
    if (AuthorizationCode && ac.IsCheckAuthorizationCode && !/^[A-Za-z0-9-]{4,32}$/.test(AuthorizationCode)) throw invalid('authCodeFormat', { field: name })
  }

  let Attachments: CompanyFields['Attachments'] = []
  const up = normal.UploadAttachFileSettings
  if (up.IsDisplayUploadAttachFile) {
    const ids = [...new Set(input.AttachmentIds ?? [])]
    if (!ids.length && up.IsRequiredUploadAttachFile) throw invalid('fieldRequired', { field: up.Name || label('Attachment') })
    if (ids.length) {
      const rows = await db.selectFrom('uploaded_files').select(['id', 'file_name']).where('company_id', '=', companyId).where('id', 'in', ids).execute()
      if (rows.length !== ids.length) throw invalid('attachmentUnknown')
      Attachments = ids.map((id) => ({ FileId: id, FileName: rows.find((r) => r.id === id)!.file_name }))
    }
  }

  const ExtendFields = checkExtendFields(normal.ExtendFieldSettings, input.ExtendFields ?? {})
  return { CostCenter, Department, BusinessUnit, CustomItem, Purpose, AuthorizationCode, Attachments, ExtendFields }
}

export function checkExtendFields(settings: ExtendFieldSettings, values: CompanyFieldInput['ExtendFields'] & object): CompanyFields['ExtendFields'] {
  const out: CompanyFields['ExtendFields'] = []
  for (const slot of EXTEND_FIELD_SLOTS) {
    const s = settings[slot]
    if (!s?.IsDisplay) continue
    const value = (values[slot] ?? '').trim()
    const name = s.Name || slot
    if (!value) {
      if (s.IsRequired) throw invalid('fieldRequired', { field: name })
      continue
    }
    if (s.Type === 'select' && !s.Options.includes(value)) throw invalid('fieldOption', { field: name })
    out.push({ Slot: slot, Name: name, Value: value })
  }
  return out
}
