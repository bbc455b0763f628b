// Build loader for MobX's ES module (config/index.ts, both targets). When the module is
// evaluated, MobX defines 1 100 index accessors on the prototype of its legacy observable array,
// the array it makes where Proxy is not used (configure({ useProxies: 'never' })); this app never
// makes one, yet every start paid for them (about 13 ms of the H5 start's main thread on the
// bench's machine, 50 ms with Lighthouse's CPU slowed four times). A legacy array reserves the
// accessors it needs as it grows (updateArrayLength_), so only the eager reservation is dropped.
// A MobX whose module no longer has it fails the build here, to be looked at again.
const EAGER = '\nreserveArrayBuffer(1000);\n'

module.exports = function mobxArrayBuffer(source) {
  if (!source.includes(EAGER))
    throw new Error(`mobx-array-buffer-loader: ${this?.resourcePath ?? 'MobX'} no longer reserves its legacy array buffer at load; look again at the loader`)
  return source.replace(EAGER, '\n')
}
