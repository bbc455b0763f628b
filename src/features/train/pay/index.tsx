/**
 * /train/pay?orderNo= — the kit's cashier for a train order: the traveller's part of the tickets
 * (or of a grab's prepayment), or the difference of a change to a dearer train.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import Cashier from '@/components/cashier'
import { useFormat } from '@/components/format'
import { replace } from '@/core/navigate'
import { payStart } from '../api'
import { useTrainText } from '../components/labels'
import { useTrainOrder } from '../use-order'

function TrainPay() {
  const { t } = useTrainText()
  const f = useFormat()
  const { orderNo, order, status, load } = useTrainOrder()
  const toOrder = () => void replace('trainOrderDetails', { orderNo })
  const first = order?.Tickets[0]
  const grab = order?.Grab
  return (
    <Page title='train:pay.title' className='pay-page' testId='pay-page'>
      <Cashier
        product='Train'
        orderNo={orderNo}
        order={order}
        status={status}
        load={load}
        pay={payStart}
        note={t(grab ? 'train:pay.noteGrab' : order?.PayInfo && order.PayInfo.PayFor !== order.OrderNo ? 'train:pay.noteChange' : 'train:pay.note')}
        onPaid={toOrder}
        toOrder={toOrder}
        summary={
          order && (
            <View className='pay__seg'>
              {first && <Text className='pay__seg-route'>{`${first.FromStation.Name} → ${first.ToStation.Name} · ${first.TrainNo}`}</Text>}
              {first && <Text className='pay__seg-meta'>{`${f.day(first.DepartDate)} ${first.DepartTime} · ${first.SeatClassName}`}</Text>}
              {grab && <Text className='pay__seg-route'>{`${grab.FromStation.Name} → ${grab.ToStation.Name} · ${t('train:grab.title')}`}</Text>}
              {grab && <Text className='pay__seg-meta'>{grab.Options.map((o) => `${o.TrainNo} ${o.SeatClassName}`).filter((x, i, a) => a.indexOf(x) === i).join('、')}</Text>}
              <Text className='pay__seg-meta'>{t('train:pay.travellers', { names: [...new Set(order.Tickets.map((x) => x.PassengerName))].join('、') || order.BookerName })}</Text>
            </View>
          )
        }
      />
    </Page>
  )
}

export default observer(TrainPay)
