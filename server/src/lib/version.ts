/** Compares dotted numeric versions ('8.10.1' > '8.9.9'). Returns null when either is not such a version. */
export function compareVersions(a: string, b: string): number | null {
  const re = /^\d+(\.\d+)*$/
  if (!re.test(a) || !re.test(b)) return null
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return 0
}

/** A Version header below the minimum, or one that is no version at all, is outdated. */
export function isOutdated(version: string, minimum: string): boolean {
  const numeric = /^\d+(\.\d+)*/.exec(version.trim())?.[0]
  if (!numeric) return true
  return (compareVersions(numeric, minimum) ?? -1) < 0
}
