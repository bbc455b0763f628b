/**
 * /business/operations — the administrator's test console of the disruption assistant: add an
 * operations event to a flight or train of a day (as the feed would report it), see the recent
 * events with how many booked travellers each touched (paged), and the WeChat subscribe messages
 * the sandbox sender "sent". Company administrators (ManagePermission.Enable) only.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { OpsEvent, SentSubscribeMessage } from '@api/disruption'
import Page from '@/components/page'
import { Section } from '@/components/ui/list'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { TextAction } from '@/components/ui/text-action'
import { useFormat } from '@/components/format'
import { useLoadOnShow, useSignedInShow } from '@/components/use-load-on-show'
import { usePaged } from '@/components/use-paged'
import { useStores } from '@/stores'
import { opsEvents, outbox } from '../api'
import EventForm from '../components/event-form'
import '../components/index.scss'
import '@/features/disruption/texts'

const PAGE_SIZE = 10

/** The event's one detail as a line: '+45 min', 'Gate B12', 'Terminal T2', 'Diverted to Tianjin (TSN)'. */
function detailOf(e: OpsEvent, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (e.Kind === 'Delay') return t('disruption:console.delayed', { n: e.DelayMinutes, time: e.NewDepartTime })
  if (e.Kind === 'GateChange') return t('disruption:console.toGate', { gate: e.Gate })
  if (e.Kind === 'TerminalChange') return t('disruption:console.toTerminal', { terminal: e.Terminal })
  if (e.Kind === 'Diversion') return t('disruption:console.divertedTo', { name: e.DivertedToName || e.DivertedTo, code: e.DivertedTo })
  return ''
}

function EventRow({ e }: { e: OpsEvent }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="dr-event" data-testid="console-event" data-id={e.Id} data-kind={e.Kind} data-service={e.ServiceNo} data-affected={e.Affected}>
      <View className="dr-event__head">
        <Text className="dr-event__service">
          {e.ServiceNo} · {f.day(e.DepartDate)}
        </Text>
        <Text className="dr-event__kind">{e.KindName}</Text>
      </View>
      {detailOf(e, t) && <Text className="dr-event__line">{detailOf(e, t)}</Text>}
      <View className="dr-event__head">
        <Text className="dr-event__line">
          {t(`disruption:console.source.${e.Source}`)} · {f.stamp(e.CreatedAt)}
        </Text>
        <Text className="dr-event__affected" data-testid="console-event-affected">
          {t('disruption:console.affected', { n: e.Affected })}
        </Text>
      </View>
    </View>
  )
}

function SentRow({ m }: { m: SentSubscribeMessage }) {
  const f = useFormat()
  return (
    <View className="dr-event" data-testid="console-sent" data-id={m.Id}>
      <View className="dr-event__head">
        <Text className="dr-event__service">{m.PersonName}</Text>
        <Text className="dr-event__line">{f.stamp(m.SentAt)}</Text>
      </View>
      {Object.entries(m.Data).map(([k, v]) => (
        <Text key={k} className="dr-event__line">
          {k}: {v}
        </Text>
      ))}
      <Text className="dr-event__meta">
        {m.TemplateId} · {m.Page}
      </Text>
    </View>
  )
}

function Operations() {
  const { t } = useTranslation()
  const { ui } = useStores()
  const events = usePaged((page) => opsEvents(page, PAGE_SIZE).then((r) => ({ items: r.Events, total: r.Total })))
  const sent = useLoadOnShow(outbox)
  const reloadEvents = () => void events.refresh().catch(() => undefined)
  useSignedInShow(reloadEvents)
  const items = events.state.items

  return (
    <Page title="disruption:console.title" className="dr-page" testId="disruption-console">
      <EventForm
        onSent={(e) => {
          ui.toast(t('disruption:console.sent', { n: e.Affected }))
          reloadEvents()
          void sent.reload()
        }}
      />
      <Section title={t('disruption:console.events')} testId="console-events">
        {items === null ? (
          <LoadStates
            load={{ status: events.state.failed ? 'error' : 'loading', reload: () => events.refresh() }}
            data={null}
            count={2}
            testId="console-events"
          />
        ) : items.length === 0 ? (
          <StateBlock text={t('disruption:console.noEvents')} testId="console-events-empty" />
        ) : (
          <>
            {items.map((e) => (
              <EventRow key={e.Id} e={e} />
            ))}
            {events.hasMore && (
              <TextAction
                block="dr-link dr-link--more"
                label={t('disruption:console.more')}
                onClick={() => void events.loadMore().catch(() => undefined)}
                testId="console-events-more"
              />
            )}
          </>
        )}
      </Section>
      <Section title={t('disruption:console.outbox')} testId="console-outbox">
        <LoadStates
          load={sent}
          data={sent.data?.Items ?? null}
          count={2}
          empty={<StateBlock text={t('disruption:console.noSent')} />}
          testId="console-outbox"
        />
        {sent.data?.Items.map((m) => (
          <SentRow key={m.Id} m={m} />
        ))}
      </Section>
    </Page>
  )
}

export default observer(Operations)
