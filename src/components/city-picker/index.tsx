import { useEffect, useMemo, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { Chip } from '@/components/ui/chip'
import { FullPicker } from '../ui/full-picker'
import { matchCities, type CityEntry, type CityHit, type CitySection } from './match'
import './index.scss'

export type { CityEntry, CityHit, CitySection, CityKeys } from './match'
export { matchCities, matchScore } from './match'

/** Texts come from the caller, so flights, trains and hotels each speak their own words. */
export interface CityPickerLabels {
  placeholder: string
  current: string
  recent: string
  hot: string
  /** Index-bar labels for the three top sections (one or two characters). */
  currentShort: string
  recentShort: string
  hotShort: string
  noMatch: (keyword: string) => string
  loading: string
  error: string
  retry: string
  close: string
  clearKeyword: string
  airport: string
}

export interface CityPickerProps {
  open: boolean
  title: string
  labels: CityPickerLabels
  current?: CityEntry | null
  recent: CityEntry[]
  hot: CityEntry[]
  /** A–Z sections; empty while loading. */
  sections: CitySection[]
  state: 'loading' | 'error' | 'done'
  onRetry: () => void
  /** The server search (debounced here); local matches show until it answers. */
  search?: (keyword: string) => Promise<CityHit[]>
  onPick: (code: string, name: string) => void
  onClose: () => void
  /** Debounce of the server search. */
  debounceMs?: number
  testId?: string
}

export const SEARCH_DEBOUNCE_MS = 250

const anchor = (letter: string) => `city-sec-${letter}`

/**
 * Full-screen city picker (docs/ux.md): a search box where Chinese, pinyin, initials and IATA codes
 * all match, then the current choice, recent and hot cities as grids, then A–Z sections with
 * sticky headers and an index bar that jumps to a letter.
 */
export default function CityPicker(props: CityPickerProps) {
  const { labels } = props
  const [keyword, setKeyword] = useState('')
  const [serverHits, setServerHits] = useState<{ keyword: string; hits: CityHit[] } | null>(null)
  const [jump, setJump] = useState('')
  const latest = useRef('')
  const debounce = props.debounceMs ?? SEARCH_DEBOUNCE_MS

  useEffect(() => {
    if (!props.open) {
      setKeyword('')
      setServerHits(null)
      setJump('')
    }
  }, [props.open])

  useEffect(() => {
    latest.current = keyword.trim()
    if (!latest.current || !props.search) return
    const k = latest.current
    const id = setTimeout(() => {
      props.search!(k).then(
        (hits) => latest.current === k && setServerHits({ keyword: k, hits }),
        () => undefined, // the local matches stay; the http layer has told the user if it matters
      )
    }, debounce)
    return () => clearTimeout(id)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword])

  const local = useMemo(() => (keyword.trim() ? matchCities(props.sections, keyword) : []), [keyword, props.sections])

  if (!props.open) return null
  const k = keyword.trim()
  const hits = serverHits && serverHits.keyword === k ? serverHits.hits : local

  // scrollIntoView acts when the prop changes: clear it after each jump so the same letter works twice.
  const jumpTo = (key: string) => {
    setJump(anchor(key))
    setTimeout(() => setJump(''), 300)
  }

  const pick = (code: string, name: string) => {
    props.onPick(code, name)
    props.onClose()
  }

  const grid = (cities: CityEntry[], kind: string) => (
    <View className="city-picker__grid">
      {cities.map((c) => (
        <Chip
          key={`${kind}-${c.code}`}
          className={`city-picker__chip ${props.current?.code === c.code ? 'city-picker__chip--on' : ''}`}
          role="button"
          compact
          data-code={c.code}
          onTap={() => pick(c.code, c.name)}
        >
          <Text className="city-picker__chip-text">{c.name}</Text>
        </Chip>
      ))}
    </View>
  )

  const index: { key: string; label: string }[] = [
    ...(props.current ? [{ key: 'current', label: labels.currentShort }] : []),
    ...(props.recent.length ? [{ key: 'recent', label: labels.recentShort }] : []),
    ...(props.hot.length ? [{ key: 'hot', label: labels.hotShort }] : []),
    ...props.sections.map((s) => ({ key: s.letter, label: s.letter })),
  ]

  return (
    <FullPicker block="city-picker" title={props.title} closeLabel={labels.close} onClose={props.onClose} testId={props.testId}>
      <View className="city-picker__search">
        <Input
          className="city-picker__input"
          value={keyword}
          placeholder={labels.placeholder}
          confirmType="search"
          onInput={(e) => setKeyword(e.detail.value)}
          data-testid="city-search"
        />
        {keyword !== '' && (
          <View className="city-picker__clear" role="button" aria-label={labels.clearKeyword} onClick={() => setKeyword('')}>
            <Text>×</Text>
          </View>
        )}
      </View>

      {k ? (
        <ScrollView className="city-picker__body" scrollY data-testid="city-hits">
          {hits.length === 0 ? (
            <View className="city-picker__empty">
              <Text>{labels.noMatch(k)}</Text>
            </View>
          ) : (
            hits.map((h) => (
              <View key={h.key} className="city-picker__hit" role="button" data-code={h.code} onClick={() => pick(h.code, h.name)}>
                <View className="city-picker__hit-main">
                  {h.airport && <Text className="city-picker__hit-badge">{labels.airport}</Text>}
                  <Text className="city-picker__hit-name">{h.airport ? h.sub : h.name}</Text>
                  <Text className="city-picker__hit-sub">{h.airport ? h.name : h.sub}</Text>
                </View>
                <Text className="city-picker__hit-tag">{h.tag}</Text>
              </View>
            ))
          )}
        </ScrollView>
      ) : (
        <View className="city-picker__main">
          <ScrollView className="city-picker__body" scrollY scrollIntoView={jump} scrollIntoViewAlignment="start">
            {props.current && (
              <View id={anchor('current')} className="city-picker__section">
                <Text className="city-picker__label">{labels.current}</Text>
                {grid([props.current], 'current')}
              </View>
            )}
            {props.recent.length > 0 && (
              <View id={anchor('recent')} className="city-picker__section" data-testid="city-recent">
                <Text className="city-picker__label">{labels.recent}</Text>
                {grid(props.recent, 'recent')}
              </View>
            )}
            {props.hot.length > 0 && (
              <View id={anchor('hot')} className="city-picker__section" data-testid="city-hot">
                <Text className="city-picker__label">{labels.hot}</Text>
                {grid(props.hot, 'hot')}
              </View>
            )}
            {props.state === 'loading' && (
              <View className="city-picker__skeleton">
                {[0, 1, 2, 3, 4, 5].map((i) => (
                  <View key={i} className="city-picker__skeleton-row" />
                ))}
                <Text className="city-picker__muted">{labels.loading}</Text>
              </View>
            )}
            {props.state === 'error' && (
              <View className="city-picker__empty">
                <Text>{labels.error}</Text>
                <View className="city-picker__retry" role="button" onClick={props.onRetry}>
                  <Text>{labels.retry}</Text>
                </View>
              </View>
            )}
            {props.sections.map((s) => (
              <View key={s.letter} id={anchor(s.letter)} className="city-picker__group">
                <View className="city-picker__letter">
                  <Text>{s.letter}</Text>
                </View>
                {s.cities.map((c) => (
                  <View key={c.code} className="city-picker__row" role="button" data-code={c.code} onClick={() => pick(c.code, c.name)}>
                    <Text className="city-picker__row-name">{c.name}</Text>
                    {c.sub && <Text className="city-picker__row-sub">{c.sub}</Text>}
                  </View>
                ))}
              </View>
            ))}
          </ScrollView>
          {index.length > 0 && (
            // A shortcut for the finger, like a phone's contact index: the letters are too close for
            // separate targets, and the list and the search above do the same for everyone else
            // (WCAG's equivalent-control exception), so assistive technology skips the strip.
            <View className="city-picker__index" data-testid="city-index" aria-hidden="true">
              {index.map((i) => (
                <View key={i.key} className="city-picker__index-item" onClick={() => jumpTo(i.key)}>
                  <Text>{i.label}</Text>
                </View>
              ))}
            </View>
          )}
        </View>
      )}
    </FullPicker>
  )
}
