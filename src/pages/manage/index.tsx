import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { ListRow, Section } from '@/components/ui/list'
import { go } from '@/core/navigate'
import { MANAGE_GROUPS } from '@/product-entries'
import { useStores } from '@/stores'
import './index.scss'

/**
 * Company administration. Only people whose PersonalPower opens it see the company card;
 * the administration screens (staff, departments, policies, approval settings) plug in here
 * as their own feature packages, each behind its ManagePermission flag.
 */
function Manage() {
  const { session, power } = useStores()
  const { t } = useTranslation()
  const p = session.personalInfor
  const allowed = power.can('ManagePermission.Enable')
  const groups = allowed
    ? MANAGE_GROUPS.map((g) => ({ ...g, entries: g.entries.filter((e) => !e.power || power.can(e.power)) })).filter((g) => g.entries.length > 0)
    : []

  return (
    <Page title="common:tabs.manage" className="manage" testId="manage">
      {!allowed ? (
        <View className="manage__empty" data-testid="manage-no-right">
          <Text className="manage__empty-title">{t('shell:manage.noRight')}</Text>
          <Text className="manage__empty-hint">{t('shell:manage.noRightHint')}</Text>
        </View>
      ) : (
        p && (
          <View className="manage__card" data-testid="manage-company">
            <Text className="manage__label">{t('shell:manage.company')}</Text>
            <Text className="manage__company">{p.CompanyName}</Text>
            <View className="manage__meta">
              <Text>
                {t('shell:manage.companyCode')}: {p.CompanyCode}
              </Text>
              {p.IsAdmin && <Text className="manage__badge">{t('shell:manage.admin')}</Text>}
            </View>
          </View>
        )
      )}
      {groups.map((g) => (
        <Section key={g.product} title={t(g.title)} testId={`manage-${g.product}`}>
          {g.entries.map((e) => (
            <ListRow key={e.route} link label={t(e.label)} hint={e.hint && t(e.hint)} onClick={() => void go(e.route)} testId={`manage-entry-${e.route}`} />
          ))}
        </Section>
      ))}
    </Page>
  )
}

export default observer(Manage)
