import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PolicyVerdict } from '@api/flight'
import '@/i18n/ns/flightOrder'

/** Green 'in policy' or orange 'out of policy' (docs/ux.md semantic colours). */
export default function PolicyTag({ policy }: { policy: PolicyVerdict }) {
  const { t } = useTranslation()
  return (
    <Text className={`policy-tag policy-tag--${policy.InPolicy ? 'in' : 'out'}`} data-testid='policy-tag'>
      {t(policy.InPolicy ? 'flightOrder:policy.in' : 'flightOrder:policy.out')}
    </Text>
  )
}
