/**
 * /message/myExamineTemplates — the approval templates that apply to me, for flight orders or for
 * trip applications: in order of precedence (project templates first), each with its levels and
 * approvers, plus whether I am on the whitelist and how long an approval may wait.
 */
import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { ApprovalSubjectKind } from '@api/approval'
import Page from '@/components/page'
import { useLoadable } from '@/components/use-loadable'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { DECLARED } from '@/products'
import { Tabs } from '@/components/ui/tabs'
import { useSignedInShow } from '@/components/use-load-on-show'
import { myTemplates } from '../api'
import { LevelItem } from '../components/approval-chain'
import '../components/index.scss'
import '@/i18n/ns/approval'

/** The subjects with templates: each product's that declares them (src/products.ts), then trip applications. */
const SUBJECTS: ApprovalSubjectKind[] = [
  ...DECLARED.flatMap((p) => (p.approval?.templates ? [p.approval.field as ApprovalSubjectKind] : [])),
  'TripApplication',
]

/** '1 day 2 h' / '1天2小时' from the company's time-out in minutes. */
function duration(t: (k: string, o?: Record<string, unknown>) => string, minutes: number): string {
  const d = Math.floor(minutes / 1440)
  const h = Math.floor((minutes % 1440) / 60)
  const m = minutes % 60
  return [d ? t('approval:templates.days', { n: d }) : '', h ? t('approval:templates.hours', { n: h }) : '', m ? t('approval:templates.minutes', { n: m }) : '']
    .filter(Boolean)
    .join(' ')
}

function TemplatesPage() {
  const { t } = useTranslation()
  const [subject, setSubject] = useState<ApprovalSubjectKind>(SUBJECTS[0])
  // The tab a load was for travels with its answer, so a tab never shows the other tab's templates.
  const asked = useRef(subject)
  const loaded = useLoadable(async () => {
    const s = asked.current
    return { subject: s, res: await myTemplates(s) }
  })
  const load = (s: ApprovalSubjectKind) => {
    asked.current = s
    void loaded.reload()
  }
  useSignedInShow(() => load(subject))
  const choose = (s: ApprovalSubjectKind) => {
    setSubject(s)
    if (s !== subject) load(s)
  }

  const r = loaded.data?.subject === subject && loaded.status !== 'error' ? loaded.data.res : loaded.status === 'error' ? 'error' : undefined
  return (
    <Page title="approval:templates.title" className="ap-page" testId="approval-templates">
      <Tabs
        list="ap-tabs"
        tab="ap-tab"
        options={SUBJECTS.map((s) => ({ value: s, label: t(`approval:templates.subject.${s}`), testId: `templates-tab-${s}` }))}
        value={subject}
        onChange={choose}
      />
      {r === undefined && <Skeletons count={2} testId="templates-loading" />}
      {r === 'error' && <ErrorBlock onRetry={() => load(subject)} testId="templates-error" />}
      {r && r !== 'error' && (
        <View data-testid="templates-content">
          {r.IsWhitelisted && (
            <Text className="ap-banner" data-testid="templates-whitelisted">
              {t('approval:templates.whitelisted')}
            </Text>
          )}
          {r.Templates.length === 0 && <StateBlock text={t('approval:templates.empty')} />}
          {r.Templates.map((tpl, i) => (
            <View key={`${tpl.TemplateId ?? 'implicit'}-${i}`} className="ap-section" data-testid={`template-${i}`}>
              <View className="ap-section__body ap-template">
                <View className="ap-template__head">
                  <Text className="ap-template__name">{tpl.Name}</Text>
                  <Tag tone="info" text={t(`approval:templates.source.${tpl.Source}`)} />
                </View>
                {tpl.CustomItems.length > 0 && (
                  <Text className="ap-template__items">
                    {t('approval:templates.customItems', { items: tpl.CustomItems.join(t('approval:common.listSep')) })}
                  </Text>
                )}
                <View className="ap-levels">
                  {tpl.Levels.map((l) => (
                    <LevelItem key={l.Level} level={l} className="ap-level--wait" withDepartment />
                  ))}
                </View>
              </View>
            </View>
          ))}
          <Text className="ap-note">{t('approval:templates.timeout', { time: duration(t, r.TimeoutMinutes) })}</Text>
          <Text className="ap-note">{t('approval:templates.precedence')}</Text>
        </View>
      )}
    </Page>
  )
}

export default observer(TemplatesPage)
