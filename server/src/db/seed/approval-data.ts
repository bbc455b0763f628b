/**
 * The approval demo's data (seeded by approval.ts): templates, whitelist, absent approvers and
 * the trip applications with the decisions replayed on them.
 */

export const AT = '2026-01-05T01:00:00.000Z'

export interface TemplateSeed {
  key: string
  name: string
  bindKind: 'Staff' | 'CustomItem'
  isDefault: boolean
  /** [kind, approver employee numbers, backup employee number] */
  levels: [string, string[], string | null][]
  persons: string[]
  customItems: string[]
}

export const TEMPLATES: Record<string, TemplateSeed[]> = {
  HENGYUAN: [
    { key: 'hy-default', name: '直属上级审批', bindKind: 'Staff', isDefault: true, levels: [['DirectSuperior', [], 'HY0005']], persons: [], customItems: [] },
    {
      key: 'hy-two-level',
      name: '两级审批（李娜 → 刘洋）',
      bindKind: 'Staff',
      isDefault: false,
      levels: [
        ['Designated', ['HY0002'], null],
        ['Designated', ['HY0005'], null],
      ],
      persons: ['HY0004'],
      customItems: [],
    },
    {
      key: 'hy-project',
      name: '项目审批（智慧园区二期）',
      bindKind: 'CustomItem',
      isDefault: false,
      levels: [
        ['SameLevel', ['HY0002', 'HY0008'], null],
        ['Designated', ['HY0005'], null],
      ],
      persons: [],
      customItems: ['PRJ-2026-001'],
    },
  ],
  LANHAI: [
    { key: 'lh-default', name: '直属上级审批', bindKind: 'Staff', isDefault: true, levels: [['DirectSuperior', [], null]], persons: [], customItems: [] },
  ],
}

export const WHITELIST: Record<string, string[]> = { HENGYUAN: ['HY0006', 'HY0016'], LANHAI: [] }
export const ABSENT: Record<string, string[]> = { HENGYUAN: ['HY0025'], LANHAI: [] }

/** A decision replayed at a time: [employee no, 'Approve' | 'Reject', reason, ISO time] or expiry. */
export type Step = { by: string; decision: 'Approve' | 'Reject'; reason: string; at: string } | { expireAt: string }

export interface ApplicationSeed {
  key: string
  /** User name of the applicant. */
  applicant: string
  travellers: string[]
  legs: [string, string, string][]
  purpose: string
  totalBudget: number | null
  flightBudget: number | null
  draft?: boolean
  submittedAt: string
  steps: Step[]
}

/** The day the applications below are laid out around: the seed moves them to its own day (approval.ts approvalSeedShift). */
export const LAID_OUT_ON = '2026-11-19'

/**
 * Dates sit weeks after LAID_OUT_ON so the approved code stays usable for booking in the demo. Most
 * requests are booker01's (for herself and colleagues): their outcome does not depend on who is
 * whitelisted. approver01 decides for 林涛 HY0017 and 何雪 HY0018, whose superior she is.
 */
export const APPLICATIONS: ApplicationSeed[] = [
  {
    key: 'ta-approved',
    applicant: 'employee01',
    travellers: ['HY0003'],
    legs: [
      ['BJS', 'SHA', '2026-12-08'],
      ['SHA', 'BJS', '2026-12-10'],
    ],
    purpose: '客户拜访',
    totalBudget: 600000,
    flightBudget: 300000,
    submittedAt: '2026-11-16T02:00:00.000Z',
    steps: [{ by: 'HY0002', decision: 'Approve', reason: '同意', at: '2026-11-16T05:30:00.000Z' }],
  },
  {
    key: 'ta-rejected',
    applicant: 'booker01',
    travellers: ['HY0017'],
    legs: [
      ['BJS', 'CTU', '2026-12-15'],
      ['CTU', 'BJS', '2026-12-17'],
    ],
    purpose: '会议培训',
    totalBudget: 500000,
    flightBudget: null,
    submittedAt: '2026-11-17T01:00:00.000Z',
    steps: [{ by: 'HY0002', decision: 'Reject', reason: '本月部门差旅预算已用完，请下月再申请', at: '2026-11-17T03:00:00.000Z' }],
  },
  {
    key: 'ta-expired',
    applicant: 'booker01',
    travellers: ['HY0018'],
    legs: [['BJS', 'CAN', '2026-12-03']],
    purpose: '项目实施',
    totalBudget: 300000,
    flightBudget: null,
    submittedAt: '2026-11-10T01:00:00.000Z',
    steps: [{ expireAt: '2026-11-11T01:00:00.000Z' }],
  },
  {
    key: 'ta-pending',
    applicant: 'booker01',
    travellers: ['HY0017', 'HY0018'],
    legs: [
      ['BJS', 'SZX', '2026-12-21'],
      ['SZX', 'CAN', '2026-12-23'],
      ['CAN', 'BJS', '2026-12-24'],
    ],
    purpose: '客户拜访',
    totalBudget: 1200000,
    flightBudget: 800000,
    submittedAt: '2026-11-19T01:00:00.000Z',
    steps: [],
  },
  {
    key: 'ta-two-level',
    applicant: 'booker01',
    travellers: ['HY0004'],
    legs: [['SHA', 'HGH', '2026-12-11']],
    purpose: '商务谈判',
    totalBudget: 200000,
    flightBudget: null,
    submittedAt: '2026-11-19T02:00:00.000Z',
    steps: [{ by: 'HY0002', decision: 'Approve', reason: '', at: '2026-11-19T03:00:00.000Z' }],
  },
  {
    key: 'ta-backup',
    applicant: 'booker01',
    travellers: ['HY0007'],
    legs: [
      ['SHA', 'XIY', '2026-12-14'],
      ['XIY', 'SHA', '2026-12-16'],
    ],
    purpose: '项目实施',
    totalBudget: 400000,
    flightBudget: 200000,
    submittedAt: '2026-11-19T03:30:00.000Z',
    steps: [],
  },
  {
    key: 'ta-system',
    applicant: 'consultant01',
    travellers: ['HY0006'],
    legs: [['SHA', 'BJS', '2026-12-09']],
    purpose: '展会参展',
    totalBudget: 250000,
    flightBudget: null,
    submittedAt: '2026-11-18T08:00:00.000Z',
    steps: [],
  },
  {
    key: 'ta-draft',
    applicant: 'employee01',
    travellers: ['HY0003'],
    legs: [['BJS', 'WUH', '2026-12-28']],
    purpose: '会议培训',
    totalBudget: 150000,
    flightBudget: null,
    draft: true,
    submittedAt: '2026-11-18T09:00:00.000Z',
    steps: [],
  },
]
