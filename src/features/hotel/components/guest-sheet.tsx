/**
 * A guest typed in (not a colleague or a frequent traveller): the name the hotel files the room
 * under; the English names may be filled from the Chinese name (components/pinyin-fill).
 */
import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { PinyinFill, usePinyinFill } from '@/components/pinyin-fill'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { isBlank } from '@/domain/check'
import { checkEnglishGivenName, checkEnglishSurname } from '@/domain/names'
import type { GuestDraft } from '@/domain/hotel-booking'
import { useHotelText } from './labels'

let seq = 0

export default function GuestSheet(p: { open: boolean; international: boolean; onSave: (g: GuestDraft) => void; onClose: () => void }) {
  const { t } = useHotelText()
  const [g, setG] = useState({ chName: '', lastName: '', firstName: '', mobile: '' })
  const [tried, setTried] = useState(false)
  useEffect(() => {
    if (p.open) {
      setG({ chName: '', lastName: '', firstName: '', mobile: '' })
      setTried(false)
    }
  }, [p.open])
  const pinyin = usePinyinFill(g, (lastName, firstName) => setG((x) => ({ ...x, lastName, firstName })))
  const englishNeeded = p.international || isBlank(g.chName)
  const last = englishNeeded ? checkEnglishSurname(g.lastName) : { ok: true as const }
  const first = englishNeeded ? checkEnglishGivenName(g.firstName) : { ok: true as const }
  const ok = last.ok && first.ok && (p.international || !isBlank(g.chName) || (!isBlank(g.lastName) && !isBlank(g.firstName)))
  const save = () => {
    setTried(true)
    if (!ok) return
    p.onSave({
      key: `g${Date.now().toString(36)}${seq++}`,
      personId: null,
      frequentTravelerId: null,
      chName: g.chName.trim(),
      lastName: g.lastName.trim().toUpperCase(),
      firstName: g.firstName.trim().toUpperCase(),
      mobileCountryCode: '86',
      mobile: g.mobile.trim(),
    })
  }
  return (
    <Sheet
      open={p.open}
      title={t('hotel:guest.title')}
      onClose={p.onClose}
      testId="guest-sheet"
      footer={<MainButton text={t('hotel:guest.save')} onClick={save} testId="guest-save" />}
    >
      <View className="hotel-sheet">
        {!p.international && (
          <FormRow label={t('hotel:guest.chName')}>
            <TextField
              value={g.chName}
              onChange={(v) => setG({ ...g, chName: v })}
              onBlur={pinyin.onChineseBlur}
              placeholder={t('hotel:guest.chNameHint')}
              testId="guest-ch-name"
            />
          </FormRow>
        )}
        <FormRow label={t('hotel:guest.lastName')} required={englishNeeded} error={tried && !last.ok ? t(last.key) : undefined}>
          <TextField value={g.lastName} onChange={(v) => setG({ ...g, lastName: v })} placeholder="ZHANG" testId="guest-last-name" />
        </FormRow>
        <FormRow label={t('hotel:guest.firstName')} required={englishNeeded} error={tried && !first.ok ? t(first.key) : undefined}>
          <TextField value={g.firstName} onChange={(v) => setG({ ...g, firstName: v })} placeholder="SAN" testId="guest-first-name" />
        </FormRow>
        {!p.international && <PinyinFill fill={pinyin} testId="guest-pinyin" />}
        <FormRow label={t('hotel:guest.mobile')} hint={t('hotel:guest.mobileHint')}>
          <TextField value={g.mobile} type="number" maxlength={20} onChange={(v) => setG({ ...g, mobile: v })} testId="guest-mobile" />
        </FormRow>
      </View>
    </Sheet>
  )
}
