/**
 * /disruption/affected — duty of care: the company's travellers a delay, cancellation or diversion
 * touched (disruption/affected), with the totals (affected, still to choose, rebooked) and a
 * filter for those still to choose; each row the person and their department, the service and
 * what changed, the state and the new order. For company administrators and report managers (the
 * server refuses others with 1003).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { AffectedTraveller } from '@api/disruption'
import Page from '@/components/page'
import { PagedList } from '@/components/pull-list/paged-list'
import { Chip } from '@/components/ui/chip'
import { StateBlock } from '@/components/ui/states'
import { Tag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { useSignedInShow } from '@/components/use-load-on-show'
import { usePaged } from '@/components/use-paged'
import { disruptionTone } from '@/domain/disruption'
import { affected } from '../api'
import '../components/index.scss'
import '@/features/disruption/texts'

const PAGE_SIZE = 20

type Totals = { open: number; rebooked: number }

function Row({ d }: { d: AffectedTraveller }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="dr-card dr-affected" data-testid="affected-row" data-id={d.Id} data-state={d.State}>
      <View className="dr-affected__head">
        <Text className="dr-affected__person">{d.PersonName}</Text>
        <Text className="dr-affected__dept">{d.DepartmentName}</Text>
        <View className="dr-alt__spacer" />
        <Tag tone={disruptionTone(d.State)} text={d.StateName} testId="affected-state" />
      </View>
      <Text className="dr-affected__service">
        {d.ServiceNo} · {f.day(d.DepartDate)} · {d.FromName} – {d.ToName}
      </Text>
      <Text className="dr-affected__title">{d.Title}</Text>
      {d.NewOrderNo && (
        <Text className="dr-affected__order" data-testid="affected-new-order">
          {t('disruption:affected.newOrder', { no: d.NewOrderNo })}
        </Text>
      )}
    </View>
  )
}

function Affected() {
  const { t } = useTranslation()
  const [openOnly, setOpenOnly] = useState(false)
  const paged = usePaged<AffectedTraveller, Totals>((page) =>
    affected({ OpenOnly: openOnly || undefined, PageIndex: page, PageSize: PAGE_SIZE }).then((r) => ({
      items: r.Items,
      total: r.Total,
      meta: { open: r.Open, rebooked: r.Rebooked },
    })),
  )
  const reload = () => void paged.refresh().catch(() => undefined)
  useEffect(() => {
    paged.reset()
    reload()
  }, [openOnly]) // eslint-disable-line react-hooks/exhaustive-deps
  useSignedInShow(() => paged.state.items !== null && reload())
  const meta = paged.state.meta

  return (
    <Page title="disruption:affected.title" className="dr-page" testId="disruption-affected">
      {meta && (
        <View className="dr-totals" data-testid="affected-totals">
          {(
            [
              ['total', openOnly ? null : paged.state.total],
              ['open', meta.open],
              ['rebooked', meta.rebooked],
            ] as const
          ).map(([k, n]) =>
            n === null ? null : (
              <View key={k} className="dr-totals__cell" data-testid={`affected-${k}`} data-count={n}>
                <Text className="dr-totals__n">{n}</Text>
                <Text className="dr-totals__label">{t(`disruption:affected.${k}`)}</Text>
              </View>
            ),
          )}
        </View>
      )}
      <View className="dr-filter">
        <Chip role="checkbox" look="outline" on={openOnly} onTap={() => setOpenOnly(!openOnly)} testId="affected-open-only">
          {t('disruption:affected.openOnly')}
        </Chip>
      </View>
      <PagedList
        paged={paged}
        testId="affected"
        empty={<StateBlock text={t(openOnly ? 'disruption:affected.noneOpen' : 'disruption:affected.empty')} testId="affected-empty" />}
      >
        {(items) => items.map((d) => <Row key={d.Id} d={d} />)}
      </PagedList>
    </Page>
  )
}

export default observer(Affected)
