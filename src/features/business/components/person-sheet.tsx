/**
 * Adding or editing an employee or a non-employee (docs/administration.md, "Staff"): names in Chinese
 * or English, employee number, mobile with its country code, e-mail, the main document,
 * department (indented by level), cost centre, and for employees rank, roles, direct superior and
 * a first password. Problems show under their field; a refusal of the server (a number, phone or
 * e-mail someone else has) is said in its words under the field it names (PersonSaveRefusal)
 * until that field changes, and keeps everything typed.
 */
import { useEffect, useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { EmployeeInitData, PersonDetail, PersonSaveRefusal } from '@api/admin'
import { PhoneField } from '@/components/passenger-form/phone-field'
import { FormRow, TextField } from '@/components/ui/form'
import { FormSheet } from '@/components/ui/form-sheet'
import { Skeletons } from '@/components/ui/states'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { chinaToday } from '@/domain/china-time'
import {
  checkStaffDraft,
  departmentTree,
  emptyStaffDraft,
  firstStaffError,
  personName,
  STAFF_FIELD_ORDER,
  staffRequest,
  type StaffDraft,
  type StaffField,
} from '@/domain/staff'
import { useStores } from '@/stores'
import { person, savePerson, type PeopleKind } from '../api'
import type { Choice } from './choice-sheet'
import { ID_TYPES, PersonPickers, type Picker } from './person-pickers'
import './index.scss'

/** The form field a server refusal names (ResultData.Field), or null when the form has none such. */
export function refusedField(e: unknown): StaffField | null {
  if (!isApiError(e) || e.kind !== 'server') return null
  const data = e.envelope?.ResultData as Partial<PersonSaveRefusal> | null | undefined
  const field = data && typeof data.Field === 'string' ? data.Field : ''
  return (STAFF_FIELD_ORDER as readonly string[]).includes(field) ? (field as StaffField) : null
}

export interface PersonSheetProps {
  kind: PeopleKind
  init: EmployeeInitData
  /** null: a new person. */
  personId: number | null
  onSaved: (p: PersonDetail) => void
  onClose: () => void
}

const draftOf = (p: PersonDetail): StaffDraft => ({
  ChName: p.ChName,
  LastName: p.LastName,
  FirstName: p.FirstName,
  EmployeeNo: p.EmployeeNo ?? '',
  MobileCountryCode: p.MobileCountryCode || '86',
  Mobile: p.Mobile ?? '',
  Email: p.Email ?? '',
  IdType: (ID_TYPES as string[]).includes(p.IdType) ? (p.IdType as StaffDraft['IdType']) : 'IDCard',
  IdNo: p.IdNo ?? '',
  DepartmentId: p.DepartmentId,
  CostCenterId: p.CostCenterId,
  RankId: p.RankId,
  RoleIds: p.Roles.map((r) => r.RoleId),
  SuperiorId: p.SuperiorId,
  Password: '',
})

export default function PersonSheet(p: PersonSheetProps) {
  const { t, i18n } = useTranslation()
  const employee = p.kind === 'staff'
  const adding = p.personId === null
  const [d, setD] = useState<StaffDraft | null>(adding ? emptyStaffDraft() : null)
  const [superiorName, setSuperiorName] = useState('')
  const [loadedName, setLoadedName] = useState('')
  const { power } = useStores()
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [picker, setPicker] = useState<Picker>(null)
  const [scrollTo, setScrollTo] = useState('')
  const [server, setServer] = useState<{ field: StaffField; text: string } | null>(null)
  useEffect(() => {
    if (p.personId === null) return
    person(p.kind, p.personId).then(
      (x) => {
        setD(draftOf(x))
        setSuperiorName(x.SuperiorName)
        setLoadedName(personName(x))
      },
      () => p.onClose(),
    )
  }, [p.personId]) // eslint-disable-line react-hooks/exhaustive-deps

  const en = !i18n.language.startsWith('zh')
  const nameOf = (o: { Name: string; NameEn?: string }) => (en && o.NameEn ? o.NameEn : o.Name)
  const departments = useMemo<Choice<number | null>[]>(
    () => [
      { value: null, label: t('business:staff.none') },
      ...departmentTree(p.init.Departments).map((x) => ({ value: x.Id, label: nameOf(x), level: x.level })),
    ],
    [p.init, en], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const costCenters: Choice<number | null>[] = [
    { value: null, label: t('business:staff.none') },
    ...p.init.CostCenters.map((x) => ({ value: x.Id, label: `${nameOf(x)} (${x.Code})` })),
  ]
  const ranks: Choice<number | null>[] = [{ value: null, label: t('business:staff.none') }, ...p.init.Ranks.map((x) => ({ value: x.Id, label: nameOf(x) }))]
  const roles: Choice<number>[] = p.init.Roles.map((x) => ({ value: x.RoleId, label: x.Name }))

  const today = chinaToday(Date.now())
  const issues = d
    ? checkStaffDraft(d, {
        employee,
        adding,
        requiredEmployeeNo: p.init.IsRequiredEmployeeNo,
        requiredDepartment: p.init.IsRequiredDepartment,
        requiredCostCenter: p.init.IsRequiredCostCenter,
        today,
      })
    : {}
  const error = (k: StaffField) => {
    const c = issues[k]
    if (touched.has(k) && c && !c.ok) return t(c.key, c.params)
    return server?.field === k ? server.text : undefined
  }
  const set = <K extends keyof StaffDraft>(k: K, v: StaffDraft[K]) => {
    setD((x) => (x ? { ...x, [k]: v } : x))
    // The server's word on a field holds until that field (or the phone's country code) changes.
    if (server && (server.field === k || (k === 'MobileCountryCode' && server.field === 'Mobile'))) setServer(null)
  }
  const touch = (k: StaffField) => setTouched((s) => new Set([...s, k]))
  type TextKey = 'MobileCountryCode' | 'Mobile' | 'ChName' | 'LastName' | 'FirstName' | 'EmployeeNo' | 'Email' | 'IdNo' | 'Password'
  /** A text field's value, change and blur. */
  const bind = (k: TextKey) => ({ value: d?.[k] ?? '', onChange: (v: string) => set(k, v), onBlur: () => touch(k as StaffField) })
  /** A checked row: its anchor for the first error, its message, its test id. */
  const row = (k: StaffField) => ({ id: `pf-${k}`, error: error(k), testId: `pf-${k}` })
  const labelOf = <V,>(list: Choice<V>[], v: V) => list.find((o) => o.value === v)?.label ?? ''
  /** A row that opens its picker, showing what is chosen. */
  const pickRow = (k: NonNullable<Picker>, label: string, value: string, more: { id?: string; error?: string; required?: boolean; hint?: string } = {}) => (
    <FormRow testId={`pf-${k}`} {...more} label={label} arrow onClick={() => setPicker(k)}>
      <View className="biz-value">{value}</View>
    </FormRow>
  )

  const scrollToField = (field: StaffField) => {
    setScrollTo('')
    setTimeout(() => setScrollTo(`pf-${field}`), 0)
  }
  const submit = async () => {
    if (!d) return
    const first = firstStaffError(issues)
    if (first) {
      setTouched(new Set(Object.keys(issues)))
      return scrollToField(first)
    }
    setServer(null)
    const req = staffRequest(d, { employee, adding })
    p.onSaved(await savePerson(p.kind, adding ? req : { ...req, PersonId: p.personId! }))
  }
  // The form keeps what was typed; a refusal about one field is said under it.
  const refused = (e: unknown) => {
    const field = refusedField(e)
    if (!field || !isApiError(e)) return
    setServer({ field, text: e.message })
    scrollToField(field)
  }

  // The change log of this person (organisation's /business/audit), the form closed first.
  const history = () => {
    const personId = p.personId
    p.onClose()
    void go('auditLog', { entity: employee ? 'Employee' : 'NonEmployee', entityId: personId ?? 0, name: loadedName })
  }

  const title = t(`business:${p.kind}.${adding ? 'add' : 'edit'}`)
  return (
    <>
      <FormSheet
        title={title}
        onClose={p.onClose}
        scrollTo={scrollTo}
        name="person"
        save={t('business:save')}
        hideSave={!d}
        onSave={submit}
        onRefused={refused}
      >
        {!d && <Skeletons count={3} />}
        {d && (
          <View className="biz-form">
            <FormRow {...row('ChName')} label={t('business:staff.chName')} hint={t('business:staff.nameHint')}>
              <TextField {...bind('ChName')} placeholder={t('business:staff.chNamePlaceholder')} maxlength={30} />
            </FormRow>
            <FormRow {...row('LastName')} label={t('business:staff.lastName')}>
              <TextField {...bind('LastName')} placeholder="ZHANG" maxlength={40} />
            </FormRow>
            <FormRow {...row('FirstName')} label={t('business:staff.firstName')}>
              <TextField {...bind('FirstName')} placeholder="SAN" maxlength={40} />
            </FormRow>
            {employee && (
              <FormRow {...row('EmployeeNo')} label={t('business:staff.employeeNo')} required={p.init.IsRequiredEmployeeNo}>
                <TextField {...bind('EmployeeNo')} placeholder={p.init.IsRequiredEmployeeNo ? '' : t('business:optional')} maxlength={30} />
              </FormRow>
            )}
            <FormRow
              {...row('Mobile')}
              label={t('business:staff.mobile')}
              required={employee}
              hint={employee && adding ? t('business:staff.mobileHint') : undefined}
            >
              <PhoneField code={bind('MobileCountryCode')} mobile={bind('Mobile')} placeholder={t('business:staff.mobile')} testId="pf-cc" />
            </FormRow>
            <FormRow {...row('Email')} label={t('business:staff.email')}>
              <TextField {...bind('Email')} placeholder="name@example.com" maxlength={100} />
            </FormRow>
            {pickRow('IdType', t('business:staff.idType'), t(`business:idType.${d.IdType}`))}
            <FormRow {...row('IdNo')} label={t('business:staff.idNo')}>
              <TextField {...bind('IdNo')} type={d.IdType === 'IDCard' ? 'idcard' : 'text'} placeholder={t('business:optional')} maxlength={30} />
            </FormRow>
            {pickRow('DepartmentId', t('business:staff.department'), labelOf(departments, d.DepartmentId), {
              ...row('DepartmentId'),
              required: p.init.IsRequiredDepartment,
            })}
            {pickRow('CostCenterId', t('business:staff.costCenter'), labelOf(costCenters, d.CostCenterId), {
              ...row('CostCenterId'),
              required: p.init.IsRequiredCostCenter,
            })}
            {employee && (
              <>
                {pickRow('RankId', t('business:staff.rank'), labelOf(ranks, d.RankId))}
                {pickRow('RoleIds', t('business:staff.roles'), d.RoleIds.map((id) => labelOf(roles, id)).join('、'), {
                  hint: adding && d.RoleIds.length === 0 ? t('business:staff.rolesHint') : undefined,
                })}
                {pickRow('SuperiorId', t('business:staff.superior'), d.SuperiorId ? superiorName : '')}
                {adding && (
                  <FormRow {...row('Password')} label={t('business:staff.password')} hint={t('business:staff.passwordHint')}>
                    <TextField {...bind('Password')} password placeholder={t('business:optional')} maxlength={20} />
                  </FormRow>
                )}
              </>
            )}
            {!adding && power.can('ManagePermission.Enable') && (
              <FormRow label={t('business:staff.history')} arrow onClick={() => history()} testId="pf-history">
                <View className="biz-value" />
              </FormRow>
            )}
          </View>
        )}
      </FormSheet>
      {d && (
        <PersonPickers
          picker={picker}
          setPicker={setPicker}
          d={d}
          set={set}
          touch={touch}
          personId={p.personId}
          departments={departments}
          costCenters={costCenters}
          ranks={ranks}
          roles={roles}
          setSuperiorName={setSuperiorName}
        />
      )}
    </>
  )
}
