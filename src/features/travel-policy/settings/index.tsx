/**
 * /business/productSettings?product= — each product's booking settings in one screen for every
 * product (productSettings/get|save, types/api/settings-admin.ts): which order fields show and are
 * required, the change and refund reasons, who gets which message, and a product's own choices
 * (dining: which days the company pays, what happens over the standard). The fields come as the
 * server keeps them and read in the words of the audit log (organisation:audit.field), so a
 * section's new field needs only its label. Approval rules are on the approval settings page.
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_SETTING_CHOICES, SETTING_PRODUCTS, type SettingGroup, type SettingProduct } from '@api/settings-admin'
import Page from '@/components/page'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField, Toggle } from '@/components/ui/form'
import { LoadStates } from '@/components/ui/states'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { TextAction } from '@/components/ui/text-action'
import { auditFieldKey, SETTING_DICTS } from '@/domain/audit'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { productSettings, saveProductSettings } from '../api'
import { Chips, ProductChips } from '../components/chips'
import '../components/index.scss'
import '@/i18n/ns/travelPolicy'
import '@/i18n/ns/organisation'

type Leaf = boolean | string | number
const CHOICES: Record<string, readonly Leaf[]> = PRODUCT_SETTING_CHOICES
const isGroup = (v: Leaf | SettingGroup): v is SettingGroup => typeof v === 'object'
const asProduct = (p?: string): SettingProduct => ((SETTING_PRODUCTS as readonly string[]).includes(p ?? '') ? (p as SettingProduct) : SETTING_PRODUCTS[0])

/** `root` with the field at `path` set to `v`. */
function setAt(root: SettingGroup, path: string[], v: Leaf): SettingGroup {
  const [k, ...rest] = path
  return { ...root, [k]: rest.length ? setAt(root[k] as SettingGroup, rest, v) : v }
}

function Field({ name, value, path, onChange }: { name: string; value: Leaf; path: string[]; onChange: (path: string[], v: Leaf) => void }) {
  const { t } = useTranslation()
  const key = auditFieldKey(name)
  const label = t(`organisation:audit.field.${key}`)
  const testId = `ps-${path.join('-')}`
  if (typeof value === 'boolean')
    return (
      <View className="ps-flag">
        <Text className="ps-flag__label">{label}</Text>
        <Toggle checked={value} label={label} onChange={(on) => onChange(path, on)} testId={testId} />
      </View>
    )
  const choices = CHOICES[name]
  if (choices)
    return (
      <FormRow block label={label} testId={testId}>
        <Chips
          label={label}
          options={choices.map((c) => ({ value: String(c), label: t(`organisation:audit.values.${SETTING_DICTS[key].slice(5)}.${c}`) }))}
          value={String(value)}
          onChange={(c) => onChange(path, typeof value === 'number' ? Number(c) : c)}
        />
      </FormRow>
    )
  return (
    <FormRow label={label} testId={testId}>
      {typeof value === 'number' ? (
        <TextField value={String(value)} type="number" maxlength={5} onChange={(v) => onChange(path, Number(v.replace(/\D/g, '')) || 0)} />
      ) : (
        <TextField value={value} maxlength={20} onChange={(v) => onChange(path, v)} />
      )}
    </FormRow>
  )
}

/** A group's own fields, then its groups, each under its label. */
function Group({ value, path, onChange }: { value: SettingGroup; path: string[]; onChange: (path: string[], v: Leaf) => void }) {
  const { t } = useTranslation()
  const entries = Object.entries(value)
  return (
    <>
      {entries.map(([k, v]) => !isGroup(v) && <Field key={k} name={k} value={v} path={[...path, k]} onChange={onChange} />)}
      {entries.map(
        ([k, v]) =>
          isGroup(v) && (
            <View key={k} className="ps-sub" data-testid={`ps-group-${k}`}>
              <Text className="ps-sub__title">{t(`organisation:audit.field.${auditFieldKey(k)}`)}</Text>
              <Group value={v} path={[...path, k]} onChange={onChange} />
            </View>
          ),
      )}
    </>
  )
}

function ProductSettingsPage() {
  const { t } = useTranslation()
  const { power, ui } = useStores()
  const [product, setProduct] = useState<SettingProduct>(asProduct(useRouter().params.product))
  const [draft, setDraft] = useState<SettingGroup | null>(null)
  // Not while a form is open: coming back must not replace what was chosen.
  const loaded = useLoadOnShow(
    () => productSettings(product),
    () => !draft,
  )
  const [busy, setBusy] = useState(false)
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) {
      setDraft(null)
      void loaded.reload()
    }
    mounted.current = true
  }, [product]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (loaded.data?.Product === product) setDraft(loaded.data.Value)
  }, [loaded.data]) // eslint-disable-line react-hooks/exhaustive-deps

  const change = (path: string[], v: Leaf) => setDraft((d) => d && setAt(d, path, v))
  const save = async () => {
    if (!draft) return
    setBusy(true)
    try {
      const saved = await saveProductSettings(product, draft)
      loaded.set(saved)
      ui.toast(t('travelPolicy:common.saved'))
    } catch {
      // The server's message was shown; the form keeps what was chosen.
    } finally {
      setBusy(false)
    }
  }
  const own = draft ? Object.entries(draft).filter(([, v]) => !isGroup(v)) : []
  const groups = draft ? Object.entries(draft).filter(([, v]) => isGroup(v)) : []

  return (
    <Page title="travelPolicy:settings.title" className="tp-page" testId="product-settings-page">
      <Text className="tp-intro">{t('travelPolicy:settings.hint')}</Text>
      <View className="tp-filters">
        <ProductChips products={SETTING_PRODUCTS} value={product} onChange={setProduct} testId="ps-product" />
      </View>
      <LoadStates load={loaded} data={draft} />
      {draft && (
        <View data-testid="ps-form" data-product={product}>
          {own.length > 0 && (
            <View className="tp-group">
              <Text className="tp-group__title">{t(`travelPolicy:product.${product}`)}</Text>
              {own.map(([k, v]) => (
                <Field key={k} name={k} value={v as Leaf} path={[k]} onChange={change} />
              ))}
            </View>
          )}
          {groups.map(([k, v]) => (
            <View key={k} className="tp-group" data-testid={`ps-group-${k}`}>
              <Text className="tp-group__title">{t(`organisation:audit.field.${auditFieldKey(k)}`)}</Text>
              <Group value={v as SettingGroup} path={[k]} onChange={change} />
            </View>
          ))}
          <View className="tp-group">
            <Text className="tp-group__hint">{t('travelPolicy:settings.approvalNote')}</Text>
            {power.can('ManagePermission.ApprovalInfo.Enable') && (
              <TextAction
                block="tp-action"
                label={t('travelPolicy:settings.approvalRules')}
                onClick={() => void go('approvalRules')}
                testId="ps-approval-rules"
              />
            )}
          </View>
        </View>
      )}
      {draft && (
        <ActionBar>
          <MainButton text={t('travelPolicy:common.save')} busy={busy} onClick={() => void save()} testId="ps-save" />
        </ActionBar>
      )}
    </Page>
  )
}

export default observer(ProductSettingsPage)
