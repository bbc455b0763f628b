/**
 * /wechatShare — the intermediate page for following the official account (docs/sign-in.md
 * #wechat-in-its-browser): its name, its QR code (the kit's, drawn from the account's follow link),
 * why and how to follow it, and Continue (back where the person came from, else home). Open: a
 * shared link works without signing in.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import QrCode from '@/components/qr-code'
import { MainButton } from '@/components/ui/button'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useLoadable } from '@/components/use-loadable'
import { back } from '@/core/navigate'
import { officialAccount } from '../api'
import '../components/index.scss'
import '@/i18n/ns/personal'

export default function WechatSharePage() {
  const { t } = useTranslation()
  const load = useLoadable(officialAccount)
  useEffect(() => {
    void load.reload()
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const account = load.data
  return (
    <Page title="personal:wechatShare.title" testId="wechat-share-page">
      <LoadStates load={load} data={account} testId="wechat-share" />
      {account && !account.FollowUrl && <StateBlock text={t('personal:wechatShare.unavailable')} testId="wechat-share-unavailable" />}
      {account?.FollowUrl && (
        <View className="pc-card" data-testid="wechat-share-account">
          <Text className="pc-card__title" data-testid="wechat-share-name">
            {account.Name}
          </Text>
          <Text className="pc-line">{t('personal:wechatShare.intro', { name: account.Name })}</Text>
          <QrCode value={account.FollowUrl} label={t('personal:wechatShare.qrLabel', { name: account.Name })} testId="wechat-share-qr" />
          <Text className="pc-label">{t('personal:wechatShare.how')}</Text>
          {account.Sandbox && <Text className="pc-label">{t('personal:wechatShare.sandbox')}</Text>}
        </View>
      )}
      <View className="pc-actions">
        <MainButton text={t('personal:wechatShare.continue')} onClick={() => void back()} testId="wechat-share-continue" />
      </View>
    </Page>
  )
}
