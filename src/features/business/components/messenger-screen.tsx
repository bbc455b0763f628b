/**
 * Employees and their enterprise-messenger binding (/business/wechatStaff, nailStaff, larkStaff;
 * docs/administration.md "Enterprise messengers"): unbound, being verified or bound (with the
 * messenger's user id). An invitation makes a binding link valid 7 days, copied or shown as a QR
 * code, which the employee opens in the messenger; a bound employee can be unbound (confirmed).
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { BindingLink, MessengerUser } from '@api/admin'
import type { BindingState, Messenger } from '@api/admin-values'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import QrCode from '@/components/qr-code'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { Sheet } from '@/components/ui/sheet'
import { StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { TextAction } from '@/components/ui/text-action'
import { useAct } from '@/components/use-act'
import { useKeyword } from '@/components/use-keyword'
import { usePaged } from '@/components/use-paged'
import { SearchBox } from '@/components/ui/search-box'
import { chinaDateTime } from '@/domain/china-time'
import type { Tone } from '@/domain/status-tone'
import { useStores } from '@/stores'
import { inviteBinding, messengerUsers, unbind } from '../api'
import './index.scss'
import '@/i18n/ns/business'

const STATES: Array<BindingState | ''> = ['', 'Unbound', 'Verifying', 'Bound']
const TONE: Record<BindingState, Tone> = { Unbound: 'off', Verifying: 'wait', Bound: 'pass' }

export default function MessengerScreen({ messenger }: { messenger: Messenger }) {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui } = useStores()
  const [state, setState] = useState<BindingState | ''>('')
  const [link, setLink] = useState<{ user: MessengerUser; link: BindingLink } | null>(null)
  const [keyword, setKeyword] = useKeyword(() => reload())
  const paged = usePaged((page) => messengerUsers(messenger, keyword.trim(), state, page).then((r) => ({ items: r.Items, total: r.Total })))
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(reload, [state]) // eslint-disable-line react-hooks/exhaustive-deps
  const act = useAct(reload)

  const invite = async (u: MessengerUser) => {
    try {
      setLink({ user: u, link: await inviteBinding(messenger, u.PersonId) })
      reload()
    } catch {
      // The server's message was shown.
    }
  }
  const drop = (u: MessengerUser) => {
    const verb = t('business:messenger.unbind')
    return act(() => unbind(messenger, u.PersonId), {
      ask: { title: verb, content: t('business:messenger.unbindConfirm', { name: u.Name, app: t(`business:messenger.app.${messenger}`) }), yes: verb },
      done: t('business:messenger.unbound'),
    })
  }
  const copy = (url: string) =>
    void Taro.setClipboardData({ data: url }).then(
      () => ui.toast(t('business:invite.copied')),
      () => undefined,
    )

  return (
    <Page title={`business:messenger.title.${messenger}`} testId="messenger-page">
      <View className="biz-people">
        <SearchBox block="biz-search" value={keyword} onInput={setKeyword} placeholder={t('business:staff.search')} testId="messenger-search">
          <Segmented
            options={STATES.map((s) => ({ value: s || 'all', label: t(`business:messenger.state.${s || 'all'}`) }))}
            value={state || 'all'}
            onChange={(v) => setState(v === 'all' ? '' : (v as BindingState))}
            testId="messenger-tab"
          />
        </SearchBox>
        <PagedList paged={paged} empty={<StateBlock text={t('business:staff.empty')} testId="messenger-empty" />} skeletons={3}>
          {(items) =>
            items.map((u) => (
              <View key={u.PersonId} className="biz-card biz-person" data-testid="messenger-user" data-id={u.PersonId} data-state={u.State}>
                <View className="biz-request__head">
                  <Text className="biz-card__title">{u.Name}</Text>
                  <Tag tone={TONE[u.State]} text={t(`business:messenger.state.${u.State}`)} />
                </View>
                <Text className="biz-card__note">{[u.EmployeeNo, u.DepartmentName].filter(Boolean).join(' · ')}</Text>
                {u.State === 'Bound' && (
                  <Text className="biz-card__note">
                    {t('business:messenger.boundAs', { id: u.ExternalUserId, at: u.BoundAt ? f.stamp(chinaDateTime(Date.parse(u.BoundAt))) : '' })}
                  </Text>
                )}
                <View className="biz-actions">
                  {u.State !== 'Bound' && (
                    <TextAction
                      block="biz-action"
                      label={t(u.State === 'Verifying' ? 'business:messenger.inviteAgain' : 'business:messenger.invite')}
                      testId="messenger-invite"
                      onClick={() => void invite(u)}
                    />
                  )}
                  {u.State === 'Bound' && (
                    <TextAction block="biz-action" label={t('business:messenger.unbind')} danger testId="messenger-unbind" onClick={() => void drop(u)} />
                  )}
                </View>
              </View>
            ))
          }
        </PagedList>
        <Sheet
          open={link !== null}
          title={t('business:messenger.linkTitle')}
          onClose={() => setLink(null)}
          testId="binding-link"
          footer={link ? <MainButton text={t('business:invite.copy')} onClick={() => copy(link.link.Url)} testId="binding-copy" /> : undefined}
        >
          {link && (
            <View className="biz-card">
              <Text className="biz-card__note">
                {t('business:messenger.linkHint', { name: link.user.Name, app: t(`business:messenger.app.${messenger}`) })}
              </Text>
              <View className="biz-qr">
                <QrCode value={link.link.Url} label={t('business:messenger.linkTitle')} testId="binding-qr" />
              </View>
              <Text className="biz-card__link" data-testid="binding-url">
                {link.link.Url}
              </Text>
              <Text className="biz-card__note">{t('business:invite.validUntil', { at: f.stamp(chinaDateTime(Date.parse(link.link.ExpiresAt))) })}</Text>
            </View>
          )}
        </Sheet>
      </View>
    </Page>
  )
}
