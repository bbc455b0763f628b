/**
 * /personal/passengers — my frequent travellers: search by name or document number, pull to
 * refresh and load more, a row opens the traveller to edit, the add button at the bottom and the
 * import from a file under the search (both for those who may add). A main document with less
 * than six months left is marked orange on its row.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FrequentTravelerItem } from '@api/booking-data'
import MaskedText from '@/components/masked-text'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { usePaged } from '@/components/use-paged'
import { useKeyword } from '@/components/use-keyword'
import { StateBlock } from '@/components/ui/states'
import { SearchBox } from '@/components/ui/search-box'
import { TextAction } from '@/components/ui/text-action'
import { useSignedInShow } from '@/components/use-load-on-show'
import { clock } from '@/core/clock'
import { go } from '@/core/navigate'
import { addMonths, parseDate, toIsoDate } from '@/domain/dates'
import { DOCUMENT_WARNING_MONTHS } from '@/domain/documents'
import { useStores } from '@/stores'
import { travellerList } from '../api'
import '../components/index.scss'
import '@/i18n/ns/traveller'

function expiresSoon(t: FrequentTravelerItem, today: string): boolean {
  if (!t.IdExpiry || t.IdType === 'IDCard') return false
  const base = parseDate(today)
  return Boolean(base) && t.IdExpiry < toIsoDate(addMonths(base!, DOCUMENT_WARNING_MONTHS))
}

function PassengersPage() {
  const { t } = useTranslation()
  const { power } = useStores()
  const paged = usePaged((page) => travellerList(keyword, page).then((r) => ({ items: r.Travelers, total: r.Total })))
  const reload = () => paged.refresh().catch(() => undefined)
  const [keyword, setKeyword] = useKeyword(reload)
  const canAdd = power.can('MyPermission.FrequentTraveller.Add')
  const today = clock.today()

  useSignedInShow(reload)

  return (
    <Page title="traveller:list.title" testId="passengers">
      <View className="tv-screen">
        <SearchBox block="tv-search" value={keyword} onInput={setKeyword} placeholder={t('traveller:list.search')} testId="passengers-search" />
        {canAdd && <TextAction block="tv-import-link" label={t('traveller:list.import')} to={['passengerImport']} testId="passengers-import" />}
        <PagedList
          paged={paged}
          empty={
            keyword.trim() ? (
              <StateBlock text={t('traveller:list.noMatch')} testId="passengers-empty" />
            ) : (
              <StateBlock
                text={t('traveller:list.empty')}
                hint={t('traveller:list.emptyHint')}
                actions={canAdd ? [{ text: t('traveller:list.add'), onPress: () => void go('passengerEdit'), testId: 'passengers-empty-add' }] : []}
                testId="passengers-empty"
              />
            )
          }
          className="tv-list"
          testId="passengers"
        >
          {(items) =>
            items.map((p) => (
              <View
                key={p.FrequentTravelerId}
                className="tv-row"
                role="button"
                onClick={() => void go('passengerEdit', { id: p.FrequentTravelerId })}
                data-testid="passenger-row"
                data-id={p.FrequentTravelerId}
              >
                <View className="tv-row__head">
                  <Text className="tv-row__name">{p.ChName || `${p.LastName}/${p.FirstName}`}</Text>
                  {p.ChName && p.LastName && <Text className="tv-row__en">{`${p.LastName}/${p.FirstName}`}</Text>}
                </View>
                <View className="tv-row__line">
                  <Text>{`${t(`traveller:docType.${p.IdType}`, { defaultValue: p.IdType })} `}</Text>
                  <MaskedText value={p.IdNo} reveal={{ Source: 'FrequentTraveler', Field: 'IdNo', Id: p.FrequentTravelerId }} testId="passenger-id" />
                </View>
                <View className="tv-row__line">
                  <Text>{`+${p.MobileCountryCode} `}</Text>
                  <MaskedText value={p.Mobile} reveal={{ Source: 'FrequentTraveler', Field: 'Mobile', Id: p.FrequentTravelerId }} testId="passenger-mobile" />
                </View>
                {expiresSoon(p, today) && (
                  <Text className="tv-warn" data-testid="passenger-expires-soon">
                    {t('traveller:list.expiresSoon')} · {p.IdExpiry}
                  </Text>
                )}
              </View>
            ))
          }
        </PagedList>
        {canAdd && <TextAction block="tv-fab" label={t('traveller:list.add')} onClick={() => void go('passengerEdit')} testId="passengers-add" />}
      </View>
    </Page>
  )
}

export default observer(PassengersPage)
