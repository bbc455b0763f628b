/**
 * /ourService/robot — the service chat: a question is answered from the help centre's knowledge
 * base (the best match with its answer, the other matches as related questions a tap opens);
 * nothing found says so and offers a consultant. "Talk to a consultant" hands the conversation
 * over to the consultants' inbox. A failed call keeps the typed question.
 */
import { useEffect, useRef, useState } from 'react'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { QaItem, QaTranscriptLine } from '@api/support'
import Page from '@/components/page'
import { isCancelled } from '@/core/errors'
import { askRobot, handOver } from '../api'
import '../components/index.scss'
import '@/i18n/ns/support'

type Line =
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'robot'; kind: 'answer'; item: QaItem; related: QaItem[] }
  | { id: number; from: 'robot'; kind: 'text'; key: 'none' | 'handedOver' | 'failed' }

let nextId = 1

function Robot() {
  const { t } = useTranslation()
  const [lines, setLines] = useState<Line[]>([])
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [handedOver, setHandedOver] = useState(false)
  const [bottom, setBottom] = useState('')
  const asked = useRef<string[]>([])

  useEffect(() => {
    const last = lines[lines.length - 1]
    if (last) setBottom(`robot-line-${last.id}`)
  }, [lines])

  const add = (...more: Line[]) => setLines((l) => [...l, ...more])

  const send = async (text = draft) => {
    const q = text.trim()
    if (!q) {
      setProblem(t('support:robot.empty'))
      return
    }
    if (busy) return
    setProblem('')
    setBusy(true)
    try {
      const r = await askRobot(q)
      asked.current.push(q)
      const [best, ...related] = r.Matches
      add(
        { id: nextId++, from: 'user', text: q },
        best ? { id: nextId++, from: 'robot', kind: 'answer', item: best, related } : { id: nextId++, from: 'robot', kind: 'text', key: 'none' },
      )
      setDraft('')
    } catch (e) {
      // The http client has told the user; the question stays in the box to send again.
      if (!isCancelled(e)) setProblem(t('support:robot.failed'))
    } finally {
      setBusy(false)
    }
  }

  const transcript = (): QaTranscriptLine[] =>
    lines.flatMap((l): QaTranscriptLine[] =>
      l.from === 'user'
        ? [{ From: 'User', Text: l.text }]
        : l.kind === 'answer'
          ? [{ From: 'Robot', Text: `${l.item.Question}\n${l.item.Answer}` }]
          : [{ From: 'Robot', Text: t(`support:robot.${l.key}`) }],
    )

  const consult = async () => {
    const question = asked.current[asked.current.length - 1] ?? draft.trim()
    if (!question) {
      setProblem(t('support:robot.askFirst'))
      return
    }
    setProblem('')
    try {
      await handOver(question, transcript())
      setHandedOver(true)
      add({ id: nextId++, from: 'robot', kind: 'text', key: 'handedOver' })
    } catch {
      // Told by the http client; the conversation stays and the button can be pressed again.
    }
  }

  const open = (item: QaItem) => add({ id: nextId++, from: 'user', text: item.Question }, { id: nextId++, from: 'robot', kind: 'answer', item, related: [] })

  return (
    <Page title="support:robot.title" testId="robot-page">
      <View className="sp-chat">
        <ScrollView className="sp-chat__lines" scrollY scrollIntoView={bottom} scrollWithAnimation>
          <View className="sp-bubble sp-bubble--robot" data-testid="robot-welcome">
            <Text>{t('support:robot.welcome')}</Text>
          </View>
          {lines.map((l) =>
            l.from === 'user' ? (
              <View key={l.id} id={`robot-line-${l.id}`} className="sp-bubble sp-bubble--user" data-testid="robot-user">
                <Text>{l.text}</Text>
              </View>
            ) : l.kind === 'answer' ? (
              <View key={l.id} id={`robot-line-${l.id}`} className="sp-bubble sp-bubble--robot" data-testid="robot-answer" data-id={l.item.QuestionId}>
                <Text className="sp-bubble__lead">{t('support:robot.found')}</Text>
                <Text className="sp-bubble__title">{l.item.Question}</Text>
                <Text className="sp-bubble__text">{l.item.Answer}</Text>
                {l.related.length > 0 && (
                  <View className="sp-bubble__related">
                    <Text className="sp-bubble__lead">{t('support:robot.related')}</Text>
                    {l.related.map((r) => (
                      <View key={r.QuestionId} className="sp-bubble__link" role="button" onClick={() => open(r)} data-testid="robot-related">
                        <Text>{r.Question}</Text>
                      </View>
                    ))}
                  </View>
                )}
              </View>
            ) : (
              <View
                key={l.id}
                id={`robot-line-${l.id}`}
                className={`sp-bubble sp-bubble--robot ${l.key === 'handedOver' ? 'sp-bubble--done' : ''}`}
                data-testid={`robot-${l.key}`}
              >
                <Text>{t(`support:robot.${l.key}`)}</Text>
              </View>
            ),
          )}
        </ScrollView>
        <View className="sp-chat__bar">
          {problem && (
            <View className="sp-chat__problem" role="alert" data-testid="robot-problem">
              <Text>{problem}</Text>
            </View>
          )}
          <View className="sp-chat__row">
            <Input
              className="sp-chat__input"
              value={draft}
              maxlength={200}
              confirmType="send"
              placeholder={t('support:robot.placeholder')}
              onInput={(e) => {
                setDraft(e.detail.value)
                if (problem) setProblem('')
              }}
              onConfirm={() => void send()}
              nativeProps={{ 'aria-label': t('support:robot.placeholder') }}
              data-testid="robot-input"
            />
            <View
              className={`sp-chat__send ${busy ? 'sp-chat__send--busy' : ''}`}
              role="button"
              aria-disabled={busy}
              onClick={() => void send()}
              data-testid="robot-send"
            >
              <Text>{t('support:robot.send')}</Text>
            </View>
          </View>
          <View
            className={`sp-chat__consult ${handedOver ? 'sp-chat__consult--done' : ''}`}
            role="button"
            aria-disabled={handedOver}
            onClick={() => !handedOver && void consult()}
            data-testid="robot-consultant"
          >
            <Text>{t('support:robot.consultant')}</Text>
          </View>
        </View>
      </View>
    </Page>
  )
}

export default observer(Robot)
