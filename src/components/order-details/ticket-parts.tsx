/**
 * The parts every ticket of an order has (trains, buses), in the look of the product's `block`:
 * its head, and what it offers.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'

/** Whose ticket it is and its state (`<block>__head`, `<block>__name`; the state in `statusClass`). */
export function TicketHead({ block, name, status, statusClass }: { block: string; name: string; status: string; statusClass: string }) {
  return (
    <View className={`${block}__head`}>
      <Text className={`${block}__name`}>{name}</Text>
      <Text className={statusClass} data-testid="ticket-status">
        {status}
      </Text>
    </View>
  )
}

/**
 * Change and refund, each when the ticket and the person's powers allow it; nothing when neither
 * does. Texts `<ns>:details.change`, `.refund`; look `<block>__actions`, `<block>__action`.
 */
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
