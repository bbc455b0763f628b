/**
 * /business/white — employees whose bookings and trip applications skip approval:
 * a searchable, paged list; people are added from those not on it (several at once) and removed
 * one by one after a confirmation.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Tag } from '@/components/ui/tag'
import { addWhiteListers, deleteWhiteListers, notWhiteListed, whiteListers } from '../api'
import PersonPool from '../components/person-pool'

export default function WhitelistPage() {
  const { t } = useTranslation()
  return (
    <PersonPool
      kind="whitelist"
      one="whitelister"
      testId="approval-whitelist"
      list={whiteListers}
      outside={notWhiteListed}
      add={addWhiteListers}
      remove={deleteWhiteListers}
      rowKey={(p) => `${p.PersonId}-${p.Product}`}
    >
      {(p) => (
        <>
          <View className="as-card__head">
            <Text className="as-person__name">{p.Name}</Text>
            <Tag tone="info" text={t(`approvalSetting:whitelist.product.${p.Product}`, { defaultValue: p.Product })} />
          </View>
          <Text className="as-person__sub">{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
          <Text className="as-person__sub">{t('approvalSetting:whitelist.since', { time: p.CreatedAt })}</Text>
        </>
      )}
    </PersonPool>
  )
}
