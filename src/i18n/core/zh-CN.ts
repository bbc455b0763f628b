// The common texts in zh-CN (the namespaces of resources.ts), their start part: on H5 a chunk of its
// own, loaded only when zh-CN is the interface language (platform/core-texts.h5.ts). Of validation
// and shell only what sign-in speaks (src/i18n/start-texts.json); the rest is zh-CN-app.ts.
import common from '../locales/zh-CN/common.json'
import errors from '../locales/zh-CN/errors.json'
import widgets from '../locales/zh-CN/widgets.json'
import validation from '../locales/zh-CN/validation.json?part=start'
import shell from '../locales/zh-CN/shell.json?part=start'
import auth from '../locales/zh-CN/auth.json'
import sso from '../locales/zh-CN/sso.json'
import passkey from '../locales/zh-CN/passkey.json'

export default { common, errors, widgets, validation, shell, auth, sso, passkey }
