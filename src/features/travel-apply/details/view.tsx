/**
 * One trip application (/travelApply/orderDetails and /personal/authOrderDetails): a coloured
 * status head, the authorization code once usable, the legs, the facts (travellers, purpose,
 * dates, review type), budgets, company fields, the approval chain, the bookings made with the
 * code, and the actions the application allows: submit a draft, cancel, and 'book a flight with
 * this application', which hands the code to the booking through auth-code.ts.
 */
import { useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ApprovalDetail } from '@api/approval'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { useConfirm } from '@/components/use-confirm'
import { needsScreenHandling } from '@/core/errors'
import { type RouteName } from '@/routes'
import { orderDetailsRoute } from '@/product-entries'
import type { ApplyBookDef } from '@/core/product'
import { DECLARED } from '@/products'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { localExtendField } from '@/components/company-fields/rules'
import { saveAuthCode } from '@/shared/auth-code'
import { StatusHeader } from '@/components/ui/status-header'
import { Tag } from '@/components/ui/tag'
import { RecordStates } from '@/components/ui/states'
import { useRecord } from '@/components/use-record'
import { MainButton } from '@/components/ui/button'
import { ActionBar } from '@/components/ui/action-bar'
import { Fact, type FactProps } from '@/components/ui/list'
import { TextAction } from '@/components/ui/text-action'
import { applicationNoOf, applicationTone, approvalTone } from '../status'
import { useFormat } from '../format'
import ApprovalChain from '../components/approval-chain'
import { applicationApproval, applicationDetail, cancelApplication, submitDraft } from '../api'
import TaCard from '../components/card'
import '../components/index.scss'
import '@/i18n/ns/travelApply'

const Line = (p: FactProps) => <Fact block="ta-kv" {...p} />

