/** A status in its colour (docs/ux.md semantic colours), labelled in the glossary's words. */
import { useTranslation } from 'react-i18next'
import { Tag } from '@/components/ui/tag'
import { approvalTone } from '../status'
import '@/i18n/ns/approval'

export default function StatusTag({ status, name, testId }: { status: string; name?: string; testId?: string }) {
  const { t } = useTranslation()
  // The glossary's label where we have one; a status a newer server adds shows the server's name.
  const label = t(`approval:status.${status}`, { defaultValue: name || status })
  return <Tag tone={approvalTone(status)} text={label} testId={testId ?? 'status-tag'} />
}
