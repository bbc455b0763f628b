// The common texts in ja (the namespaces of resources.ts), their start part: on H5 a chunk of its
// own, loaded only when ja is the interface language (platform/core-texts.h5.ts). Of validation
// and shell only what sign-in speaks (src/i18n/start-texts.json); the rest is ja-app.ts.
import common from '../locales/ja/common.json'
import errors from '../locales/ja/errors.json'
import widgets from '../locales/ja/widgets.json'
import validation from '../locales/ja/validation.json?part=start'
import shell from '../locales/ja/shell.json?part=start'
import auth from '../locales/ja/auth.json'
import sso from '../locales/ja/sso.json'
import passkey from '../locales/ja/passkey.json'

export default { common, errors, widgets, validation, shell, auth, sso, passkey }
