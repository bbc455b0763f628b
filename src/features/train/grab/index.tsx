/** /train/grab — ticket-grabbing for a sold-out class: the same form with alternates and a deadline (booking/form.tsx). */
import TrainOrderForm from '../booking/form'

export default function TrainGrab() {
  return <TrainOrderForm grab />
}
