// Approval settings: the time-out as typed in a unit, the template draft's checks (what
// saveVettingTemplate would refuse, named per level), the request it becomes, and the editing
// helpers (kind change, adding approvers, moving levels).
import type { TemplateDetail } from '@api/approval'
import {
  addApprovers,
  approverNeed,
  checkTimeout,
  draftErrors,
  draftOf,
  emptyDraft,
  levelError,
  resendInterval,
  moveLevel,
  splitTimeout,
  toSaveReq,
  withKind,
  type LevelDraft,
  type TemplateDraft,
  type TimeUnit,
} from '@/features/approval-setting/rules'

const p = (id: number) => ({ PersonId: id, Name: `P${id}` })
const level = (over: Partial<LevelDraft> = {}): LevelDraft => ({ Kind: 'DirectSuperior', Approvers: [], Backup: null, ...over })
const draft = (over: Partial<TemplateDraft> = {}): TemplateDraft => ({ ...emptyDraft(), Name: 'Sales', ...over })

describe('splitTimeout: the largest whole unit', () => {
  test.each([
    [1440, '1', 'days'],
    [2880, '2', 'days'],
    [43200, '30', 'days'],
    [60, '1', 'hours'],
    [1500, '25', 'hours'],
    [90, '90', 'minutes'],
    [30, '30', 'minutes'],
    [0, '0', 'minutes'],
  ])('%i minutes → %s %s', (m, value, unit) => {
    expect(splitTimeout(m)).toEqual({ value, unit })
  })
})

describe('checkTimeout: 30 minutes to 30 days, whole numbers', () => {
  test.each<[string, TimeUnit, ReturnType<typeof checkTimeout>]>([
    ['30', 'minutes', { ok: true, minutes: 30 }],
    [' 2 ', 'hours', { ok: true, minutes: 120 }],
    ['30', 'days', { ok: true, minutes: 43200 }],
    ['1', 'days', { ok: true, minutes: 1440 }],
    ['', 'hours', { ok: false, error: 'timeoutRequired' }],
    ['   ', 'days', { ok: false, error: 'timeoutRequired' }],
    ['1.5', 'hours', { ok: false, error: 'timeoutInteger' }],
    ['-2', 'hours', { ok: false, error: 'timeoutInteger' }],
    ['abc', 'minutes', { ok: false, error: 'timeoutInteger' }],
    ['29', 'minutes', { ok: false, error: 'timeoutRange' }],
    ['0', 'hours', { ok: false, error: 'timeoutRange' }],
    ['31', 'days', { ok: false, error: 'timeoutRange' }],
    ['721', 'hours', { ok: false, error: 'timeoutRange' }],
  ])('%j %s', (value, unit, want) => {
    expect(checkTimeout(value, unit)).toEqual(want)
  })
})

describe('levelError: approvers per kind', () => {
  test.each<[string, LevelDraft, ReturnType<typeof levelError>]>([
    ['superior needs nobody', level(), null],
    ['designated with one', level({ Kind: 'Designated', Approvers: [p(1)] }), null],
    ['designated with none', level({ Kind: 'Designated' }), 'designatedOne'],
    ['designated with two', level({ Kind: 'Designated', Approvers: [p(1), p(2)] }), 'designatedOne'],
    ['same level with two', level({ Kind: 'SameLevel', Approvers: [p(1), p(2)] }), null],
    ['same level with one', level({ Kind: 'SameLevel', Approvers: [p(1)] }), 'sameLevelTwo'],
    ['same level with one twice', level({ Kind: 'SameLevel', Approvers: [p(1), p(1)] }), 'sameLevelTwo'],
    ['same level with eleven', level({ Kind: 'SameLevel', Approvers: Array.from({ length: 11 }, (_, i) => p(i + 1)) }), 'tooManyApprovers'],
    ['backup is an approver', level({ Kind: 'Designated', Approvers: [p(1)], Backup: p(1) }), 'backupIsApprover'],
    ['backup apart', level({ Kind: 'Designated', Approvers: [p(1)], Backup: p(2) }), null],
    ['superior with a backup', level({ Backup: p(3) }), null],
  ])('%s', (_name, l, want) => {
    expect(levelError(l)).toBe(want)
  })
})

describe('draftErrors: name, level count, each level', () => {
  test.each<[string, TemplateDraft, ReturnType<typeof draftErrors>]>([
    ['valid', draft(), []],
    ['blank name', draft({ Name: '  ' }), [{ field: 'name', error: 'nameRequired' }]],
    ['long name', draft({ Name: 'x'.repeat(41) }), [{ field: 'name', error: 'nameTooLong' }]],
    ['40 characters', draft({ Name: 'x'.repeat(40) }), []],
    ['no levels', draft({ Levels: [] }), [{ field: 'levels', error: 'levelsRequired' }]],
    ['six levels', draft({ Levels: Array.from({ length: 6 }, () => level()) }), [{ field: 'levels', error: 'levelsTooMany' }]],
    [
      'second level wrong',
      draft({ Name: '', Levels: [level(), level({ Kind: 'SameLevel', Approvers: [p(1)] })] }),
      [
        { field: 'name', error: 'nameRequired' },
        { field: 'level', index: 1, error: 'sameLevelTwo' },
      ],
    ],
  ])('%s', (_name, d, want) => {
    expect(draftErrors(d)).toEqual(want)
  })
})

