/** Ads and notices: company-owned, plus platform notices (company_id null) visible to everybody. */
import type { Kysely } from 'kysely'
import type { AdItem, NoticeDetail, NoticeListRes } from '../../../types/api/home'
import type { Database } from '../db/schema'
import { fail } from '../errors'
import { pick, type Lang, type Texts } from '../i18n'
import { chinaDateTime } from '../lib/time'
import { equal } from '../db/match'

const texts = (json: string) => JSON.parse(json) as Partial<Texts>

export async function listAds(db: Kysely<Database>, companyId: number, position: number, lang: Lang, toUrl: (p: string) => string): Promise<AdItem[]> {
  const rows = await db
    .selectFrom('ads')
    .select(['id', 'title_json', 'image_path', 'link_url', 'sort'])
    .where((eb) => equal(eb, { company_id: companyId, position, status: 1 }))
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ Id: r.id, Title: pick(texts(r.title_json), lang), ImageUrl: toUrl(r.image_path), LinkUrl: r.link_url, Sort: r.sort }))
}

const SUMMARY_LENGTH = 60

/** Notices the viewer may read: the platform's, and their company's when signed in; published ones only. */
function visibleNotices(db: Kysely<Database>, companyId: number | null, now: string) {
  return db
    .selectFrom('notices')
    .where('status', '=', 1)
    .where('publish_at', '<=', now)
    .where((eb) => (companyId === null ? eb('company_id', 'is', null) : eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)])))
}

export async function listNotices(
  db: Kysely<Database>,
  companyId: number | null,
  page: { index: number; size: number },
  lang: Lang,
  now: string,
): Promise<NoticeListRes> {
  const { total } = await visibleNotices(db, companyId, now)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow()
  const rows = await visibleNotices(db, companyId, now)
    .select(['id', 'company_id', 'title_json', 'content_json', 'publish_at', 'is_top'])
    .orderBy('is_top', 'desc')
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.index - 1) * page.size)
    .execute()
  return {
    Total: Number(total),
    PageIndex: page.index,
    PageSize: page.size,
    Items: rows.map((r) => {
      const content = pick(texts(r.content_json), lang).replace(/\s+/g, ' ').trim()
      return {
        Id: r.id,
        Title: pick(texts(r.title_json), lang),
        Summary: content.length > SUMMARY_LENGTH ? `${content.slice(0, SUMMARY_LENGTH)}…` : content,
        PublishTime: chinaDateTime(r.publish_at),
        IsTop: r.is_top === 1,
        IsPlatform: r.company_id === null,
      }
    }),
  }
}

export async function getNotice(db: Kysely<Database>, companyId: number | null, id: number, lang: Lang, now: string): Promise<NoticeDetail> {
  const r = await visibleNotices(db, companyId, now)
    .select(['id', 'company_id', 'title_json', 'content_json', 'publish_at', 'is_top'])
    .where('id', '=', id)
    .executeTakeFirst()
  // Another company's notice is reported exactly like a missing one.
  if (!r) throw fail.notFound()
  return {
    Id: r.id,
    Title: pick(texts(r.title_json), lang),
    Content: pick(texts(r.content_json), lang),
    PublishTime: chinaDateTime(r.publish_at),
    IsTop: r.is_top === 1,
    IsPlatform: r.company_id === null,
  }
}
