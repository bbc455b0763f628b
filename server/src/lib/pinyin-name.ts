/**
 * A Chinese name in pinyin as a mainland passport prints it (user/convertPinyinName): upper case,
 * no tones, surnames read as surnames (单 SHAN, 曾 ZENG), a compound surname whole (欧阳 OUYANG),
 * ü as YU after L and N (吕 LYU, 女 NYU). An ethnic name with ·: its last part is the surname.
 */
import { pinyin } from 'pinyin-pro'

const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '独孤',
  '南宫',
  '西门',
  '申屠',
  '澹台',
  '呼延',
  '百里',
  '东郭',
  '闻人',
  '赫连',
  '拓跋',
]

const syllables = (text: string, surname: boolean): string[] =>
  pinyin(text, { toneType: 'none', type: 'array', v: false, nonZh: 'removed', ...(surname ? { surname: 'head' as const } : {}) }).map((s) =>
    s.replace(/^([ln])ü/, '$1yu').replace(/ü/g, 'u'),
  )

const joined = (text: string, surname: boolean) => syllables(text, surname).join('').toUpperCase()

export function pinyinName(name: string): { LastName: string; FirstName: string } | null {
  const clean = name.replace(/\s+/g, '')
  if (!/^[\u3400-\u9fff·]+$/.test(clean)) return null
  if (clean.includes('·')) {
    const parts = clean.split('·').filter(Boolean)
    if (parts.length < 2) return null
    return {
      LastName: joined(parts[parts.length - 1], false),
      FirstName: parts
        .slice(0, -1)
        .map((p) => joined(p, false))
        .join(' '),
    }
  }
  if (clean.length < 2) return null
  const cut = COMPOUND_SURNAMES.some((c) => clean.startsWith(c)) && clean.length > 2 ? 2 : 1
  const all = syllables(clean, true)
  return { LastName: all.slice(0, cut).join('').toUpperCase(), FirstName: all.slice(cut).join('').toUpperCase() }
}
