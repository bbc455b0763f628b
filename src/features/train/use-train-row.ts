/**
 * The train a page is about (route params trainNo, date, from, to): from the search's answer
 * when it holds it, else searched again between its two stations (a reload, or a shared link).
 */
import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { TrainRow } from '@api/train'
import { isCancelled } from '@/core/errors'
import { searchTrains } from './api'
import { trainSearch } from './search-store'

export function useTrainRow(): {
  row: TrainRow | null
  failed: boolean
  reload: () => void
  params: { trainNo: string; date: string; from: string; to: string }
} {
  const p = useRouter().params
  const params = { trainNo: String(p.trainNo ?? ''), date: String(p.date ?? ''), from: String(p.from ?? ''), to: String(p.to ?? '') }
  const find = (rows: TrainRow[]) =>
    rows.find((r) => r.TrainNo === params.trainNo && r.DepartDate === params.date && r.FromStation.Code === params.from && r.ToStation.Code === params.to) ??
    null
  const [row, setRow] = useState<TrainRow | null>(() => find(trainSearch.rows))
  const [failed, setFailed] = useState(false)
  const load = () => {
    setFailed(false)
    searchTrains({
      From: params.from,
      To: params.to,
      Date: params.date,
      ...(trainSearch.student ? { Student: true } : {}),
      ...(trainSearch.travellers.length ? { PassengerIds: trainSearch.travellers.map((x) => x.id) } : {}),
    }).then(
      (res) => {
        const r = find(res.Trains)
        setRow(r)
        if (!r) setFailed(true)
      },
      (e) => !isCancelled(e) && setFailed(true),
    )
  }
  useEffect(() => {
    // Always asked again: tickets left move while the person looks.
    if (/^[A-Z]{3}$/.test(params.from) && /^[A-Z]{3}$/.test(params.to) && params.date) load()
    else setFailed(true)
  }, [params.trainNo, params.date, params.from, params.to]) // eslint-disable-line react-hooks/exhaustive-deps
  return { row, failed, reload: load, params }
}
