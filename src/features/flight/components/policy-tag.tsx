import { RowText as Text } from '@/components/virtual-list/primitives'
import type { PolicyVerdict } from '@api/flight'
import { useFlightText } from './labels'
import './index.scss'
import '@/i18n/ns/flight'

/** Green 'in policy' or orange 'out of policy' (docs/glossary.md: 符合标准 / 超标). */
export default function PolicyTag({ verdict }: { verdict: PolicyVerdict }) {
  const { t } = useFlightText()
  return (
    <Text className={`policy-tag ${verdict.InPolicy ? 'policy-tag--in' : 'policy-tag--out'}`} data-policy={verdict.InPolicy ? 'in' : 'out'}>
      {t(verdict.InPolicy ? 'flight:policy.inPolicy' : 'flight:policy.outOfPolicy')}
    </Text>
  )
}
