// The common texts in en (the namespaces of resources.ts), their start part: on H5 a chunk of its
// own, loaded only when en is the interface language (platform/core-texts.h5.ts). Of validation
// and shell only what sign-in speaks (src/i18n/start-texts.json); the rest is en-app.ts.
import common from '../locales/en/common.json'
import errors from '../locales/en/errors.json'
import widgets from '../locales/en/widgets.json'
import validation from '../locales/en/validation.json?part=start'
import shell from '../locales/en/shell.json?part=start'
import auth from '../locales/en/auth.json'
import sso from '../locales/en/sso.json'
import passkey from '../locales/en/passkey.json'

export default { common, errors, widgets, validation, shell, auth, sso, passkey }
