/**
 * /personal/passengerDetails — add (no id) or edit (?id=) a frequent traveller. A save the server
 * warns about (a document expiring within six months) stays on the page with the warning on its
 * row; a clean save goes back to the list. Deleting asks first.
 */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { useAct } from '@/components/use-act'
import { useLoadable } from '@/components/use-loadable'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { clock } from '@/core/clock'
import { back } from '@/core/navigate'
import { useStores } from '@/stores'
import { countryCodes, deleteTraveller, saveTraveller, travellerDetail } from '../api'
import TravellerForm from '../components/traveller-form'
import { draftOf, emptyTraveller, saveRequestOf, type TravellerDraft } from '../rules'
import '../components/index.scss'
import '@/i18n/ns/traveller'

function PassengerEditPage() {
  const { t } = useTranslation()
  const { ui, power } = useStores()
  const act = useAct()
  const id = Number(useRouter().params.id) || 0
  const detail = useLoadable(() => (id ? travellerDetail(id) : Promise.resolve(null)))
  useEffect(() => {
    if (id) void detail.reload()
    // Once per opening: the page is about one traveller.
  }, [id]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (d: TravellerDraft) => {
    const r = await saveTraveller(saveRequestOf(d))
    if (r.Warnings.length > 0) ui.toast(t('traveller:edit.savedWarned'))
    return { id: r.FrequentTravelerId, warnings: r.Warnings }
  }
  const saved = () => {
    ui.toast(t('traveller:edit.saved'))
    void back()
  }
  const remove = () => {
    const d = detail.data
    if (!d) return
    return act(() => deleteTraveller(d.FrequentTravelerId), {
      ask: {
        title: t('traveller:edit.deleteTitle'),
        content: t('traveller:edit.deleteConfirm', { name: d.ChName || `${d.LastName}/${d.FirstName}` }),
        yes: t('traveller:edit.confirmDelete'),
      },
      done: t('traveller:edit.deleted'),
      after: () => void back(),
    })
  }

  const title = id ? 'traveller:edit.editTitle' : 'traveller:edit.addTitle'
  return (
    <Page title={title} testId="passenger-edit">
      <View>
        {id > 0 && detail.status === 'loading' && !detail.data && <Skeletons testId="passenger-loading" />}
        {id > 0 && detail.status === 'error' && <ErrorBlock onRetry={detail.reload} testId="passenger-error" />}
        {(id === 0 || detail.data) && (
          <TravellerForm
            key={detail.data?.FrequentTravelerId ?? 'new'}
            initial={detail.data ? draftOf(detail.data) : emptyTraveller()}
            initialWarnings={detail.data?.Warnings}
            today={clock.today()}
            countryCodes={countryCodes}
            onSave={save}
            onSaved={saved}
            onDelete={power.can('MyPermission.FrequentTraveller.Edit') ? () => void remove() : undefined}
          />
        )}
      </View>
    </Page>
  )
}

export default observer(PassengerEditPage)
