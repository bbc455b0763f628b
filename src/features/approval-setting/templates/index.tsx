/**
 * /business/setting/templates — the company's approval templates, searchable by name: levels in a
 * line, whom they bind, the default one marked. A card opens the template; the bar creates one.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import Page from '@/components/page'
import { go } from '@/core/navigate'
import { LoadStates, StateBlock } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { useKeyword } from '@/components/use-keyword'
import { MainButton } from '@/components/ui/button'
import { SearchBox } from '@/components/ui/search-box'
import { Tag } from '@/components/ui/tag'
import { templates } from '../api'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'

function TemplatesPage() {
  const { t } = useTranslation()
  const loaded = useLoadOnShow(() => templates(keyword.trim()).then((r) => r.Items))
  const items = loaded.data
  const [keyword, setKeyword] = useKeyword(() => void loaded.reload())

  return (
    <Page title="approvalSetting:templates.title" testId="approval-setting-templates">
      <View className="as-screen">
        <SearchBox block="as-search" value={keyword} onInput={setKeyword} placeholder={t('approvalSetting:templates.search')} testId="templates-search" />
        <LoadStates load={loaded} data={items} testId="templates" />
        {items && (
          <ScrollView className="as-list" scrollY data-testid="templates-list">
            {items.length === 0 && (
              <StateBlock text={t(keyword.trim() ? 'approvalSetting:templates.emptySearch' : 'approvalSetting:templates.empty')} testId="templates-empty" />
            )}
            {items.map((x) => (
              <View
                key={x.TemplateId}
                className="as-card"
                role="link"
                onClick={() => void go('approvalTemplateDetails', { id: x.TemplateId })}
                data-testid={`template-${x.TemplateId}`}
                data-name={x.Name}
              >
                <View className="as-card__head">
                  <Text className="as-card__name">{x.Name}</Text>
                  {x.IsDefault && <Tag tone="wait" text={t('approvalSetting:templates.default')} />}
                  <Tag tone="off" text={t(`approvalSetting:templates.bindKind.${x.BindKind}`)} />
                </View>
                {x.LevelsText !== '' && <Text className="as-card__line">{x.LevelsText}</Text>}
                <View className="as-card__meta">
                  <Text>{t('approvalSetting:templates.levelCount', { n: x.LevelCount })}</Text>
                  <Text>
                    {x.BindKind === 'Staff'
                      ? t('approvalSetting:templates.boundPersons', { n: x.BoundPersonCount })
                      : t('approvalSetting:templates.boundItems', { n: x.BoundCustomItemCount })}
                  </Text>
                </View>
              </View>
            ))}
          </ScrollView>
        )}
        <View className="as-bar-static">
          <MainButton text={t('approvalSetting:templates.add')} onClick={() => void go('approvalTemplateEdit')} testId="templates-add" />
        </View>
      </View>
    </Page>
  )
}

export default observer(TemplatesPage)
