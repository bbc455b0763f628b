// The first-load budget compares the product with the bare Taro app of tests/bench/fixture: the
// two are compiled for the same browsers, or the ratio would measure the targets, not the code.
import fs from 'node:fs'
import path from 'node:path'

const read = (p: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '../..', p), 'utf8'))

it('the bench fixture targets the same browsers as the product', () => {
  const product = read('package.json').browserslist
  expect(product.length).toBeGreaterThan(0)
  expect(read('tests/bench/fixture/package.json').browserslist).toEqual(product)
})
