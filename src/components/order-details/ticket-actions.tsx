/**
 * What a ticket of an order offers (trains, buses): change and refund, each when the ticket and
 * the person's powers allow it; nothing when neither does. Texts `<ns>:details.change`, `.refund`;
 * look `<block>__actions`, `<block>__action`.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'

export function TicketActions({ ns, block, onRefund, onChange }: { ns: string; block: string; onRefund?: () => void; onChange?: () => void }) {
  const { t } = useTranslation()
  if (!onRefund && !onChange) return null
  const action = (kind: 'change' | 'refund', run?: () => void) =>
    run && (
      <View className={`${block}__action`} role="button" data-testid={`ticket-${kind}`} onClick={run}>
        <Text>{t(`${ns}:details.${kind}`)}</Text>
      </View>
    )
  return (
    <View className={`${block}__actions`}>
      {action('change', onChange)}
      {action('refund', onRefund)}
    </View>
  )
}
