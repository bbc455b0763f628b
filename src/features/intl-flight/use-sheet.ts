/** An inquiry sheet by its number: `load` asks for it (again); `failed` when that got no answer. */
import { useState } from 'react'
import type { InquirySheet } from '@api/intlflight'
import { sheetDetail } from './api'

export function useInquirySheet(sheetNo: string) {
  const [sheet, setSheet] = useState<InquirySheet | null>(null)
  const [failed, setFailed] = useState(false)
  const load = () => {
    setFailed(false)
    sheetDetail(sheetNo).then(setSheet, () => setFailed(true))
  }
  return { sheet, setSheet, failed, load }
}
