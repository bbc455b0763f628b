/**
 * /ourService — the help centre: the categories my powers allow and their questions (a tap shows
 * the answer), a search across the four languages answered in mine, the customer-service hotline
 * shown masked (a tap dials it), and the ways on: the service robot and feedback.
 */
import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { QaCategory, QaListRes } from '@api/support'
import Page from '@/components/page'
import { useKeyword } from '@/components/use-keyword'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import { Chip } from '@/components/ui/chip'
import { SearchBox } from '@/components/ui/search-box'
import { TextAction } from '@/components/ui/text-action'
import { isCancelled } from '@/core/errors'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { helpList } from '../api'
import '../components/index.scss'
import '@/i18n/ns/support'

function HelpCentre() {
  const { t, i18n } = useTranslation()
  const { session } = useStores()
  const [data, setData] = useState<QaListRes | null>(null)
  const [failed, setFailed] = useState(false)
  const [category, setCategory] = useState<QaCategory | ''>('')
  const [open, setOpen] = useState<string | null>(null)
  const load = () => {
    setFailed(false)
    helpList(keyword).then(
      (r) => setData(r),
      (e) => !isCancelled(e) && setFailed(true),
    )
  }
  const [keyword, setKeyword] = useKeyword(load)
  useEffect(() => {
    if (session.signedIn) load()
  }, [session.signedIn, i18n.language])

  const items = data ? data.Items.filter((i) => !category || i.Category === category) : []
  const total = data?.Items.length ?? 0
  return (
    <Page title="support:help.title" testId="help-page">
      <View className="sp-screen">
        <SearchBox block="sp-search" value={keyword} onInput={setKeyword} placeholder={t('support:help.search')} testId="help-search" />
        <View className="sp-ways">
          <View className="sp-way" role="button" onClick={() => void go('serviceRobot')} data-testid="help-robot">
            <Text className="sp-way__title">{t('support:help.robot')}</Text>
            <Text className="sp-way__hint">{t('support:help.robotHint')}</Text>
          </View>
          <View className="sp-way" role="button" onClick={() => void go('suggestion')} data-testid="help-feedback">
            <Text className="sp-way__title">{t('support:help.feedback')}</Text>
            <Text className="sp-way__hint">{t('support:help.feedbackHint')}</Text>
          </View>
        </View>
        {!data && !failed && <Skeletons testId="help-loading" />}
        {!data && failed && <ErrorBlock onRetry={load} testId="help-error" />}
        {data && (
          <View>
            <View className="sp-chips" role="tablist">
              <Chip look="outline" role="tab" on={category === ''} onTap={() => setCategory('')} testId="help-cat-all">
                <Text>{t('support:help.count', { name: t('support:help.all'), n: total })}</Text>
              </Chip>
              {data.Categories.map((c) => (
                <Chip
                  key={c.Category}
                  look="outline"
                  role="tab"
                  on={category === c.Category}
                  muted={c.Count === 0}
                  onTap={() => setCategory(c.Category)}
                  testId={`help-cat-${c.Category}`}
                >
                  <Text>{t('support:help.count', { name: c.Name, n: c.Count })}</Text>
                </Chip>
              ))}
            </View>
            {items.length === 0 ? (
              keyword.trim() ? (
                <StateBlock
                  text={t('support:help.noMatch')}
                  hint={t('support:help.noMatchHint')}
                  actions={[{ text: t('support:help.askRobot'), onPress: () => void go('serviceRobot'), testId: 'help-ask-robot' }]}
                  testId="help-empty"
                />
              ) : (
                <StateBlock text={t('support:help.empty')} testId="help-empty" />
              )
            ) : (
              <View className="sp-qa" data-testid="help-list">
                {items.map((q) => (
                  <View key={q.QuestionId} className="sp-qa__item" data-testid="help-question" data-id={q.QuestionId}>
                    <View
                      className="sp-qa__q"
                      role="button"
                      aria-expanded={open === q.QuestionId}
                      onClick={() => setOpen(open === q.QuestionId ? null : q.QuestionId)}
                    >
                      <Text className="sp-qa__text">{q.Question}</Text>
                      <Text className={`sp-qa__arrow ${open === q.QuestionId ? 'sp-qa__arrow--open' : ''}`} aria-hidden="true">
                        ›
                      </Text>
                    </View>
                    {open === q.QuestionId && (
                      <Text className="sp-qa__a" data-testid="help-answer">
                        {q.Answer}
                      </Text>
                    )}
                  </View>
                ))}
              </View>
            )}
            <View className="sp-hotline" data-testid="help-hotline">
              <View className="sp-hotline__info">
                <Text className="sp-hotline__label">{t('support:help.hotline')}</Text>
                <Text className="sp-hotline__no" data-testid="help-hotline-no">
                  {data.HotlineMasked}
                </Text>
              </View>
              <TextAction
                block="sp-hotline__call"
                label={t('support:help.call')}
                onClick={() => void Taro.makePhoneCall({ phoneNumber: data.Hotline }).catch(() => undefined)}
                testId="help-call"
              />
            </View>
          </View>
        )}
      </View>
    </Page>
  )
}

export default observer(HelpCentre)
