/**
 * An effect's server answer, taken only while the effect stands (docs/kit.md): `answer` gets it, or
 * `failed` the refusal, unless the component left or the effect ran again meanwhile. Returns the
 * effect's cleanup: `useEffect(() => whileCurrent(savedPlaces(), setSaved), [open])`.
 */
export function whileCurrent<T>(ask: Promise<T>, answer: (value: T) => void, failed?: () => void): () => void {
  let live = true
  ask.then(
    (value) => live && answer(value),
    () => live && failed?.(),
  )
  return () => {
    live = false
  }
}
