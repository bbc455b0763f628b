import type { AdItem, NoticeDetail, NoticeListRes } from '@api/home'
import { http } from '@/stores'

export const NOTICE_PAGE_SIZE = 10

export function listAds(): Promise<AdItem[]> {
  return http.call('ad/list', { Position: 1 })
}

export function listNotices(pageIndex: number, pageSize = NOTICE_PAGE_SIZE): Promise<NoticeListRes> {
  return http.call('notice/list', { PageIndex: pageIndex, PageSize: pageSize })
}

export function getNotice(id: number): Promise<NoticeDetail> {
  return http.call('notice/get', { Id: id })
}
