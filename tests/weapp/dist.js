const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '../../dist/weapp')

function appJson() {
  const file = path.join(root, 'app.json')
  if (!fs.existsSync(file)) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** Every page of app.json with its package prefix, e.g. 'pages/home/index', 'features/flight/search/index'. */
function allPages() {
  const app = appJson()
  const subs = (app.subPackages || app.subpackages || []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
  return [...app.pages, ...subs]
}

module.exports = { root, appJson, allPages }
