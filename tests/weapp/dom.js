/**
 * Reading and tapping the built mini-program's pages in miniprogram-simulate: Taro's nodes by
 * class and text, taps as WeChat delivers them, and polling until a page has what a test waits for.
 */
// Generous: the check runs beside the H5 build on two cores (npm test); a wait ends as soon as it is met.
const WAIT_MS = 10000

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Polls until every needle (string or RegExp) is in the page's text; returns the text either way. */
async function waitForText(comp, needles, timeout = WAIT_MS) {
  const has = (text) => needles.every((n) => (typeof n === 'string' ? text.includes(n) : n.test(text)))
  const end = Date.now() + timeout
  let text = comp.dom.textContent
  while (!has(text) && Date.now() < end) {
    await sleep(20)
    text = comp.dom.textContent
  }
  return text
}

/** Polls until `check()` is truthy (or the time is up); returns its last value. */
async function waitFor(check, timeout = WAIT_MS) {
  const end = Date.now() + timeout
  let v = check()
  while (!v && Date.now() < end) {
    await sleep(20)
    v = check()
  }
  return v
}

/** Class tokens without the prefix miniprogram-simulate adds per component tag ('main--user__row' → 'user__row'). */
function classesOf(el) {
  return (el.getAttribute('class') || '')
    .split(/\s+/)
    .filter(Boolean)
    .map((c) => c.replace(/^(main|comp)--/, ''))
}

/** Rendered elements (Taro nodes carry data-sid) with that class and, if given, containing that text. */
function findAll(comp, className, text) {
  return [...comp.dom.querySelectorAll('[data-sid]')].filter((el) => classesOf(el).includes(className) && (text === undefined || el.textContent.includes(text)))
}

function find(comp, className, text) {
  const found = findAll(comp, className, text)
  if (found.length === 0) throw new Error(`no .${className}${text ? ` containing "${text}"` : ''} in:\n${comp.dom.textContent}`)
  return found[0]
}

/** A tap the way WeChat delivers it: an exparser 'tap' on the node the template bound `eh` to. */
function tap(comp, el) {
  const sid = el.getAttribute('data-sid')
  const node = comp.querySelector(`#${sid}`)
  if (!node) throw new Error(`element ${sid} is not reachable from the page's shadow tree`)
  node.dispatchEvent('tap')
}

/** The attributes the compiled template gave a node (built-in components keep them off the DOM). */
function attrsOf(el) {
  const vt = el.__wxElement && el.__wxElement._vt
  return Object.fromEntries(((vt && vt.attrs) || []).map((a) => [a.name, a.value]))
}

module.exports = { WAIT_MS, sleep, waitForText, waitFor, classesOf, findAll, find, tap, attrsOf }