describe('toSaveReq and draftOf', () => {
  test('a new draft: no TemplateId, name trimmed, superior levels send no approvers', () => {
    const d = draft({ Name: ' Sales ', Levels: [level({ Approvers: [p(9)] }), level({ Kind: 'SameLevel', Approvers: [p(1), p(2), p(1)], Backup: p(3) })] })
    expect(toSaveReq(d)).toEqual({
      Name: 'Sales',
      BindKind: 'Staff',
      IsDefault: false,
      Levels: [
        { Kind: 'DirectSuperior', ApproverIds: [], BackupId: null },
        { Kind: 'SameLevel', ApproverIds: [1, 2], BackupId: 3 },
      ],
    })
  })
  test('a saved template round-trips through the draft', () => {
    const detail: TemplateDetail = {
      TemplateId: 7,
      Name: 'R&D',
      BindKind: 'CustomItem',
      IsDefault: true,
      LevelCount: 2,
      LevelsText: '',
      BoundPersonCount: 0,
      BoundCustomItemCount: 1,
      CustomItems: [],
      Levels: [
        { Level: 1, Kind: 'DirectSuperior', KindName: '', Approvers: [{ PersonId: 5, Name: 'Boss', DepartmentName: '', Role: 'Primary', IsAbsent: false }] },
        {
          Level: 2,
          Kind: 'Designated',
          KindName: '',
          Approvers: [
            { PersonId: 2, Name: 'Li', DepartmentName: '', Role: 'Primary', IsAbsent: false },
            { PersonId: 3, Name: 'Wang', DepartmentName: '', Role: 'Backup', IsAbsent: false },
          ],
        },
      ],
    }
    const d = draftOf(detail)
    expect(d.Levels).toEqual([level(), level({ Kind: 'Designated', Approvers: [{ PersonId: 2, Name: 'Li' }], Backup: { PersonId: 3, Name: 'Wang' } })])
    expect(toSaveReq(d)).toEqual({
      TemplateId: 7,
      Name: 'R&D',
      BindKind: 'CustomItem',
      IsDefault: true,
      Levels: [
        { Kind: 'DirectSuperior', ApproverIds: [], BackupId: null },
        { Kind: 'Designated', ApproverIds: [2], BackupId: 3 },
      ],
    })
  })
})

describe('editing helpers', () => {
  test.each([
    ['DirectSuperior', 0, 0],
    ['Designated', 1, 1],
    ['SameLevel', 2, 10],
  ] as const)('approverNeed(%s) = %i…%i', (kind, min, max) => {
    expect(approverNeed(kind)).toEqual({ min, max })
  })
  test.each([
    ['to designated keeps the first', level({ Kind: 'SameLevel', Approvers: [p(1), p(2)] }), 'Designated', [1]],
    ['to superior keeps none', level({ Kind: 'SameLevel', Approvers: [p(1), p(2)] }), 'DirectSuperior', []],
    ['to same level keeps all', level({ Kind: 'Designated', Approvers: [p(1)] }), 'SameLevel', [1]],
  ] as const)('withKind %s', (_n, l, kind, ids) => {
    expect(withKind(l, kind).Approvers.map((a) => a.PersonId)).toEqual(ids)
  })
  test.each([
    ['same level adds new ones once', level({ Kind: 'SameLevel', Approvers: [p(1)] }), [p(1), p(2), p(2), p(3)], [1, 2, 3]],
    ['designated takes the last picked', level({ Kind: 'Designated', Approvers: [p(1)] }), [p(4)], [4]],
    ['same level stops at ten', level({ Kind: 'SameLevel', Approvers: [] }), Array.from({ length: 12 }, (_, i) => p(i + 1)), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('addApprovers: %s', (_n, l, picked, ids) => {
    expect(addApprovers(l, picked).Approvers.map((a) => a.PersonId)).toEqual(ids)
  })
  test.each<[number, -1 | 1, string[]]>([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [5, 1, ['a', 'b', 'c']],
  ])('moveLevel(%i, %i)', (i, dir, want) => {
    expect(moveLevel(['a', 'b', 'c'], i, dir)).toEqual(want)
  })
})

describe('resendInterval', () => {
  it.each<[number, string, number]>([
    [600, 'resendMinutes', 10],
    [60, 'resendMinutes', 1],
    [90, 'resendValue', 90],
    [30, 'resendValue', 30],
    [0, 'resendValue', 0],
  ])('%i s → %s %i', (seconds, key, n) => expect(resendInterval(seconds)).toEqual({ key, n }))
})
