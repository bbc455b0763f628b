/** The train standard as company administration reads and writes it (kernel/ranks registry). */
import { TrainRankPolicy } from '../../../../types/api/admin'
import { SEAT_CLASSES } from '../../../../types/api/train-values'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'
import { fail } from '../../errors'

export const TRAIN_RANK_POLICY = rankPolicyTable({
  product: 'Train',
  schema: TrainRankPolicy,
  table: 'train_rank_policies',
  read: (r): TrainRankPolicy => ({ HighSpeed: JSON.parse(r.high_speed_json), Conventional: JSON.parse(r.conventional_json), Night: JSON.parse(r.night_json) }),
  check(doc) {
    for (const key of ['HighSpeed', 'Conventional', 'Night'] as const) {
      doc[key].forEach((s, i) => {
        if (!(SEAT_CLASSES as readonly string[]).includes(s)) throw fail.validation('vInvalid', { field: `Policy.${key}.${i}` })
      })
    }
  },
  write: (doc) => ({
    high_speed_json: JSON.stringify(doc.HighSpeed),
    conventional_json: JSON.stringify(doc.Conventional),
    night_json: JSON.stringify(doc.Night),
  }),
})
