/**
 * The confirmation of an order action (cancel, refund, a hotel's cancellation with its penalty):
 * what it costs and what comes back, shown before the traveller confirms; keep or confirm.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'

export interface ConfirmSheetProps {
  open: boolean
  title: string
  keep: string
  confirm: string
  onClose: () => void
  onConfirm: () => void
  busy?: boolean
  disabled?: boolean
  testId: string
  confirmTestId: string
  children?: ReactNode
}

export function ConfirmSheet(p: ConfirmSheetProps) {
  return (
    <Sheet
      open={p.open}
      title={p.title}
      onClose={p.onClose}
      testId={p.testId}
      footer={
        <View className="confirm-sheet__foot">
          <MainButton kind="ghost" text={p.keep} onClick={p.onClose} />
          <MainButton kind="danger" text={p.confirm} disabled={p.disabled} busy={p.busy} onClick={p.onConfirm} testId={p.confirmTestId} />
        </View>
      }
    >
      <View className="confirm-sheet">{p.children}</View>
    </Sheet>
  )
}

/** A label and its amount; `strong` for what the traveller loses (a fee, a penalty). */
export function SheetRow({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <View className="confirm-sheet__row">
      <Text>{label}</Text>
      <Text className={strong ? 'confirm-sheet__strong' : ''} data-testid={testId}>
        {value}
      </Text>
    </View>
  )
}
