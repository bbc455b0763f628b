/**
 * State of the new-application form: the form's settings (init info and
 * TripApplicationFormSettings through the settings store), the draft, who the caller is among
 * the bookable persons, which fields the user visited, and the checks. The page renders it.
 */
import { useMemo, useRef, useState } from 'react'
import type { TripFormInitInfo } from '@api/trip-form'
import { companyFieldRules } from '@/components/company-fields'
import { emptyCompanyFields, type Issue } from '@/domain/booking'
import { useStores } from '@/stores'
import { bookPersons, initInfo, myApplicationTemplates } from '../api'
import { checkApplication, newLeg, requestId, type ApplicationDraft, type ApplicationRules } from '../form'

const SECTION = 'TripApplicationFormSettings'

export function useBookForm() {
  const { settings, session } = useStores()
  const [init, setInit] = useState<TripFormInitInfo | 'loading' | 'error'>('loading')
  const [approvers, setApprovers] = useState<string[]>([])
  const [draft, setDraft] = useState<ApplicationDraft>(() => ({
    travellers: [],
    legs: [newLeg()],
    endDate: '',
    totalBudget: '',
    budgets: {},
    fields: emptyCompanyFields(),
    remark: '',
  }))
  const [touched, setTouched] = useState<Set<string>>(new Set())
  const [showAll, setShowAll] = useState(false)
  // One id per form: a retry after a lost answer gets the application that was already made.
  const clientRequestId = useRef(requestId())

  const me = session.personalInfor
  const selfName = me ? me.ChName || `${me.LastName}/${me.FirstName}` : ''

  const load = () => {
    setInit('loading')
    initInfo().then(
      async (r) => {
        setInit(r)
        // The caller is the default traveller, found among the bookable persons (IsSelf) for their
        // PersonId — a booker may add colleagues, and then everyone is named by id — and for the
        // cost centre and department their orders default to, as the order form does.
        const found = await bookPersons(me?.EmployeeNo || selfName, 1).catch(() => null)
        const self = found?.persons.find((p) => p.IsSelf)
        setDraft((d) => {
          const fields = { ...d.fields }
          if (self?.CostCenterId && !fields.costCenter) fields.costCenter = { id: self.CostCenterId, name: self.CostCenterName }
          if (self?.DepartmentId && !fields.department) fields.department = { id: self.DepartmentId, name: self.DepartmentName }
          return {
            ...d,
            fields,
            travellers: d.travellers.length
              ? d.travellers
              : [{ personId: self?.PersonId ?? 0, name: self?.Name || selfName, department: self?.DepartmentName ?? me?.DepartmentName ?? '' }],
          }
        })
      },
      () => setInit('error'),
    )
    myApplicationTemplates().then(
      (r) => {
        const mine = r.Templates[r.Templates.length - 1]
        setApprovers(
          mine
            ? mine.Levels.map((l) =>
                l.Approvers.filter((a) => a.Role === 'Primary')
                  .map((a) => a.Name)
                  .join('/'),
              ).filter(Boolean)
            : [],
        )
      },
      () => setApprovers([]),
    )
  }

  const rules: ApplicationRules | null = useMemo(() => {
    if (typeof init !== 'object') return null
    const field = (k: 'TotalBudget' | 'BusinessBudget') => {
      const r = settings.field(SECTION, k)
      return settings.loaded ? { display: r.display, required: r.required } : { display: init[k].IsDisplay, required: init[k].IsRequired }
    }
    const company = companyFieldRules(settings, SECTION)
    return {
      today: init.Today,
      maxLegs: init.MaxLegs,
      maxTravellers: init.MaxTravellers,
      totalBudget: field('TotalBudget'),
      businessBudget: field('BusinessBudget'),
      businesses: init.Businesses.map((b) => b.Business),
      // An application carries no authorization code (it issues one) and no consultant message.
      company: { ...company, AuthorizationCode: { display: false, required: false }, BookMessage: { display: false, required: false } },
    }
  }, [init, settings, settings.loaded, settings.all])

  const issues: Issue[] = rules ? checkApplication(draft, rules) : []
  const touch = (field: string) => setTouched((s) => (s.has(field) ? s : new Set([...s, field])))
  /** The message of a field once visited or after a submit attempt. */
  const issueOf = (field: string): Issue | undefined => issues.find((i) => i.field === field && (showAll || touched.has(field)))

  return {
    init,
    rules,
    approvers,
    draft,
    setDraft,
    issues,
    issueOf,
    touch,
    touched,
    showAll,
    setShowAll,
    load,
    clientRequestId: clientRequestId.current,
    selfName,
  }
}
