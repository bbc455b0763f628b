// The common texts in zh-TW, their app part: the groups of validation and shell that sign-in does not
// speak (src/i18n/start-texts.json). On H5 a chunk of its own, loaded when the first other screen
// shows (platform/core-texts.h5.ts); the mini-program starts with both parts.
import validation from '../locales/zh-TW/validation.json?part=app'
import shell from '../locales/zh-TW/shell.json?part=app'

export default { validation, shell }
