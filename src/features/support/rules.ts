/** The feedback rule on the client, as the server applies it: at least 8 characters after trimming, at most 500; characters as a person counts them. */
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS } from '@api/support-limits'

export const textLength = (s: string): number => [...s].length

/** The text key of what is wrong with a feedback text, or null. */
export function feedbackProblem(content: string): 'tooShort' | 'tooLong' | null {
  const n = textLength(content.trim())
  if (n < FEEDBACK_MIN_CHARS) return 'tooShort'
  if (n > FEEDBACK_MAX_CHARS) return 'tooLong'
  return null
}
