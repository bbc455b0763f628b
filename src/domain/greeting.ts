import type { PersonalInfor } from '@api/index'

export type GreetingPart = 'morning' | 'noon' | 'afternoon' | 'evening'

/** 05–11 morning, 11–13 noon, 13–18 afternoon, else evening: as Chinese apps greet. */
export function greetingPart(hour: number): GreetingPart {
  if (hour >= 5 && hour < 11) return 'morning'
  if (hour >= 11 && hour < 13) return 'noon'
  if (hour >= 13 && hour < 18) return 'afternoon'
  return 'evening'
}

/** Chinese and Japanese screens use the Chinese name; English prefers the pinyin name. */
export function displayName(p: Pick<PersonalInfor, 'ChName' | 'FirstName' | 'LastName' | 'UserName'>, lang: string): string {
  const english = `${p.FirstName} ${p.LastName}`.trim()
  if (lang === 'en') return english || p.ChName || p.UserName
  return p.ChName || english || p.UserName
}
