/**
 * /business/invite — inviting employees: a link valid for 30 days and its QR code (drawn here from
 * the link) to copy, share or show; the joining requests of people who opened it, which an
 * administrator approves (they become employees and can sign in by SMS) or rejects.
 */
import { useEffect, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { InviteLink } from '@api/admin'
import type { JoinRequestState } from '@api/admin-values'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import QrCode from '@/components/qr-code'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { StateBlock } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { useAct } from '@/components/use-act'
import { usePaged } from '@/components/use-paged'
import { chinaDateTime } from '@/domain/china-time'
import { canShareLink, shareLink } from '@/platform/share'
import { useStores } from '@/stores'
import { createInvite, decide, joinRequests } from '../api'
import '../components/index.scss'
import '@/i18n/ns/business'

const TABS: readonly JoinRequestState[] = ['Pending', 'Approved', 'Rejected']

function Invite() {
  const { t } = useTranslation()
  const f = useFormat()
  const { session, ui } = useStores()
  const [link, setLink] = useState<InviteLink | null>(null)
  const [tab, setTab] = useState<JoinRequestState>('Pending')
  const paged = usePaged((page) => joinRequests(tab, page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(reload, [tab])
  const act = useAct(reload)
  useDidShow(() => {
    if (session.signedIn && paged.state.items !== null) reload()
  })

  const make = async () => {
    try {
      setLink(await createInvite())
    } catch {
      // The server's message was shown.
    }
  }
  const copy = () =>
    link &&
    void Taro.setClipboardData({ data: link.Url }).then(
      () => ui.toast(t('business:invite.copied')),
      () => undefined,
    )
  const answer = (requestId: number, approve: boolean) =>
    act(() => decide(requestId, approve), {
      ask: approve ? undefined : { title: t('business:invite.reject'), content: t('business:invite.rejectConfirm'), yes: t('business:invite.reject') },
      done: t(approve ? 'business:invite.approved' : 'business:invite.rejected'),
    })

  return (
    <Page title="business:invite.title" testId="invite-page">
      <View className="biz-card" data-testid="invite-link-card">
        <Text className="biz-card__title">{t('business:invite.linkTitle')}</Text>
        {!link ? (
          <>
            <Text className="biz-card__note">{t('business:invite.linkHint')}</Text>
            <MainButton text={t('business:invite.create')} onClick={() => void make()} testId="invite-create" />
          </>
        ) : (
          <>
            <View className="biz-qr">
              <QrCode value={link.Url} label={t('business:invite.qrLabel')} testId="invite-qr" />
            </View>
            <Text className="biz-card__link" data-testid="invite-url">
              {link.Url}
            </Text>
            <Text className="biz-card__note">{t('business:invite.validUntil', { at: f.stamp(chinaDateTime(Date.parse(link.ExpiresAt))) })}</Text>
            <View className="biz-card__actions">
              <MainButton kind="ghost" text={t('business:invite.again')} onClick={() => void make()} testId="invite-again" />
              {canShareLink() ? (
                <MainButton
                  text={t('business:invite.share')}
                  onClick={() => void shareLink(t('business:invite.title'), t('business:invite.shareText'), link.Url)}
                  testId="invite-share"
                />
              ) : (
                <MainButton text={t('business:invite.copy')} onClick={copy} testId="invite-copy" />
              )}
            </View>
          </>
        )}
      </View>
      <View className="biz-tabs">
        <Segmented options={TABS.map((s) => ({ value: s, label: t(`business:invite.state.${s}`) }))} value={tab} onChange={setTab} testId="join-tab" />
      </View>
      <PagedList paged={paged} empty={<StateBlock text={t(`business:invite.empty.${tab}`)} testId="join-empty" />} skeletons={2}>
        {(items) =>
          items.map((r) => (
            <View key={r.RequestId} className="biz-card biz-request" data-testid="join-request" data-state={r.State}>
              <View className="biz-request__head">
                <Text className="biz-card__title">{r.Name}</Text>
                <Text className="biz-card__note">{f.stamp(chinaDateTime(Date.parse(r.CreatedAt)))}</Text>
              </View>
              <Text className="biz-card__note">{[r.Mobile, r.Email, r.EmployeeNo].filter(Boolean).join(' · ')}</Text>
              {r.State === 'Pending' && (
                <View className="biz-card__actions">
                  <MainButton kind="ghost" text={t('business:invite.reject')} onClick={() => void answer(r.RequestId, false)} testId="join-reject" />
                  <MainButton text={t('business:invite.approve')} onClick={() => void answer(r.RequestId, true)} testId="join-approve" />
                </View>
              )}
            </View>
          ))
        }
      </PagedList>
    </Page>
  )
}

export default observer(Invite)
