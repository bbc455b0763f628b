// Build loader for the common texts' two parts (src/i18n/core): a namespace's JSON imported with
// `?part=start` keeps only the groups src/i18n/start-texts.json names for it (what sign-in, the
// first page of a visit without a session, speaks); with `?part=app` it keeps the others (what
// every other screen speaks, loaded when the first of them shows). One file per namespace and
// language stays the source the translators edit; the two parts are cut from it at build time.
const START = require('../src/i18n/start-texts.json')

/** The part of `table` (a namespace's texts) named by `part`: 'start' or 'app'. */
function textsPart(table, namespace, part) {
  const start = START[namespace]
  if (!start) throw new Error(`texts-part-loader: src/i18n/start-texts.json does not split the namespace ${namespace}`)
  if (part !== 'start' && part !== 'app') throw new Error(`texts-part-loader: no part ${part} (start or app)`)
  const missing = start.filter((group) => !(group in table))
  if (missing.length) throw new Error(`texts-part-loader: ${namespace} has no ${missing.join(', ')}`)
  return Object.fromEntries(Object.entries(table).filter(([group]) => start.includes(group) === (part === 'start')))
}

module.exports = function texts(source) {
  this.addDependency(require.resolve('../src/i18n/start-texts.json'))
  const part = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('part')
  const namespace = this.resourcePath.replace(/^.*[\\/]/, '').replace(/\.json$/, '')
  return JSON.stringify(textsPart(JSON.parse(source), namespace, part))
}
module.exports.textsPart = textsPart
