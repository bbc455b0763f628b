import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
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

  return (
    <Page title='common:tabs.manage' className='manage' testId='manage'>
      {!allowed ? (
        <View className='manage__empty' data-testid='manage-no-right'>
          <Text className='manage__empty-title'>{t('shell:manage.noRight')}</Text>
          <Text className='manage__empty-hint'>{t('shell:manage.noRightHint')}</Text>
        </View>
      ) : (
        p && (
          <View className='manage__card' data-testid='manage-company'>
            <Text className='manage__label'>{t('shell:manage.company')}</Text>
            <Text className='manage__company'>{p.CompanyName}</Text>
            <View className='manage__meta'>
              <Text>
                {t('shell:manage.companyCode')}: {p.CompanyCode}
              </Text>
              {p.IsAdmin && <Text className='manage__badge'>{t('shell:manage.admin')}</Text>}
            </View>
          </View>
        )
      )}
    </Page>
  )
}

export default observer(Manage)
