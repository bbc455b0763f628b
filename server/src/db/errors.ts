/** A unique-index violation on either database: a concurrent insert of the same natural key lost. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | null
  return (
    err?.code === '23505' ||
    err?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/i.test(err?.message ?? '')
  )
}
