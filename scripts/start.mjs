// `npm start`: build the H5 site, then serve it and the API on one origin
// (http://localhost:3000, PORT overrides). The server creates, migrates and seeds its
// embedded database on first start.
import { spawnSync, spawn } from 'node:child_process'

const skipBuild = process.argv.includes('--no-build')
if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build:h5'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn('npx', ['tsx', 'server/src/main.ts'], { stdio: 'inherit', env: process.env })
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
