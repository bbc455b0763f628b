// H5 loads the common texts of one language at a time: none before asked, the asked one's five
// namespaces after, each language once.
import { coreTextsLoaded, loadCoreTexts } from '@/platform/core-texts.h5'
import { NAMESPACES } from '@/i18n/resources'

test('nothing is loaded until asked; a language asked for is loaded whole, once', async () => {
  expect(coreTextsLoaded()).toEqual({})
  const en = await loadCoreTexts('en')
  expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort())
  expect((en.errors as Record<string, string>).systemBusy).toBe('The system is busy, please try again later.')
  expect(Object.keys(coreTextsLoaded())).toEqual(['en'])
  expect(await loadCoreTexts('en')).toBe(en)
  await loadCoreTexts('ja')
  expect(Object.keys(coreTextsLoaded()).sort()).toEqual(['en', 'ja'])
})

test('what i18next is started with is a copy: namespaces it adds later do not reach the loaded texts', async () => {
  const started = coreTextsLoaded()
  ;(started.en as Record<string, unknown>).auth = { signIn: 'Sign in' }
  delete started.ja
  expect(Object.keys(await loadCoreTexts('en')).sort()).toEqual([...NAMESPACES].sort())
  expect(Object.keys(coreTextsLoaded()).sort()).toEqual(['en', 'ja'])
})
