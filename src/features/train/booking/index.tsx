/** /train/bookDetails — booking the chosen train and class (booking/form.tsx). */
import TrainOrderForm from './form'

export default function TrainBooking() {
  return <TrainOrderForm grab={false} />
}
