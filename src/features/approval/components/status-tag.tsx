/** A status in its colour (docs/ux.md semantic colours), labelled in the glossary's words. */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { approvalTone } from '../status'
import '@/i18n/ns/approval'

export default function StatusTag({ status, name, testId }: { status: string; name?: string; testId?: string }) {
  const { t } = useTranslation()
  // The glossary's label where we have one; a status a newer server adds shows the server's name.
  const label = t(`approval:status.${status}`, { defaultValue: name || status })
  return (
    <Text className={`ap-tag ap-tag--${approvalTone(status)}`} data-testid={testId ?? 'status-tag'} data-tone={approvalTone(status)}>
      {label}
    </Text>
  )
}
