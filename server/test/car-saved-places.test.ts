/**
 * car/savedPlaces and car/setSavedPlace: a rider's own home and office, read back in their
 * language; another person sees none of them and cannot name anyone; an unknown place, another
 * slot or any extra field is refused with a message in the caller's language.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { MUSEUM, OFFICE } from './car-harness'

describe('car saved places', () => {
  let env: TestEnv
  let rider: string
  let other: string
  const saved = async (token: string, lang?: number) => expectOk(await env.call('car/savedPlaces', {}, { token, lang }))
  const set = (token: string, body: Record<string, unknown>, lang?: number) => env.call('car/setSavedPlace', body, { token, lang })

  before(async () => {
    env = await createTestEnv()
    rider = await env.login('employee01')
    other = await env.login('booker01')
  })
  after(() => env.close())

  it('none until set; set, read back, changed and forgotten', async () => {
    assert.deepEqual(await saved(rider), { Home: null, Office: null })
    const both = expectOk(await set(rider, { Slot: 'Home', PlaceId: MUSEUM }))
    assert.equal(both.Home.Id, MUSEUM)
    assert.equal(both.Office, null)
    expectOk(await set(rider, { Slot: 'Office', PlaceId: OFFICE }))
    const back = await saved(rider, 2)
    assert.deepEqual([back.Home.Id, back.Home.Kind, back.Office.Id, back.Office.CityCode], [MUSEUM, 'Popular', OFFICE, 'BJS'])
    assert.equal(back.Office.Name, 'Beijing Trade Center')
    expectOk(await set(rider, { Slot: 'Home', PlaceId: 'SHA-P8' }))
    assert.equal((await saved(rider)).Home.Id, 'SHA-P8')
    expectOk(await set(rider, { Slot: 'Home', PlaceId: null }))
    assert.deepEqual(await saved(rider).then((s) => [s.Home, s.Office?.Id]), [null, OFFICE])
    expectOk(await set(rider, { Slot: 'Home', PlaceId: MUSEUM }))
  })

  it("another person's are never visible nor changed", async () => {
    assert.deepEqual(await saved(other), { Home: null, Office: null })
    const riderId = (await env.db.selectFrom('car_saved_places').select('person_id').executeTakeFirstOrThrow()).person_id
    expectError(await set(other, { Slot: 'Home', PlaceId: OFFICE, PersonId: riderId }), ErrorCode.ValidationFailed)
    expectOk(await set(other, { Slot: 'Home', PlaceId: OFFICE }))
    assert.equal((await saved(rider)).Home.Id, MUSEUM, "the rider's home is theirs")
    assert.equal((await saved(other)).Home.Id, OFFICE)
    assert.equal((await saved(other)).Office, null)
  })

  const bad: [string, Record<string, unknown>, RegExp, RegExp][] = [
    ['an unknown place', { Slot: 'Home', PlaceId: 'BJS-X9' }, /未找到地点 BJS-X9/, /Unknown place BJS-X9/],
    ["a trip's hotel (not a place of the search)", { Slot: 'Office', PlaceId: 'BJS-H-7' }, /未找到地点/, /Unknown place/],
    ['another slot', { Slot: 'School', PlaceId: OFFICE }, /./, /./],
    ['no place', { Slot: 'Home' }, /./, /./],
  ]
  for (const [what, body, zh, en] of bad)
    it(`refuses ${what} with a localized message`, async () => {
      const cn = expectError(await set(rider, body), ErrorCode.ValidationFailed)
      assert.match(cn.ErrMsg, zh)
      const e = expectError(await set(rider, body, 2), ErrorCode.ValidationFailed)
      assert.match(e.ErrMsg, en)
      assert.notEqual(cn.ErrMsg, e.ErrMsg, 'the message follows the language')
      assert.deepEqual((await saved(rider)).Home?.Id, MUSEUM)
    })
})
