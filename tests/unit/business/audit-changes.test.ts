// Reading the audit log (src/domain/audit.ts): changed fields, added and removed records, plain values.
import { auditAction, auditChanges, auditFieldKey, auditSubject, auditValue } from '@/domain/audit'

const person = {
  id: 7,
  ch_name: '张伟',
  mobile: '13800000003',
  rank_id: 1,
  rank_name: '普通员工',
  department_id: 5,
  department_name: '移动端组',
  roles: ['employee'],
  email: null,
}

describe('auditChanges', () => {
  it.each([
    ['a phone changed', person, { ...person, mobile: '13800000099' }, 'changed', [{ field: 'mobile', before: '13800000003', after: '13800000099' }]],
    [
      'a rank changed: the name, not the id',
      person,
      { ...person, rank_id: 2, rank_name: '经理' },
      'changed',
      [{ field: 'rank_name', before: '普通员工', after: '经理' }],
    ],
    ['roles added', person, { ...person, roles: ['employee', 'booker'] }, 'changed', [{ field: 'roles', before: 'employee', after: 'employee, booker' }]],
    ['an e-mail filled in', person, { ...person, email: 'z@x.com' }, 'changed', [{ field: 'email', before: '—', after: 'z@x.com' }]],
    ['nothing changed', person, { ...person }, 'none', []],
    [
      'nested records by path',
      { Policy: { CabinClassCeiling: 'Economy', AdvanceDays: 3 }, Breach: 'AllowWithReason' },
      { Policy: { CabinClassCeiling: 'Business', AdvanceDays: 3 }, Breach: 'AllowWithReason' },
      'changed',
      [{ field: 'Policy.CabinClassCeiling', before: 'Economy', after: 'Business' }],
    ],
    ['a standard removed', { Policy: { StarCeiling: 4 } }, { Policy: null }, 'changed', [{ field: 'Policy.StarCeiling', before: '4', after: '—' }]],
    [
      'a PascalCase id beside its name',
      { RankId: 1, RankName: 'R1' },
      { RankId: 2, RankName: 'R2' },
      'changed',
      [{ field: 'RankName', before: 'R1', after: 'R2' }],
    ],
    ['an id without a name stays', { PersonId: 1 }, { PersonId: 2 }, 'changed', [{ field: 'PersonId', before: '1', after: '2' }]],
    [
      'added: the filled fields',
      null,
      { Name: '测试成本', Code: 'CC-T', NameEn: '' },
      'added',
      [
        { field: 'Name', after: '测试成本' },
        { field: 'Code', after: 'CC-T' },
      ],
    ],
    [
      'removed: what it was',
      { Title: '恒远', TaxNo: '91310000MA1FL0001X', id: 3 },
      null,
      'removed',
      [
        { field: 'Title', before: '恒远' },
        { field: 'TaxNo', before: '91310000MA1FL0001X' },
      ],
    ],
    ['plain values', 'Verifying', 'Bound', 'changed', [{ field: '', before: 'Verifying', after: 'Bound' }]],
    ['nothing on either side', null, null, 'none', []],
  ])('%s', (_, before, after, kind, rows) => {
    expect(auditChanges(before, after)).toEqual({ kind, rows })
  })
})

describe('auditValue', () => {
  it.each([
    [null, '—'],
    ['', '—'],
    [[], '—'],
    [true, 'true'],
    [12, '12'],
    [['a', 'b'], 'a, b'],
    [{ a: 1, b: null, c: 'x' }, 'a: 1; c: x'],
    ['x'.repeat(100), 'x'.repeat(79) + '…'],
    ['2026-11-26T16:30:00.000Z', '2026-11-27 00:30'],
    ['2026-11-26', '2026-11-26'],
  ])('%j → %s', (v, text) => {
    expect(auditValue(v)).toBe(text)
  })
})

describe('auditSubject, auditAction, auditFieldKey', () => {
  it.each([
    [person, null, '张伟'],
    [null, { last_name: 'SMITH', first_name: 'JOHN', ch_name: '' }, 'SMITH/JOHN'],
    [{ Name: '研发部' }, null, '研发部'],
    [null, { Code: 'RC01' }, 'RC01'],
    [{ State: 'Bound' }, null, ''],
    ['x', 'y', ''],
  ])('%j / %j → %s', (before, after, subject) => {
    expect(auditSubject(before, after)).toBe(subject)
  })

  it('splits an action from its detail', () => {
    expect(auditAction('bind:wechatwork')).toEqual({ verb: 'bind', detail: 'wechatwork' })
    expect(auditAction('edit')).toEqual({ verb: 'edit', detail: '' })
  })

  it('makes one label key of any spelling', () => {
    expect(['rank_name', 'RankName', 'Policy.RankName'].map(auditFieldKey)).toEqual(['rankname', 'rankname', 'rankname'])
  })
})
