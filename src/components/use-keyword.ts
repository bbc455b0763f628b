/**
 * A search box's keyword (docs/kit.md): `search` runs a moment after typing stops — not on the
 * first render, which the page's own load covers. `search` reads the keyword from its render, so
 * a list's loader simply uses the state.
 */
import { useEffect, useRef, useState } from 'react'

export function useKeyword(search: () => void, delay = 250) {
  const [keyword, setKeyword] = useState('')
  const first = useRef(true)
  const latest = useRef(search)
  latest.current = search
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const id = setTimeout(() => latest.current(), delay)
    return () => clearTimeout(id)
  }, [keyword]) // eslint-disable-line react-hooks/exhaustive-deps
  return [keyword, setKeyword] as const
}
