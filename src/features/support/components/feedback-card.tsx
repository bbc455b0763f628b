/** One complaint or suggestion: its kind, when, its state, the text, the attachments and the answer; a consultant's card adds the answer form as children. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Feedback } from '@api/support'
import { useFormat } from '@/components/format'
import { chinaDateTime } from '@/domain/china-time'
import './index.scss'
import '@/i18n/ns/support'

export function FeedbackCard({ f, children }: { f: Feedback; children?: ReactNode }) {
  const { t } = useTranslation()
  const fmt = useFormat()
  return (
    <View className="sp-card" data-testid="feedback-item" data-id={f.FeedbackId}>
      <View className="sp-card__head">
        <Text className={`sp-tag ${f.Kind === 'Complaint' ? 'sp-tag--complaint' : ''}`}>
          {t(`support:suggestion.${f.Kind === 'Complaint' ? 'complaint' : 'suggestion'}`)}
        </Text>
        <Text className="sp-card__time">{fmt.stamp(chinaDateTime(Date.parse(f.CreatedAt)))}</Text>
        <Text className={`sp-card__state ${f.Answer ? 'sp-card__state--done' : ''}`}>
          {t(f.Answer ? 'support:suggestion.replied' : 'support:suggestion.waiting')}
        </Text>
      </View>
      <Text className="sp-card__content">{f.Content}</Text>
      {f.Files.length > 0 && (
        <Text className="sp-card__file">{`${t('support:suggestion.attachments')}: ${f.Files.map((file) => file.FileName).join(', ')}`}</Text>
      )}
      {f.Answer && (
        <View className="sp-card__answer" data-testid="feedback-answer">
          <Text className="sp-card__by">{t('support:suggestion.replyFrom', { name: f.AnsweredBy })}</Text>
          <Text className="sp-card__text">{f.Answer}</Text>
        </View>
      )}
      {children}
    </View>
  )
}
