// Every kind of approval the server can send (the contract's APPROVAL_SUBJECTS) has its own name
// in every language, and the card's tag never shows a raw key: a kind newer than this client reads
// as the server's name for it, else as the generic word.
import fs from 'fs'
import path from 'path'
import { APPROVAL_SUBJECTS } from '@api/approval'
import i18n from '@/i18n'
import '@/i18n/ns/approval'
import { subjectName } from '@/features/approval/status'

const LOCALES = path.join(__dirname, '../../../src/i18n/locales')
const LANGS = ['zh-CN', 'zh-TW', 'en', 'ja'] as const

describe('approval subject names', () => {
  it.each(LANGS)('%s names every subject kind and has the generic word', (lang) => {
    const table = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'approval.json'), 'utf8')) as { subject: Record<string, string> }
    for (const kind of [...APPROVAL_SUBJECTS, 'Other']) {
      expect([kind, typeof table.subject[kind] === 'string' && table.subject[kind].trim().length > 0]).toEqual([kind, true])
    }
  })

  it.each(LANGS)('%s: the tag reads a name for every kind, the server name or the generic word for an unknown one', async (lang) => {
    await i18n.changeLanguage(lang)
    const t = i18n.t.bind(i18n) as Parameters<typeof subjectName>[0]
    for (const kind of APPROVAL_SUBJECTS) {
      const name = subjectName(t, kind, '')
      expect(name).not.toContain('subject.')
      expect(name).not.toBe(kind)
    }
    expect(subjectName(t, 'FerryOrder', 'Ferry order')).toBe('Ferry order')
    const generic = subjectName(t, 'FerryOrder', '')
    expect(generic).not.toContain('subject')
    expect(generic).not.toBe('FerryOrder')
  })

  it('international flight orders read as such in zh-CN and ja', async () => {
    await i18n.changeLanguage('zh-CN')
    expect(subjectName(i18n.t.bind(i18n) as Parameters<typeof subjectName>[0], 'IntlFlightOrder', '')).toBe('国际机票订单')
    await i18n.changeLanguage('ja')
    expect(subjectName(i18n.t.bind(i18n) as Parameters<typeof subjectName>[0], 'IntlFlightOrder', '')).toBe('国際線航空券')
  })
})