/** The products an approved application books, each named by its folder ('flight'). */
const BOOKS = DECLARED.flatMap((p) => (p.apply ? [{ name: p.pkg.replace(/^features\//, ''), via: p.apply }] : []))

function DetailsView({ testId }: { testId: string }) {
  const { t, money, day, range, stamp } = useFormat()
  const { ui, session, power, settings } = useStores()
  const confirm = useConfirm()
  const no = applicationNoOf(useRouter().params)
  const [approval, setApproval] = useState<ApprovalDetail | null>(null)
  const sep = t('travelApply:common.listSep')
  const record = useRecord(no, applicationDetail, (d) => {
    if (d.ApprovalNo) applicationApproval(no).then(setApproval, () => setApproval(null))
    else setApproval(null)
  })
  const { data: app, load } = record

  const changed = (e: unknown) => {
    if (needsScreenHandling(e) && e.code === ErrorCode.OrderStatusChanged) ui.toast(t('errors:orderStatusChanged'))
  }
  const cancel = async () => {
    if (!app) return
    const ok = await confirm({
      title: t('travelApply:details.cancelTitle'),
      content: t('travelApply:details.cancelText'),
      yes: t('travelApply:details.cancelConfirm'),
      no: t('travelApply:details.keep'),
    })
    if (!ok) return
    try {
      await cancelApplication(app.ApplicationNo, '')
      ui.toast(t('travelApply:details.cancelled'))
    } catch (e) {
      changed(e)
    }
    void load()
  }
  const submit = async () => {
    if (!app) return
    try {
      const r = await submitDraft(app.ApplicationNo)
      ui.toast(t(r.Status === 'Approved' ? 'travelApply:book.approvedAtOnce' : 'travelApply:book.submitted'))
    } catch (e) {
      changed(e)
    }
    void load()
  }
  const book = (via: ApplyBookDef<string>) => {
    if (!app?.AuthorizationCode) return
    saveAuthCode({
      code: app.AuthorizationCode,
      applicationNo: app.ApplicationNo,
      travellerIds: app.Travellers.map((x) => x.PersonId),
      title: app.Title,
      startDate: app.StartDate,
      endDate: app.EndDate,
      userId: session.personalInfor?.UserID ?? 0,
    })
    void go(via.route as RouteName, { authCode: app.AuthorizationCode, ...via.params(app) })
  }
  const copy = () => {
    if (app?.AuthorizationCode)
      Taro.setClipboardData({ data: app.AuthorizationCode }).then(
        () => ui.toast(t('travelApply:details.copied')),
        () => undefined,
      )
  }

  const tone = app ? applicationTone(app.Status) : 'off'
  // What the application books, as the products declare it (src/products.ts).
  const books = !!app?.Actions.CanBook && !!app.AuthorizationCode ? BOOKS.filter((b) => power.can(b.via.power)) : []
  const actions = !!app && (app.Actions.CanCancel || app.Actions.CanSubmit || books.length > 0)
  const hint = !app
    ? ''
    : app.CloseReason && (app.Status === 'Rejected' || app.Status === 'Expired' || app.Status === 'Cancelled')
      ? app.CloseReason
      : app.Status === 'Submitted' && approval?.CurrentApproverNames.length
        ? t('travelApply:details.hint.waitingFor', { names: approval.CurrentApproverNames.join(sep) })
        : t(`travelApply:details.hint.${app.Status}`, { defaultValue: '' })
  return (
    <Page title="travelApply:details.title" className="ta-page" testId={testId}>
      <RecordStates record={record} ns="travelApply" testId="apply-details" />
      {app && (
        <View data-testid="apply-details" data-status={app.Status}>
          <StatusHeader
            tone={tone}
            title={t(`travelApply:status.${app.Status}`, { defaultValue: app.StatusName })}
            titleTestId="apply-status"
            hint={hint}
            hintTestId="apply-hint"
            meta={[t('travelApply:details.no', { no: app.ApplicationNo })]}
          />

          {app.AuthorizationCode && (
            <View className="ta-card ta-code" data-testid="apply-code">
              <Text className="ta-code__label">{t('travelApply:details.authCode')}</Text>
              <View className="ta-code__row">
                <Text className="ta-code__value" data-testid="apply-code-value">
                  {app.AuthorizationCode}
                </Text>
                <TextAction block="ta-code__copy" label={t('travelApply:details.copy')} onClick={copy} />
              </View>
              <Text className="ta-code__hint">{t('travelApply:details.codeHint', { start: day(app.StartDate), end: day(app.EndDate) })}</Text>
            </View>
          )}

          <TaCard title={t('travelApply:book.itinerary')} aside={<Text className="ta-card__hint">{t('travelApply:details.days', { count: app.Days })}</Text>}>
            {app.Legs.map((l) => (
              <View key={l.Index} className="ta-leg-line" data-testid={`apply-leg-${l.Index}`}>
                <Text className="ta-leg-line__no">{t('travelApply:book.leg', { n: l.Index + 1 })}</Text>
                <Text className="ta-leg-line__route">{`${l.DepartCityName} → ${l.ArriveCityName}`}</Text>
                <Text className="ta-leg-line__date">{day(l.DepartDate)}</Text>
              </View>
            ))}
          </TaCard>

          <View className="ta-card">
            <Line label={t('travelApply:details.travellers')} value={app.TravellerNames.join(sep)} testId="apply-travellers" />
            <Line label={t('travelApply:details.applicant')} value={app.ApplicantName} />
            <Line label={t('travelApply:details.dates')} value={range(app.StartDate, app.EndDate)} />
            <Line label={t('travelApply:details.purpose')} value={app.Purpose} />
            <Line label={t('travelApply:details.reviewType')} value={app.ReviewTypeName} />
            <Line
              label={t('travelApply:details.approvalStatus')}
              value={t(`travelApply:approvalStatus.${app.ApprovalStatus}`, { defaultValue: app.ApprovalStatusName })}
            />
            <Line label={t('travelApply:details.bookingStatus')} value={app.BookingStatusName} />
            <Line label={t('travelApply:details.submittedAt')} value={stamp(app.SubmittedAt)} />
          </View>

          {(app.TotalBudget !== null || app.BusinessBudgets.length > 0) && (
            <TaCard title={t('travelApply:book.budget')} testId="apply-budget">
              {app.TotalBudget !== null && <Line label={t('travelApply:book.totalBudget')} value={money(app.TotalBudget)} />}
              {app.BusinessBudgets.map((b) => (
                <Line key={b.Business} label={b.BusinessName} value={money(b.Amount)} />
              ))}
            </TaCard>
          )}

          {[
            app.CostCenterName,
            app.DepartmentName,
            app.BusinessUnitName,
            app.CustomItemName,
            app.Remark,
            ...app.ExtendFields.map((e) => e.Value),
            ...app.Attachments.map((a) => a.FileName),
          ].some(Boolean) && (
            <TaCard title={t('travelApply:book.details')}>
              <Line label={t('travelApply:details.costCenter')} value={app.CostCenterName} />
              <Line label={t('travelApply:details.department')} value={app.DepartmentName} />
              <Line label={t('travelApply:details.businessUnit')} value={app.BusinessUnitName} />
              <Line label={t('travelApply:details.customItem')} value={app.CustomItemName} />
              {app.ExtendFields.map((e) => {
                const x = localExtendField(settings, e.Name, e.Value)
                return <Line key={e.Name} label={x.name} value={x.value} />
              })}
              <Line label={t('travelApply:details.attachments')} value={app.Attachments.map((a) => a.FileName).join(sep)} />
              <Line label={t('travelApply:book.remark')} value={app.Remark} />
            </TaCard>
          )}

          <TaCard
            title={t('travelApply:approval.title')}
            aside={
              approval && (
                <Tag tone={approvalTone(approval.Status)} text={t(`travelApply:approvalStatus.${approval.Status}`, { defaultValue: approval.StatusName })} />
              )
            }
          >
            {approval ? (
              <ApprovalChain approval={approval} />
            ) : (
              <Text className="ta-card__hint">
                {t(app.ApprovalNo ? 'common:loading' : app.Status === 'Unsubmitted' ? 'travelApply:approval.notYet' : 'travelApply:approval.none')}
              </Text>
            )}
          </TaCard>

          {app.Orders.length > 0 && (
            <TaCard title={t('travelApply:details.orders')} testId="apply-orders">
              {app.Orders.map((o) => (
                <View
                  key={o.OrderNo}
                  className="ta-order"
                  role="button"
                  onClick={() => {
                    const route = orderDetailsRoute(o.Product)
                    if (route) void go(route, { orderNo: o.OrderNo })
                  }}
                >
                  <View className="ta-order__text">
                    <Text className="ta-order__no">{`${t(`travelApply:product.${o.Product}`, { defaultValue: o.Product })} · ${o.OrderNo}`}</Text>
                    <Text className="ta-order__time">{stamp(o.CreatedAt)}</Text>
                  </View>
                  <Text className="ta-order__status">{o.StatusName}</Text>
                  <Text className="ta-order__amount">{money(o.Amount)}</Text>
                </View>
              ))}
            </TaCard>
          )}
        </View>
      )}
      {app && actions && (
        <ActionBar testId="apply-actions">
          {app.Actions.CanCancel && <MainButton kind="ghost" text={t('travelApply:details.cancel')} onClick={() => void cancel()} testId="apply-cancel" />}
          {app.Actions.CanSubmit && (
            <MainButton className="action-bar__main" text={t('travelApply:details.submit')} onClick={() => void submit()} testId="apply-submit" />
          )}
          {books.map((b) => (
            <MainButton key={b.name} className="action-bar__main" text={t(b.via.label)} onClick={() => book(b.via)} testId={`apply-book-${b.name}`} />
          ))}
        </ActionBar>
      )}
    </Page>
  )
}

export default observer(DetailsView)
