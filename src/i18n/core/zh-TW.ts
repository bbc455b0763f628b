// The common texts in zh-TW (the namespaces of resources.ts), their start part: on H5 a chunk of its
// own, loaded only when zh-TW is the interface language (platform/core-texts.h5.ts). Of validation
// and shell only what sign-in speaks (src/i18n/start-texts.json); the rest is zh-TW-app.ts.
import common from '../locales/zh-TW/common.json'
import errors from '../locales/zh-TW/errors.json'
import widgets from '../locales/zh-TW/widgets.json'
import validation from '../locales/zh-TW/validation.json?part=start'
import shell from '../locales/zh-TW/shell.json?part=start'
import auth from '../locales/zh-TW/auth.json'
import sso from '../locales/zh-TW/sso.json'
import passkey from '../locales/zh-TW/passkey.json'

export default { common, errors, widgets, validation, shell, auth, sso, passkey }
