/**
 * /business/setting/approvers — designated approvers (指定审批人): the people approval templates
 * may name as approvers or backups. A searchable, paged list showing each person's department and
 * the templates naming them; people are added from the employees outside the pool (several at
 * once) and removed one by one after a confirmation. The server refuses to remove someone a
 * template still names (1017): its message, naming the templates, is shown in a dialog.
 */
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'
import { useStores } from '@/stores'
import { addAppointed, appointedApprovers, deleteAppointed, notAppointed } from '../api'
import PersonPool from '../components/person-pool'

export default function ApproversPage() {
  const { t } = useTranslation()
  const { ui } = useStores()
  // Still named in a template: the server's words say which ones.
  const refused = (e: unknown) => {
    if (isApiError(e) && e.code === ErrorCode.InUse)
      void ui.alert({
        title: t('approvalSetting:approvers.refusedTitle'),
        content: e.message,
        buttons: [{ text: t('approvalSetting:approvers.ok'), value: 'ok' }],
      })
  }
  return (
    <PersonPool
      kind="approvers"
      one="approver"
      testId="approval-approvers"
      list={(k, page) => appointedApprovers(k, page)}
      outside={notAppointed}
      add={addAppointed}
      remove={deleteAppointed}
      onRemoveError={refused}
      rowKey={(p) => String(p.PersonId)}
    >
      {(p) => (
        <>
          <Text className="as-person__name">{p.Name}</Text>
          <Text className="as-person__sub">{[p.EmployeeNo, p.DepartmentName].filter(Boolean).join(' · ')}</Text>
          <Text className="as-person__uses" data-testid={`approver-templates-${p.PersonId}`}>
            {p.Templates.length
              ? t('approvalSetting:approvers.named', {
                  names: p.Templates.map((x) => x.Name).join(t('approvalSetting:common.listSep')),
                })
              : t('approvalSetting:approvers.notNamed')}
          </Text>
        </>
      )}
    </PersonPool>
  )
}
