import { MainButton } from './button'
import { Sheet, type SheetProps } from './sheet'
import { useBusy } from '../use-busy'

export interface FormSheetProps extends Omit<SheetProps, 'open' | 'footer' | 'full' | 'testId'> {
  /** Names the test ids: `<name>-sheet`, and `<name>-save` unless `saveTestId` says otherwise. */
  name: string
  /** The save button's text. */
  save: string
  saveTestId?: string
  /** Checks the form (returning early when it shows its problems) and sends it. */
  onSave: () => unknown
  /** The server refused (its message was shown): a word of the form's own, if any. */
  onRefused?: (e: unknown) => void
  /** A bottom sheet instead of the full-screen form. */
  bottom?: boolean
  /** The save button is not offered yet (what it needs is still loading). */
  saveDisabled?: boolean
  /** No save button at all (the form's data is still loading). */
  hideSave?: boolean
}

/**
 * The kit's form sheet (docs/kit.md): a full-screen `Sheet` whose save button runs `onSave` under
 * `useBusy` — blocked while it runs, and on a refusal the sheet stays open with what was typed.
 */
export function FormSheet({ name, save, saveTestId = `${name}-save`, onSave, onRefused, bottom, saveDisabled, hideSave, ...sheet }: FormSheetProps) {
  const [busy, run] = useBusy()
  const press = () => void run(async () => onSave(), onRefused)
  const footer = hideSave ? undefined : <MainButton text={save} onClick={press} busy={busy} disabled={saveDisabled} testId={saveTestId} />
  return <Sheet {...sheet} open full={!bottom} footer={footer} testId={`${name}-sheet`} />
}
