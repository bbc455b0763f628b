/**
 * The kit's page states (docs/kit.md; docs/ux.md: every page has loading, empty, error and
 * content): skeleton cards while loading, a short sentence with its next actions when empty,
 * and the error with its retry.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@api/errors'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import type { Loadable } from '../use-loadable'
import './ui.scss'

/** Skeleton cards: a loading page never shows a blank screen. `tall` for result rows. */
export function Skeletons({ count = 3, tall, testId }: { count?: number; tall?: boolean; testId?: string }) {
  return (
    <View className="skeletons" data-testid={testId} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <View key={i} className={`skeleton ${tall ? 'skeleton--tall' : ''}`}>
          <View className="skeleton__bar skeleton__bar--wide" />
          <View className="skeleton__bar" />
          <View className="skeleton__bar skeleton__bar--short" />
        </View>
      ))}
    </View>
  )
}

export interface StateAction {
  text: string
  onPress: () => void
  /** The main action, filled. */
  solid?: boolean
  testId?: string
}

/** Empty and error states: a short sentence, an optional hint and the next actions. */
export function StateBlock({ text, hint, actions = [], testId }: { text: string; hint?: string; actions?: StateAction[]; testId?: string }) {
  return (
    <View className="state" data-testid={testId}>
      <Text className="state__text">{text}</Text>
      {hint && <Text className="state__hint">{hint}</Text>}
      {actions.length > 0 && (
        <View className="state__actions">
          {actions.map((a) => (
            <View key={a.text} className={`state__button ${a.solid ? 'state__button--solid' : ''}`} role="button" data-testid={a.testId} onClick={a.onPress}>
              <Text>{a.text}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/**
 * The error state with the one action it always has; the text defaults to the common one. Given
 * the `error`, a refusal that a retry cannot change says what it is instead (the thing is gone, or
 * the user may not see it) and leads home.
 */
export function ErrorBlock({ text, onRetry, error, testId }: { text?: string; onRetry: () => void; error?: unknown; testId?: string }) {
  const { t } = useTranslation()
  const final = isApiError(error) && error.kind === 'server' ? FINAL_REFUSALS[error.code] : undefined
  if (final)
    return (
      <StateBlock
        text={t(final)}
        actions={[{ text: t('common:backHome'), onPress: () => void go('home'), solid: true, testId: 'back-home' }]}
        testId={testId}
      />
    )
  return (
    <StateBlock text={text ?? t('common:loadFailed')} actions={[{ text: t('common:retry'), onPress: onRetry, solid: true, testId: 'retry' }]} testId={testId} />
  )
}

/**
 * A loaded page's states before its content (docs/ux.md): until the first answer, the error with
 * its retry or `count` skeletons; then, when `data` is a list without items, `empty`. Nothing once
 * there is something to show, unless `staleError`: a failed reload's error and retry then stand
 * above the last answer. `errorText` instead of the common words; `finalError`: a refusal no retry
 * can change says so (ErrorBlock's `error`); `testId` names `-loading` and `-error`.
 */
export function LoadStates(p: {
  load: Pick<Loadable<unknown>, 'status' | 'reload'> & { error?: unknown }
  data: unknown
  count?: number
  empty?: ReactNode
  staleError?: boolean
  errorText?: string
  finalError?: boolean
  testId?: string
}) {
  const error = p.load.status === 'error' && (!p.data || p.staleError) && (
    <ErrorBlock
      text={p.errorText}
      onRetry={() => void p.load.reload()}
      error={p.finalError ? p.load.error : undefined}
      testId={p.testId && `${p.testId}-error`}
    />
  )
  if (!p.data) return error || <Skeletons count={p.count} testId={p.testId && `${p.testId}-loading`} />
  return (
    <>
      {error}
      {Array.isArray(p.data) && p.data.length === 0 && p.empty}
    </>
  )
}

/**
 * The states of a details page's record (`useRecord`) before its content: skeletons, then the
 * record; when it cannot be had, `<ns>:common.loadFailed` with its retry, or `<ns>:details.missing`
 * when the address carries no key at all.
 */
export function RecordStates(p: {
  record: { key: string; data: unknown; status: Loadable<unknown>['status']; load: () => Promise<unknown> }
  ns: string
  testId: string
}) {
  const { t } = useTranslation()
  const { key, data, status, load } = p.record
  return (
    <LoadStates load={{ status, reload: load }} data={data} errorText={t(key ? `${p.ns}:common.loadFailed` : `${p.ns}:details.missing`)} testId={p.testId} />
  )
}

/** Server refusals that a retry of the same load cannot change, and what they mean to the user. */
const FINAL_REFUSALS: Partial<Record<number, string>> = {
  [ErrorCode.NotFound]: 'errors:notFound',
  [ErrorCode.NoPermission]: 'errors:pageNoPermission',
}

/** The last known state shown without a network: says so, with when it was fetched (shared/snapshots.ts). */
export function SnapshotNote({ at, testId = 'snapshot-note' }: { at: string | null; testId?: string }) {
  const { t } = useTranslation()
  if (!at) return null
  return (
    <View className="snapshot-note" role="status" data-testid={testId}>
      <Text>{t('common:snapshotAt', { at })}</Text>
    </View>
  )
}
