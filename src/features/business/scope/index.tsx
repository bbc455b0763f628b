/**
 * /business/staff/viewAndBooking?personId= — for one employee, whom they may book flights, hotels
 * and trains for, and whose orders they see: All, some departments (with their sub-departments),
 * some colleagues (by name and department, each removable), or only themselves — their own
 * setting, or following their roles again.
 */
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { EmployeeInitData, PersonDetail, PersonItem, ViewAndBooking } from '@api/admin'
import type { Scope, ScopeKind, ScopeProduct, ScopeSet } from '@api/power'
import Page from '@/components/page'
import PickSheet, { type PickItem } from '@/components/pick-sheet'
import { MainButton } from '@/components/ui/button'
import { FormRow, Segmented, Toggle } from '@/components/ui/form'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { useRouteParams } from '@/core/route-params'
import { departmentTree, personName } from '@/domain/staff'
import { useStores } from '@/stores'
import { DECLARED } from '@/products'
import { people, peopleByIds, person, saveViewAndBooking, staffInitData, viewAndBooking } from '../api'
import ChoiceSheet from '../components/choice-sheet'
import '../components/index.scss'
import '@/i18n/ns/business'

const KINDS: ScopeKind[] = ['All', 'Departments', 'Staff', 'Self']
/** The products an employee's scopes are set for, as each declares (src/products.ts). */
const PRODUCTS = DECLARED.flatMap((p) => (p.listed?.bookingScope ? [p.listed.bookingScope as ScopeProduct] : []))
type Which = 'BookingScope' | 'ViewScope'
const ROLE: Record<Which, 'RoleBookingScope' | 'RoleViewScope'> = { BookingScope: 'RoleBookingScope', ViewScope: 'RoleViewScope' }

interface Loaded {
  who: PersonDetail
  init: EmployeeInitData
  vb: ViewAndBooking
}

