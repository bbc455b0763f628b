// The common texts in zh-CN, their app part: the groups of validation and shell that sign-in does not
// speak (src/i18n/start-texts.json). On H5 a chunk of its own, loaded when the first other screen
// shows (platform/core-texts.h5.ts); the mini-program starts with both parts.
import validation from '../locales/zh-CN/validation.json?part=app'
import shell from '../locales/zh-CN/shell.json?part=app'

export default { validation, shell }
