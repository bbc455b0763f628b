import { View } from '@tarojs/components'
import type { ITouchEvent } from '@tarojs/components'
import type { ReactNode } from 'react'
import './ui.scss'

type DataAttributes = { [name: `data-${string}`]: string | number | undefined }

/**
 * The kit's chip (docs/kit.md): one choice among several, a filter, a quick phrase or a person to
 * remove. At least 88 design px (44 px) high on both targets, so a finger finds it; the mini-program
 * has no attribute selectors for the H5 floor (platform/touch-targets.h5.scss), so the size is the
 * chip's own.
 *
 * `role` says what tapping does and which state is announced: a `checkbox` (one of several that
 * may be on), a `radio` (one of a group), a `tab` (shows one part of a page) or a `button` (an
 * action; `on` only draws it as set, the text says to what: a filter showing its value). `look`: `fill` on a card, `outline` on the page or for people, `add` for the one that adds another.
 */
export function Chip(
  p: {
    role: 'button' | 'checkbox' | 'radio' | 'tab'
    on?: boolean
    look?: 'fill' | 'outline' | 'add'
    /** Weaker text: nothing to find behind it (a filter value with no result). */
    muted?: boolean
    /** A cell of a grid (the city picker's four columns): little padding, the text wraps. */
    compact?: boolean
    disabled?: boolean
    /** What a screen reader says when the text alone does not tell (removing a person). */
    label?: string
    testId?: string
    className?: string
    onTap: (e: ITouchEvent) => void
    children: ReactNode
  } & DataAttributes,
) {
  const { role, on, look = 'fill', muted, compact, disabled, label, testId, className, onTap, children, ...data } = p
  const state = on === undefined || role === 'button' ? {} : role === 'tab' ? { 'aria-selected': on } : { 'aria-checked': on }
  return (
    <View
      {...data}
      className={`chip chip--${look}${on ? ' chip--on' : ''}${muted && !on ? ' chip--muted' : ''}${compact ? ' chip--compact' : ''}${className ? ` ${className}` : ''}`}
      role={role}
      {...state}
      aria-disabled={disabled || undefined}
      aria-label={label}
      data-testid={testId}
      onClick={(e) => !disabled && onTap(e)}
    >
      {children}
    </View>
  )
}
