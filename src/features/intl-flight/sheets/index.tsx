/**
 * /intlPlaneTicket/inquirySheet/orderList — my inquiry sheets with their state, and for a travel
 * consultant the company's sheets waiting for an answer (the inbox); asking a new one.
 */
import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AuthorizationInfoRes, InquirySheet } from '@api/intlflight'
import Page from '@/components/page'
import { MainButton } from '@/components/ui/button'
import { Segmented } from '@/components/ui/form'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { authorization, inbox, mySheets } from '../api'
import { useIntlText } from '../components/labels'
import { SheetRow } from '../components/sheet-row'
import '../components/index.scss'
import './index.scss'

type Tab = 'mine' | 'inbox'

function SheetList() {
  const { session } = useStores()
  const { t } = useIntlText()
  const [auth, setAuth] = useState<AuthorizationInfoRes | null>(null)
  const [tab, setTab] = useState<Tab>('mine')
  const [sheets, setSheets] = useState<InquirySheet[] | null>(null)
  const [failed, setFailed] = useState(false)

  const load = (which: Tab) => {
    setFailed(false)
    setSheets(null)
    ;(which === 'inbox' ? inbox() : mySheets()).then(
      (r) => setSheets(r.Sheets),
      () => setFailed(true),
    )
  }
  useDidShow(() => {
    if (!session.signedIn) return
    authorization().then(
      (a) => {
        setAuth(a)
        const which = a.IsConsultant && !a.CanUseInquirySheet ? 'inbox' : tab
        setTab(which)
        load(which)
      },
      () => setFailed(true),
    )
  })

  return (
    <Page title="intlFlight:sheet.listTitle" className="sheet-list" testId="sheet-list">
      {auth?.IsConsultant && (
        <View className="sheet-list__tabs">
          <Segmented<Tab>
            options={[
              { value: 'mine', label: t('intlFlight:sheet.mine') },
              { value: 'inbox', label: t('intlFlight:sheet.inbox') },
            ]}
            value={tab}
            onChange={(v) => {
              setTab(v)
              load(v)
            }}
            testId="sheet-tabs"
          />
        </View>
      )}
      {failed ? (
        <ErrorBlock onRetry={() => load(tab)} testId="sheet-list-error" />
      ) : !sheets ? (
        <Skeletons count={3} testId="sheet-list-loading" />
      ) : sheets.length === 0 ? (
        <StateBlock text={t(tab === 'inbox' ? 'intlFlight:sheet.inboxEmpty' : 'intlFlight:sheet.empty')} testId="sheet-list-empty" />
      ) : (
        <View className="sheet-list__rows">
          {sheets.map((x) => (
            <SheetRow key={x.SheetNo} sheet={x} onOpen={() => void go('intlSheetDetails', { sheetNo: x.SheetNo })} />
          ))}
        </View>
      )}
      {auth?.CanUseInquirySheet && tab === 'mine' && (
        <View className="sheet-list__new">
          <MainButton text={t('intlFlight:sheet.new')} onClick={() => void go('intlSheetAsk')} testId="sheet-new" />
        </View>
      )}
    </Page>
  )
}

export default observer(SheetList)
