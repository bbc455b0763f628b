/**
 * /train/pay?orderNo= — the kit's cashier for a train order: the traveller's part of the tickets
 * (or of a grab's prepayment), or the difference of a change to a dearer train.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PayPage from '@/components/cashier/pay-page'
import { useFormat } from '@/components/format'
import { payStart } from '../api'
import { useTrainText } from '../components/labels'
import { useTrainOrder } from '../use-order'

function TrainPay() {
  const { t } = useTrainText()
  const f = useFormat()
  const hook = useTrainOrder()
  const o = hook.order
  const note = t(o?.Grab ? 'train:pay.noteGrab' : o?.PayInfo && o.PayInfo.PayFor !== o.OrderNo ? 'train:pay.noteChange' : 'train:pay.note')
  return (
    <PayPage product="Train" order={hook} pay={payStart} note={note}>
      {(order) => {
        const first = order.Tickets[0]
        const grab = order.Grab
        return (
          <View className="pay__seg">
            {first && <Text className="pay__seg-route">{`${first.FromStation.Name} → ${first.ToStation.Name} · ${first.TrainNo}`}</Text>}
            {first && <Text className="pay__seg-meta">{`${f.day(first.DepartDate)} ${first.DepartTime} · ${first.SeatClassName}`}</Text>}
            {grab && <Text className="pay__seg-route">{`${grab.FromStation.Name} → ${grab.ToStation.Name} · ${t('train:grab.title')}`}</Text>}
            {grab && (
              <Text className="pay__seg-meta">
                {grab.Options.map((x) => `${x.TrainNo} ${x.SeatClassName}`)
                  .filter((x, i, a) => a.indexOf(x) === i)
                  .join('、')}
              </Text>
            )}
            <Text className="pay__seg-meta">
              {t('train:pay.travellers', {
                names: [...new Set(order.Tickets.map((x) => x.PassengerName))].join('、') || order.BookerName,
              })}
            </Text>
          </View>
        )
      }}
    </PayPage>
  )
}

export default observer(TrainPay)