function StaffScope() {
  const { t, i18n } = useTranslation()
  const { ui, session } = useStores()
  const personId = Number(useRouteParams().personId)
  const [data, setData] = useState<Loaded | null>(null)
  const [failed, setFailed] = useState(false)
  /** The person's own scopes being edited; null = follow the roles. */
  const [draft, setDraft] = useState<Record<Which, ScopeSet | null>>({ BookingScope: null, ViewScope: null })
  const [picking, setPicking] = useState<{ which: Which; product: ScopeProduct; kind: 'Departments' | 'Staff' } | null>(null)
  const [busy, setBusy] = useState(false)
  /** Names and departments of the people chosen in any scope, by id. */
  const [names, setNames] = useState<Map<number, PickItem>>(new Map())
  const remember = (items: PickItem[]) => setNames((m) => new Map([...m, ...items.map((x) => [x.id, x] as const)]))
  const itemOf = (x: PersonItem): PickItem => ({ id: x.PersonId, name: personName(x), sub: [x.EmployeeNo, x.DepartmentName].filter(Boolean).join(' · ') })
  const load = () => {
    setFailed(false)
    if (!personId) return setFailed(true)
    Promise.all([person('staff', personId), staffInitData(), viewAndBooking(personId)]).then(
      ([who, init, vb]) => {
        setData({ who, init, vb })
        setDraft({ BookingScope: vb.OwnBooking ? vb.BookingScope : null, ViewScope: vb.OwnView ? vb.ViewScope : null })
        const ids = new Set([vb.BookingScope, vb.ViewScope, vb.RoleBookingScope, vb.RoleViewScope].flatMap((set) => PRODUCTS.flatMap((p) => set[p].StaffIds)))
        if (ids.size)
          peopleByIds([...ids]).then(
            (found) => remember(found.map(itemOf)),
            () => undefined,
          )
      },
      () => setFailed(true),
    )
  }
  useEffect(() => {
    if (session.signedIn) load()
  }, [personId]) // eslint-disable-line react-hooks/exhaustive-deps

  const en = !i18n.language.startsWith('zh')
  const departments = useMemo(
    () => departmentTree(data?.init.Departments ?? []).map((d) => ({ value: d.Id, label: en && d.NameEn ? d.NameEn : d.Name, level: d.level })),
    [data, en],
  )
  const deptName = (id: number) => departments.find((d) => d.value === id)?.label ?? String(id)
  const describe = (s: Scope) => {
    if (s.Kind === 'Departments') return s.DepartmentIds.length ? s.DepartmentIds.map(deptName).join('、') : t('business:scope.noneChosen')
    if (s.Kind === 'Staff') return s.StaffIds.length ? t('business:scope.people', { count: s.StaffIds.length }) : t('business:scope.noneChosen')
    return t(`business:scope.kind.${s.Kind}`)
  }
  const setScope = (which: Which, product: ScopeProduct, s: Partial<Scope>) =>
    setDraft((d) => (d[which] ? { ...d, [which]: { ...d[which]!, [product]: { ...d[which]![product], ...s } } } : d))
  const follow = (which: Which, roles: boolean) => setDraft((d) => ({ ...d, [which]: roles ? null : (data?.vb[which] ?? null) }))

  const save = async () => {
    if (!data) return
    setBusy(true)
    try {
      const vb = await saveViewAndBooking({ PersonId: personId, BookingScope: draft.BookingScope, ViewScope: draft.ViewScope })
      setData({ ...data, vb })
      ui.toast(t('business:staff.saved'))
    } catch {
      // The server's message was shown; the choices stay.
    } finally {
      setBusy(false)
    }
  }

  /** The people of a Staff scope by name and department; removable one by one while editing. */
  const chosen = (which: Which, product: ScopeProduct, s: Scope, editable: boolean) => {
    if (s.Kind !== 'Staff' || s.StaffIds.length === 0) return null
    return (
      <View className="biz-chosen" data-testid={`scope-chosen-${which}-${product}`}>
        {s.StaffIds.map((id) => {
          const p = names.get(id)
          const name = p?.name ?? t('business:scope.unknownPerson', { id })
          return (
            <View key={id} className="biz-chosen__item" data-testid="scope-chosen" data-id={id}>
              <View className="biz-chosen__text">
                <Text className="biz-chosen__name">{name}</Text>
                {p?.sub && <Text className="biz-chosen__sub">{p.sub}</Text>}
              </View>
              {editable && (
                <View
                  className="biz-chosen__remove"
                  role="button"
                  aria-label={t('business:scope.remove', { name })}
                  data-testid="scope-chosen-remove"
                  onClick={() => setScope(which, product, { StaffIds: s.StaffIds.filter((x) => x !== id) })}
                >
                  <Text>×</Text>
                </View>
              )}
            </View>
          )
        })}
      </View>
    )
  }

  const section = (which: Which) => {
    if (!data) return null
    const own = draft[which]
    const shown = own ?? data.vb[ROLE[which]]
    return (
      <View className="biz-card" data-testid={`scope-${which}`}>
        <Text className="biz-card__title">{t(`business:scope.${which}`)}</Text>
        <Text className="biz-card__note">{t(`business:scope.${which}Hint`)}</Text>
        <View className="biz-follow">
          <Text className="biz-follow__label">{t('business:scope.followRoles')}</Text>
          <Toggle checked={own === null} onChange={(v) => follow(which, v)} label={t('business:scope.followRoles')} testId={`scope-follow-${which}`} />
        </View>
        {PRODUCTS.map((product) => (
          <View key={product} className="biz-scope" data-testid={`scope-${which}-${product}`}>
            <Text className="biz-scope__product">{t(`business:scope.product.${product}`)}</Text>
            {own === null ? (
              <>
                <Text className="biz-card__note">{describe(shown[product])}</Text>
                {chosen(which, product, shown[product], false)}
              </>
            ) : (
              <>
                <Segmented
                  options={KINDS.map((k) => ({ value: k, label: t(`business:scope.kind.${k}`) }))}
                  value={own[product].Kind}
                  onChange={(k) => setScope(which, product, { Kind: k })}
                  testId={`scope-kind-${which}-${product}`}
                />
                {(own[product].Kind === 'Departments' || own[product].Kind === 'Staff') && (
                  <FormRow
                    label={t(`business:scope.choose.${own[product].Kind}`)}
                    arrow
                    onClick={() => setPicking({ which, product, kind: own[product].Kind as 'Departments' | 'Staff' })}
                    testId={`scope-pick-${which}-${product}`}
                  >
                    <View className="biz-value">{describe(own[product])}</View>
                  </FormRow>
                )}
                {chosen(which, product, own[product], true)}
              </>
            )}
          </View>
        ))}
      </View>
    )
  }

  const current = picking && draft[picking.which] ? draft[picking.which]![picking.product] : null
  return (
    <Page title="business:scope.title" testId="scope-page">
      {!data && !failed && <Skeletons count={3} />}
      {!data && failed && <ErrorBlock onRetry={load} />}
      {data && (
        <>
          <View className="biz-card">
            <Text className="biz-card__title" data-testid="scope-person">
              {personName(data.who)}
            </Text>
            <Text className="biz-card__note">
              {[data.who.EmployeeNo, data.who.DepartmentName, data.who.Roles.map((r) => r.Name).join('、')].filter(Boolean).join(' · ')}
            </Text>
          </View>
          {section('BookingScope')}
          {section('ViewScope')}
          <View className="biz-submit">
            <MainButton text={t('business:save')} onClick={() => void save()} busy={busy} testId="scope-save" />
          </View>
        </>
      )}
      {picking && current && picking.kind === 'Departments' && (
        <ChoiceSheet
          open
          multi
          title={t('business:scope.choose.Departments')}
          options={departments}
          value={current.DepartmentIds}
          onDone={(ids) => (setScope(picking.which, picking.product, { DepartmentIds: ids }), setPicking(null))}
          onClose={() => setPicking(null)}
          testId="scope-departments"
        />
      )}
      <PickSheet
        open={!!(picking && current && picking.kind === 'Staff')}
        title={t('business:scope.choose.Staff')}
        multi
        searchable
        allowNone
        max={500}
        initial={current?.StaffIds.map((id) => names.get(id) ?? { id, name: t('business:scope.unknownPerson', { id }), sub: '' })}
        load={(k, page) => people('staff', { Keyword: k || undefined, PageIndex: page }).then((r) => ({ items: r.Items.map(itemOf), total: r.Total }))}
        onDone={(picked) => {
          remember(picked)
          if (picking) setScope(picking.which, picking.product, { StaffIds: picked.map((x) => x.id) })
          setPicking(null)
        }}
        onClose={() => setPicking(null)}
        testId="scope-staff"
      />
    </Page>
  )
}

export default observer(StaffScope)
