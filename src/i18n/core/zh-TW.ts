// The common texts in zh-TW (the namespaces of resources.ts): on H5 a chunk of their own, loaded
// only when zh-TW is the interface language (platform/core-texts.h5.ts).
import common from '../locales/zh-TW/common.json'
import errors from '../locales/zh-TW/errors.json'
import widgets from '../locales/zh-TW/widgets.json'
import validation from '../locales/zh-TW/validation.json'
import shell from '../locales/zh-TW/shell.json'
import auth from '../locales/zh-TW/auth.json'
import sso from '../locales/zh-TW/sso.json'
import passkey from '../locales/zh-TW/passkey.json'

export default { common, errors, widgets, validation, shell, auth, sso, passkey }
