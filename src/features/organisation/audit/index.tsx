/**
 * /business/audit[?entity=&entityId=&name=] — the change log of company administration
 * (docs/administration.md, Audit; ManagePermission.Enable): newest first, paged as it scrolls,
 * filtered by kind of record. Each entry says who, when (China time), what was done to which
 * record, and what changed — the changed fields before → after; an added record with what it was
 * added with, a deleted one with what it was (src/domain/audit.ts). Opened from an employee's
 * form it shows that employee's history, with a way to every entry.
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { AuditEntry } from '@api/admin'
import { AUDIT_ENTITIES, type AuditEntity } from '@api/admin-values'
import type { MobileCountryCode } from '@api/system'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { useFormat } from '@/components/format'
import { StateBlock } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { usePaged } from '@/components/use-paged'
import { Chip } from '@/components/ui/chip'
import { decodeParam } from '@/core/route-params'
import { countryCodes } from '@/components/passenger-form/country-codes'
import { countryName } from '@/components/passenger-form/country-picker'
import { whileCurrent } from '@/components/while-current'
import { auditAction, auditChanges, auditSubject } from '@/domain/audit'
import { chinaDateTime } from '@/domain/china-time'
import { useStores } from '@/stores'
import { auditLog } from '../api'
import { auditFieldLabel, auditFormat } from './audit-text'
import '../components/index.scss'
import '@/i18n/ns/organisation'

function AuditLog() {
  const { t, i18n } = useTranslation()
  const f = useFormat()
  const { session } = useStores()
  const params = useRouter().params
  const asked = decodeParam(params.entity) as AuditEntity
  const [entity, setEntity] = useState<AuditEntity | ''>(AUDIT_ENTITIES.includes(asked) ? asked : '')
  const [entityId, setEntityId] = useState(Number(decodeParam(params.entityId)) || 0)
  const name = decodeParam(params.name)
  const paged = usePaged((page) => auditLog(entity, entityId, page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(() => {
    if (session.signedIn) reload()
  }, [entity, entityId, session.signedIn]) // eslint-disable-line react-hooks/exhaustive-deps

  const pick = (e: AuditEntity | '') => {
    setEntityId(0)
    setEntity(e)
  }
  // Nationalities by the country's name in the reader's language (the list is loaded once per app run).
  const [countries, setCountries] = useState<MobileCountryCode[]>([])
  useEffect(() => whileCurrent(countryCodes(), setCountries), [])
  const deps = {
    cny: (fen: number) => f.cny(fen),
    country: (iso: string) => {
      const c = countries.find((x) => x.Iso === iso)
      return c ? countryName(c, i18n.language) : undefined
    },
  }
  const actionText = (a: AuditEntry) => {
    const { verb, detail } = auditAction(a.Action)
    const text = t(`organisation:audit.action.${verb}`, { defaultValue: verb })
    return detail ? `${text} · ${t(`organisation:audit.app.${detail}`, { defaultValue: detail })}` : text
  }

  const items = paged.state.items
  return (
    <Page title="organisation:audit.title" testId="audit-page">
      {entityId > 0 ? (
        <View className="org-audit-scope" data-testid="audit-scope">
          <Text className="org-audit-scope__text">{t('organisation:audit.historyOf', { name: name || t('organisation:audit.record', { id: entityId }) })}</Text>
          <TextAction block="org-action" label={t('organisation:audit.showAll')} testId="audit-show-all" onClick={() => pick('')} />
        </View>
      ) : (
        <ScrollView scrollX className="org-chips" aria-label={t('organisation:audit.filter')}>
          <View className="org-chips__row" role="radiogroup" data-testid="audit-filter">
            {(['', ...AUDIT_ENTITIES] as const).map((e) => (
              <Chip key={e || 'all'} look="outline" role="radio" on={e === entity} data-value={e || 'all'} onTap={() => pick(e)}>
                <Text>{e ? t(`organisation:audit.entity.${e}`) : t('organisation:audit.all')}</Text>
              </Chip>
            ))}
          </View>
        </ScrollView>
      )}
      {items !== null && (
        <Text className="org-note" data-testid="audit-total">
          {t('organisation:audit.total', { n: paged.state.total })}
        </Text>
      )}
      <PagedList paged={paged} empty={<StateBlock text={t('organisation:audit.empty')} testId="audit-empty" />} skeletons={3} className="org-list">
        {(items) =>
          items.map((a) => {
            const changes = auditChanges(a.Before, a.After, auditFormat(t, a.Entity, deps))
            const subject = auditSubject(a.Before, a.After) || (a.EntityId ? t('organisation:audit.record', { id: a.EntityId }) : '')
            return (
              <View key={a.AuditId} className="org-card" data-testid="audit-entry" data-entity={a.Entity} data-action={a.Action}>
                <View className="org-card__head">
                  <Text className="org-card__title org-audit__title">{`${actionText(a)} · ${t(`organisation:audit.entity.${a.Entity}`)}`}</Text>
                </View>
                {subject && <Text className="org-audit__subject">{subject}</Text>}
                <Text className="org-card__meta">{`${f.stamp(chinaDateTime(Date.parse(a.At)))} · ${t('organisation:audit.by', { name: a.ActorName })}`}</Text>
                {changes.kind === 'none' && <Text className="org-card__meta">{t('organisation:audit.noChange')}</Text>}
                {changes.kind === 'added' && <Text className="org-audit__label">{t('organisation:audit.added')}</Text>}
                {changes.kind === 'removed' && <Text className="org-audit__label">{t('organisation:audit.removed')}</Text>}
                {changes.rows.length > 0 && (
                  <View className="org-audit__rows" data-testid="audit-changes">
                    {changes.rows.map((r) => (
                      <View key={r.field} className="org-audit__row" data-field={r.field}>
                        <Text className="org-audit__field">{auditFieldLabel(t, a.Entity, r.field)}</Text>
                        <Text className="org-audit__value">{changes.kind === 'changed' ? `${r.before} → ${r.after}` : (r.after ?? r.before)}</Text>
                      </View>
                    ))}
                  </View>
                )}
              </View>
            )
          })
        }
      </PagedList>
    </Page>
  )
}

export default observer(AuditLog)
