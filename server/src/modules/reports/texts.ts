/** The reports' column and row words, and the export's headings, in the four languages. */
import { pickRow, type Row } from '../../lib/texts'
import type { Lang } from '../../i18n'

const WORDS: Record<string, Row> = {
  spend: ['消费金额', '消費金額', 'Spend', '支出額'],
  orders: ['订单数', '訂單數', 'Orders', '注文数'],
  avgTicket: ['平均票价', '平均票價', 'Average ticket', '平均運賃'],
  avgNight: ['平均间夜价', '平均間夜價', 'Average room-night', '平均1室1泊'],
  ahead: ['平均提前预订天数', '平均提前預訂天數', 'Days booked ahead', '平均事前予約日数'],
  inPolicy: ['合规率', '合規率', 'In policy', '規程内率'],
  refunds: ['退票/退订', '退票/退訂', 'Refunds', '払戻し'],
  changes: ['改签', '改簽', 'Changes', '変更'],
  afterSaleFees: ['退改费用', '退改費用', 'Refund and change fees', '払戻し・変更手数料'],
  saved: ['节省金额', '節省金額', 'Saved', '節約額'],
  lostReasons: ['超标损失', '超標損失', 'Lost to reason codes', '理由コードによる損失'],
  lostAfterSale: ['退改损失', '退改損失', 'Lost to refunds and changes', '払戻し・変更による損失'],
  share: ['占比', '佔比', 'Share', '構成比'],
  nights: ['间夜数', '間夜數', 'Room-nights', '室泊数'],
  grams: ['碳排放', '碳排放', 'CO₂e', 'CO₂e'],
  avoided: ['以铁代飞减排', '以鐵代飛減排', 'Avoided by rail', '鉄道による削減'],
  avoidedShare: ['减排占比', '減排佔比', 'Share avoided', '削減率'],
  noDepartment: ['未分配部门', '未分配部門', 'No department', '部署なし'],
  otherReason: ['其他（自填）', '其他（自填）', 'Other (typed)', 'その他（自由記入）'],
  unknownCarrier: ['其他', '其他', 'Other', 'その他'],
  total: ['合计', '合計', 'Total', '合計'],
  item: ['项目', '項目', 'Item', '項目'],
  orderNo: ['订单号', '訂單號', 'Order number', '注文番号'],
  product: ['产品', '產品', 'Product', '商品'],
  bookedOn: ['预订日期', '預訂日期', 'Booked on', '予約日'],
  travellers: ['出行人', '出行人', 'Travellers', '旅行者'],
  department: ['部门', '部門', 'Department', '部署'],
  status: ['状态', '狀態', 'Status', '状態'],
  statement: ['月结账单', '月結賬單', 'Monthly statement', '月次明細書'],
  Kpi: ['月度KPI', '月度KPI', 'Monthly KPI', '月次KPI'],
  Savings: ['节省与损失', '節省與損失', 'Savings and loss', '節約と損失'],
  Carriers: ['供应商', '供應商', 'Carriers', 'キャリア'],
  Cities: ['城市消费', '城市消費', 'City consumption', '都市別支出'],
  Reasons: ['原因码分布', '原因碼分佈', 'Reason codes', '理由コード分布'],
  Carbon: ['碳排放', '碳排放', 'Carbon', 'CO₂排出量'],
}

export const reportWord = (key: string, lang: Lang): string => (WORDS[key] ? pickRow(WORDS[key], lang) : key)
