/**
 * Simplified -> Traditional Chinese for the characters that occur in place, airport, carrier,
 * cabin and hotel names. A full converter is not needed for a closed vocabulary like this one.
 */
const PAIRS =
  '广廣庆慶汉漢长長门門岛島郑鄭乌烏鲁魯齐齊尔爾滨濱阳陽连連贵貴宁寧兰蘭庄莊温溫烟煙萨薩丽麗纳納张張银銀无無锡錫临臨济濟' +
  '库庫头頭绵綿义義赣贛泸瀘宾賓运運苏蘇腾騰冲衝万萬云雲盐鹽际際机機场場国國东東兴興宝寶双雙萧蕭禄祿黄黃胶膠凤鳳窝窩' +
  '龙龍吴吳乐樂两兩栎櫟桥橋贡貢洒灑硕碩峡峽启啟遥遙墙牆观觀罗羅粮糧刘劉红紅驼駝许許涟漣华華奥奧凯凱鹏鵬联聯厦廈莱萊' +
  '晋晉湾灣扬揚徕徠图圖经經济濟务務头頭舱艙等等航航公公务務超超值值优優选選惠惠须須实實际際锦錦标標准準价價' +
  '餐餐饮飲无無额額行行李李托託运運费費儿兒童童婴嬰成成人人绍紹达達们們会會员員' +
  // Hotels: brands, areas, rooms, facilities and streets.
  '贸貿关關悦悅园園顿頓设設饭飯纪紀亚亞轩軒枫楓维維来來铂鉑欢歡陆陸静靜枢樞纽紐汇匯滩灘体體车車区區' +
  '诺諾涩澀横橫难難斋齋节節圣聖环環铜銅锣鑼码碼伦倫玛瑪马馬览覽带帶约約时時矶磯旧舊渔漁逊遜气氣镇鎮' +
  '团團单單线線网網络絡厅廳议議电電桩樁疗療楼樓层層级級号號'

const MAP = new Map<string, string>()
for (let i = 0; i + 1 < PAIRS.length; i += 2) if (PAIRS[i] !== PAIRS[i + 1]) MAP.set(PAIRS[i], PAIRS[i + 1])

export function toTraditional(text: string): string {
  let out = ''
  for (const ch of text) out += MAP.get(ch) ?? ch
  return out
}
