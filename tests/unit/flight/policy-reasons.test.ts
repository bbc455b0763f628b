// One reason per broken rule (docs/validation.md): a fare over the standard AND not the lowest
// needs an out-of-policy reason and a not-the-lowest reason before it can be booked.
import type { PolicyVerdict } from '@api/flight'
import { brokenRules, missingReasons, toPolicyReasons, type PolicyReasonKind, type SegmentReason } from '@/features/flight/reasons'

const lowest = { Kind: 'LowestPrice' as const, Message: 'not the lowest' }
const cabin = { Kind: 'CabinClass' as const, Message: 'above the cabin class' }
const verdict = (violations: PolicyVerdict['Violations'], inPolicy = violations.length === 0): PolicyVerdict => ({
  InPolicy: inPolicy,
  Violations: violations,
  PriceToBeat: null,
  LowestPriceFlight: violations.includes(lowest) ? { FlightNo: 'CZ5002', DepartTime: '06:20', CabinCode: 'Q', Price: 75000 } : null,
})
const reason = (kind?: PolicyReasonKind): SegmentReason => ({ segmentIndex: 0, reasonCodeId: 1, reasonCode: 'A1', reasonLabel: 'x', reasonText: '', kind })

describe('reasons per broken rule', () => {
  it.each<[string, PolicyVerdict, SegmentReason[], PolicyReasonKind[], PolicyReasonKind[]]>([
    ['in policy: nothing to answer', verdict([]), [], [], []],
    ['over the standard, no reason', verdict([cabin]), [], ['Policy'], ['Policy']],
    ['over the standard, answered', verdict([cabin]), [reason('Policy')], ['Policy'], []],
    ['not the lowest, no reason', verdict([lowest]), [], ['LowestPrice'], ['LowestPrice']],
    ['not the lowest, answered', verdict([lowest]), [reason('LowestPrice')], ['LowestPrice'], []],
    ['both broken, no reason', verdict([lowest, cabin]), [], ['Policy', 'LowestPrice'], ['Policy', 'LowestPrice']],
    ['both broken, only the standard answered', verdict([lowest, cabin]), [reason('Policy')], ['Policy', 'LowestPrice'], ['LowestPrice']],
    ['both broken, only the lowest fare answered', verdict([lowest, cabin]), [reason('LowestPrice')], ['Policy', 'LowestPrice'], ['Policy']],
    ['both broken, one reason without a rule', verdict([lowest, cabin]), [reason()], ['Policy', 'LowestPrice'], ['Policy', 'LowestPrice']],
    ['both broken, both answered', verdict([lowest, cabin]), [reason('Policy'), reason('LowestPrice')], ['Policy', 'LowestPrice'], []],
  ])('%s', (_name, v, given, broken, missing) => {
    expect(brokenRules(v)).toEqual(broken)
    expect(missingReasons(v, given)).toEqual(missing)
  })

  it('sends each reason with the rule it answers', () => {
    expect(toPolicyReasons([reason('Policy'), { ...reason('LowestPrice'), reasonCodeId: null, reasonText: ' 时间合适 ' }])).toEqual([
      { SegmentIndex: 0, ReasonCodeId: 1, Kind: 'Policy' },
      { SegmentIndex: 0, ReasonCodeId: null, ReasonText: '时间合适', Kind: 'LowestPrice' },
    ])
  })
})
