/**
 * The international flight module's reference data, fixed: airports (IATA code, city, country,
 * position, time zone, names in zh-CN, en and ja; zh-TW follows zh-CN converted), the nations
 * a travel document may come from (with the visa reminder's category per destination), and the
 * carriers with their alliances and hubs. schedule.ts builds the timetable from these alone.
 */

/** 'IATA|city code|country|lat|lon|time zone|region|city cn|city en|city ja|airport cn|airport en|airport ja|terminal count' */
const AIRPORT_LINES = `
PEK|BJS|CN|40.08|116.58|Asia/Shanghai|Asia|北京|Beijing|北京|首都国际机场|Capital International|首都国際空港|3
PKX|BJS|CN|39.51|116.41|Asia/Shanghai|Asia|北京|Beijing|北京|大兴国际机场|Daxing International|大興国際空港|1
PVG|SHA|CN|31.14|121.81|Asia/Shanghai|Asia|上海|Shanghai|上海|浦东国际机场|Pudong International|浦東国際空港|2
CAN|CAN|CN|23.39|113.30|Asia/Shanghai|Asia|广州|Guangzhou|広州|白云国际机场|Baiyun International|白雲国際空港|2
SZX|SZX|CN|22.64|113.81|Asia/Shanghai|Asia|深圳|Shenzhen|深セン|宝安国际机场|Bao'an International|宝安国際空港|1
TFU|CTU|CN|30.31|104.44|Asia/Shanghai|Asia|成都|Chengdu|成都|天府国际机场|Tianfu International|天府国際空港|2
CKG|CKG|CN|29.72|106.64|Asia/Shanghai|Asia|重庆|Chongqing|重慶|江北国际机场|Jiangbei International|江北国際空港|3
HGH|HGH|CN|30.23|120.43|Asia/Shanghai|Asia|杭州|Hangzhou|杭州|萧山国际机场|Xiaoshan International|蕭山国際空港|2
XMN|XMN|CN|24.54|118.13|Asia/Shanghai|Asia|厦门|Xiamen|アモイ|高崎国际机场|Gaoqi International|高崎国際空港|2
KMG|KMG|CN|25.10|102.93|Asia/Shanghai|Asia|昆明|Kunming|昆明|长水国际机场|Changshui International|長水国際空港|1
XIY|SIA|CN|34.45|108.75|Asia/Shanghai|Asia|西安|Xi'an|西安|咸阳国际机场|Xianyang International|咸陽国際空港|3
NKG|NKG|CN|31.74|118.86|Asia/Shanghai|Asia|南京|Nanjing|南京|禄口国际机场|Lukou International|禄口国際空港|2
TAO|TAO|CN|36.36|120.09|Asia/Shanghai|Asia|青岛|Qingdao|青島|胶东国际机场|Jiaodong International|膠東国際空港|1
HKG|HKG|HK|22.31|113.92|Asia/Hong_Kong|Asia|香港|Hong Kong|香港|香港国际机场|Hong Kong International|香港国際空港|2
MFM|MFM|MO|22.15|113.59|Asia/Macau|Asia|澳门|Macau|マカオ|澳门国际机场|Macau International|マカオ国際空港|1
TPE|TPE|TW|25.08|121.23|Asia/Taipei|Asia|台北|Taipei|台北|桃园国际机场|Taoyuan International|桃園国際空港|2
NRT|TYO|JP|35.77|140.39|Asia/Tokyo|Asia|东京|Tokyo|東京|成田国际机场|Narita International|成田国際空港|3
HND|TYO|JP|35.55|139.78|Asia/Tokyo|Asia|东京|Tokyo|東京|羽田机场|Haneda|羽田空港|3
KIX|OSA|JP|34.43|135.24|Asia/Tokyo|Asia|大阪|Osaka|大阪|关西国际机场|Kansai International|関西国際空港|2
NGO|NGO|JP|34.86|136.81|Asia/Tokyo|Asia|名古屋|Nagoya|名古屋|中部国际机场|Chubu Centrair|中部国際空港|2
FUK|FUK|JP|33.59|130.45|Asia/Tokyo|Asia|福冈|Fukuoka|福岡|福冈机场|Fukuoka|福岡空港|1
CTS|SPK|JP|42.78|141.69|Asia/Tokyo|Asia|札幌|Sapporo|札幌|新千岁机场|New Chitose|新千歳空港|1
OKA|OKA|JP|26.20|127.65|Asia/Tokyo|Asia|冲绳|Okinawa|沖縄|那霸机场|Naha|那覇空港|1
ICN|SEL|KR|37.46|126.44|Asia/Seoul|Asia|首尔|Seoul|ソウル|仁川国际机场|Incheon International|仁川国際空港|2
GMP|SEL|KR|37.56|126.79|Asia/Seoul|Asia|首尔|Seoul|ソウル|金浦国际机场|Gimpo International|金浦国際空港|1
PUS|PUS|KR|35.18|128.94|Asia/Seoul|Asia|釜山|Busan|釜山|金海国际机场|Gimhae International|金海国際空港|1
SIN|SIN|SG|1.36|103.99|Asia/Singapore|Asia|新加坡|Singapore|シンガポール|樟宜机场|Changi|チャンギ空港|4
BKK|BKK|TH|13.69|100.75|Asia/Bangkok|Asia|曼谷|Bangkok|バンコク|素万那普机场|Suvarnabhumi|スワンナプーム空港|1
HKT|HKT|TH|8.11|98.31|Asia/Bangkok|Asia|普吉|Phuket|プーケット|普吉国际机场|Phuket International|プーケット国際空港|1
KUL|KUL|MY|2.75|101.71|Asia/Kuala_Lumpur|Asia|吉隆坡|Kuala Lumpur|クアラルンプール|吉隆坡国际机场|Kuala Lumpur International|クアラルンプール国際空港|2
CGK|JKT|ID|-6.13|106.66|Asia/Jakarta|Asia|雅加达|Jakarta|ジャカルタ|苏加诺-哈达国际机场|Soekarno-Hatta International|スカルノ・ハッタ国際空港|3
DPS|DPS|ID|-8.75|115.17|Asia/Makassar|Asia|巴厘岛|Bali|バリ|伍拉·赖国际机场|Ngurah Rai International|ングラ・ライ国際空港|1
MNL|MNL|PH|14.51|121.02|Asia/Manila|Asia|马尼拉|Manila|マニラ|尼诺伊·阿基诺国际机场|Ninoy Aquino International|ニノイ・アキノ国際空港|3
SGN|SGN|VN|10.82|106.66|Asia/Ho_Chi_Minh|Asia|胡志明市|Ho Chi Minh City|ホーチミン|新山一国际机场|Tan Son Nhat International|タンソンニャット国際空港|1
HAN|HAN|VN|21.22|105.81|Asia/Ho_Chi_Minh|Asia|河内|Hanoi|ハノイ|内排国际机场|Noi Bai International|ノイバイ国際空港|1
PNH|PNH|KH|11.55|104.84|Asia/Phnom_Penh|Asia|金边|Phnom Penh|プノンペン|德崇国际机场|Techo International|テチョ国際空港|1
DEL|DEL|IN|28.56|77.10|Asia/Kolkata|Asia|新德里|New Delhi|ニューデリー|英迪拉·甘地国际机场|Indira Gandhi International|インディラ・ガンディー国際空港|2
BOM|BOM|IN|19.09|72.87|Asia/Kolkata|Asia|孟买|Mumbai|ムンバイ|贾特拉帕蒂·希瓦吉国际机场|Chhatrapati Shivaji International|チャトラパティ・シヴァージー国際空港|1
CMB|CMB|LK|7.18|79.88|Asia/Colombo|Asia|科伦坡|Colombo|コロンボ|班达拉奈克国际机场|Bandaranaike International|バンダラナイケ国際空港|1
MLE|MLE|MV|4.19|73.53|Indian/Maldives|Asia|马累|Male|マレ|维拉纳国际机场|Velana International|ヴェラナ国際空港|1
KTM|KTM|NP|27.70|85.36|Asia/Kathmandu|Asia|加德满都|Kathmandu|カトマンズ|特里布万国际机场|Tribhuvan International|トリブバン国際空港|1
ALA|ALA|KZ|43.35|77.04|Asia/Almaty|Asia|阿拉木图|Almaty|アルマトイ|阿拉木图国际机场|Almaty International|アルマトイ国際空港|1
DXB|DXB|AE|25.25|55.36|Asia/Dubai|MiddleEast|迪拜|Dubai|ドバイ|迪拜国际机场|Dubai International|ドバイ国際空港|3
AUH|AUH|AE|24.43|54.65|Asia/Dubai|MiddleEast|阿布扎比|Abu Dhabi|アブダビ|扎耶德国际机场|Zayed International|ザイード国際空港|1
DOH|DOH|QA|25.27|51.61|Asia/Qatar|MiddleEast|多哈|Doha|ドーハ|哈马德国际机场|Hamad International|ハマド国際空港|1
IST|IST|TR|41.26|28.74|Europe/Istanbul|MiddleEast|伊斯坦布尔|Istanbul|イスタンブール|伊斯坦布尔机场|Istanbul Airport|イスタンブール空港|1
RUH|RUH|SA|24.96|46.70|Asia/Riyadh|MiddleEast|利雅得|Riyadh|リヤド|哈立德国王国际机场|King Khalid International|キング・ハーリド国際空港|4
LHR|LON|GB|51.47|-0.45|Europe/London|Europe|伦敦|London|ロンドン|希思罗机场|Heathrow|ヒースロー空港|4
LGW|LON|GB|51.15|-0.19|Europe/London|Europe|伦敦|London|ロンドン|盖特威克机场|Gatwick|ガトウィック空港|2
MAN|MAN|GB|53.35|-2.28|Europe/London|Europe|曼彻斯特|Manchester|マンチェスター|曼彻斯特机场|Manchester|マンチェスター空港|3
CDG|PAR|FR|49.01|2.55|Europe/Paris|Europe|巴黎|Paris|パリ|戴高乐机场|Charles de Gaulle|シャルル・ド・ゴール空港|3
FRA|FRA|DE|50.04|8.56|Europe/Berlin|Europe|法兰克福|Frankfurt|フランクフルト|法兰克福机场|Frankfurt|フランクフルト空港|2
MUC|MUC|DE|48.35|11.79|Europe/Berlin|Europe|慕尼黑|Munich|ミュンヘン|慕尼黑机场|Munich|ミュンヘン空港|2
BER|BER|DE|52.37|13.50|Europe/Berlin|Europe|柏林|Berlin|ベルリン|勃兰登堡机场|Brandenburg|ブランデンブルク空港|2
AMS|AMS|NL|52.31|4.76|Europe/Amsterdam|Europe|阿姆斯特丹|Amsterdam|アムステルダム|史基浦机场|Schiphol|スキポール空港|1
BRU|BRU|BE|50.90|4.48|Europe/Brussels|Europe|布鲁塞尔|Brussels|ブリュッセル|布鲁塞尔机场|Brussels|ブリュッセル空港|1
ZRH|ZRH|CH|47.46|8.55|Europe/Zurich|Europe|苏黎世|Zurich|チューリッヒ|苏黎世机场|Zurich|チューリッヒ空港|1
GVA|GVA|CH|46.24|6.11|Europe/Zurich|Europe|日内瓦|Geneva|ジュネーブ|日内瓦机场|Geneva|ジュネーブ空港|1
VIE|VIE|AT|48.11|16.57|Europe/Vienna|Europe|维也纳|Vienna|ウィーン|维也纳国际机场|Vienna International|ウィーン国際空港|1
MAD|MAD|ES|40.49|-3.57|Europe/Madrid|Europe|马德里|Madrid|マドリード|巴拉哈斯机场|Barajas|バラハス空港|4
BCN|BCN|ES|41.30|2.08|Europe/Madrid|Europe|巴塞罗那|Barcelona|バルセロナ|埃尔普拉特机场|El Prat|エル・プラット空港|2
FCO|ROM|IT|41.80|12.25|Europe/Rome|Europe|罗马|Rome|ローマ|菲乌米奇诺机场|Fiumicino|フィウミチーノ空港|3
MXP|MIL|IT|45.63|8.72|Europe/Rome|Europe|米兰|Milan|ミラノ|马尔彭萨机场|Malpensa|マルペンサ空港|2
LIS|LIS|PT|38.77|-9.13|Europe/Lisbon|Europe|里斯本|Lisbon|リスボン|里斯本机场|Lisbon Humberto Delgado|リスボン空港|2
DUB|DUB|IE|53.42|-6.27|Europe/Dublin|Europe|都柏林|Dublin|ダブリン|都柏林机场|Dublin|ダブリン空港|2
CPH|CPH|DK|55.62|12.65|Europe/Copenhagen|Europe|哥本哈根|Copenhagen|コペンハーゲン|凯斯楚普机场|Kastrup|カストラップ空港|1
ARN|STO|SE|59.65|17.92|Europe/Stockholm|Europe|斯德哥尔摩|Stockholm|ストックホルム|阿兰达机场|Arlanda|アーランダ空港|2
OSL|OSL|NO|60.19|11.10|Europe/Oslo|Europe|奥斯陆|Oslo|オスロ|加勒穆恩机场|Gardermoen|ガーデモエン空港|1
HEL|HEL|FI|60.32|24.96|Europe/Helsinki|Europe|赫尔辛基|Helsinki|ヘルシンキ|万塔机场|Vantaa|ヴァンター空港|2
WAW|WAW|PL|52.17|20.97|Europe/Warsaw|Europe|华沙|Warsaw|ワルシャワ|肖邦机场|Chopin|ショパン空港|1
PRG|PRG|CZ|50.10|14.26|Europe/Prague|Europe|布拉格|Prague|プラハ|哈维尔机场|Vaclav Havel|ヴァーツラフ・ハヴェル空港|2
BUD|BUD|HU|47.44|19.26|Europe/Budapest|Europe|布达佩斯|Budapest|ブダペスト|李斯特机场|Liszt Ferenc|リスト・フェレンツ空港|2
ATH|ATH|GR|37.94|23.94|Europe/Athens|Europe|雅典|Athens|アテネ|雅典国际机场|Athens International|アテネ国際空港|1
SVO|MOW|RU|55.97|37.41|Europe/Moscow|Europe|莫斯科|Moscow|モスクワ|谢列梅捷沃机场|Sheremetyevo|シェレメーチエヴォ空港|3
JFK|NYC|US|40.64|-73.78|America/New_York|America|纽约|New York|ニューヨーク|肯尼迪国际机场|John F. Kennedy International|ジョン・F・ケネディ国際空港|4
EWR|NYC|US|40.69|-74.17|America/New_York|America|纽约|New York|ニューヨーク|纽瓦克国际机场|Newark Liberty International|ニューアーク国際空港|3
BOS|BOS|US|42.36|-71.01|America/New_York|America|波士顿|Boston|ボストン|洛根国际机场|Logan International|ローガン国際空港|3
IAD|WAS|US|38.95|-77.46|America/New_York|America|华盛顿|Washington|ワシントン|杜勒斯国际机场|Dulles International|ダレス国際空港|1
ATL|ATL|US|33.64|-84.43|America/New_York|America|亚特兰大|Atlanta|アトランタ|哈茨菲尔德-杰克逊国际机场|Hartsfield-Jackson International|ハーツフィールド・ジャクソン国際空港|2
ORD|CHI|US|41.98|-87.90|America/Chicago|America|芝加哥|Chicago|シカゴ|奥黑尔国际机场|O'Hare International|オヘア国際空港|4
DFW|DFW|US|32.90|-97.04|America/Chicago|America|达拉斯|Dallas|ダラス|达拉斯-沃斯堡国际机场|Dallas/Fort Worth International|ダラス・フォートワース国際空港|4
SEA|SEA|US|47.45|-122.31|America/Los_Angeles|America|西雅图|Seattle|シアトル|西雅图-塔科马国际机场|Seattle-Tacoma International|シアトル・タコマ国際空港|1
SFO|SFO|US|37.62|-122.38|America/Los_Angeles|America|旧金山|San Francisco|サンフランシスコ|旧金山国际机场|San Francisco International|サンフランシスコ国際空港|3
LAX|LAX|US|33.94|-118.41|America/Los_Angeles|America|洛杉矶|Los Angeles|ロサンゼルス|洛杉矶国际机场|Los Angeles International|ロサンゼルス国際空港|4
HNL|HNL|US|21.32|-157.92|Pacific/Honolulu|Oceania|檀香山|Honolulu|ホノルル|檀香山国际机场|Daniel K. Inouye International|ダニエル・K・イノウエ国際空港|2
YVR|YVR|CA|49.19|-123.18|America/Vancouver|America|温哥华|Vancouver|バンクーバー|温哥华国际机场|Vancouver International|バンクーバー国際空港|1
YYZ|YTO|CA|43.68|-79.63|America/Toronto|America|多伦多|Toronto|トロント|皮尔逊国际机场|Pearson International|ピアソン国際空港|2
MEX|MEX|MX|19.44|-99.07|America/Mexico_City|America|墨西哥城|Mexico City|メキシコシティ|贝尼托·华雷斯国际机场|Benito Juarez International|ベニート・フアレス国際空港|2
GRU|SAO|BR|-23.43|-46.47|America/Sao_Paulo|America|圣保罗|Sao Paulo|サンパウロ|瓜鲁柳斯国际机场|Guarulhos International|グアルーリョス国際空港|3
SCL|SCL|CL|-33.39|-70.79|America/Santiago|America|圣地亚哥|Santiago|サンティアゴ|阿图罗·梅里诺·贝尼特斯国际机场|Arturo Merino Benitez International|アルトゥーロ・メリノ・ベニテス国際空港|2
SYD|SYD|AU|-33.94|151.18|Australia/Sydney|Oceania|悉尼|Sydney|シドニー|金斯福德·史密斯机场|Kingsford Smith|キングスフォード・スミス空港|3
MEL|MEL|AU|-37.67|144.84|Australia/Melbourne|Oceania|墨尔本|Melbourne|メルボルン|墨尔本机场|Melbourne Tullamarine|メルボルン空港|4
BNE|BNE|AU|-27.38|153.12|Australia/Brisbane|Oceania|布里斯班|Brisbane|ブリスベン|布里斯班机场|Brisbane|ブリスベン空港|2
PER|PER|AU|-31.94|115.97|Australia/Perth|Oceania|珀斯|Perth|パース|珀斯机场|Perth|パース空港|4
AKL|AKL|NZ|-37.01|174.79|Pacific/Auckland|Oceania|奥克兰|Auckland|オークランド|奥克兰机场|Auckland|オークランド空港|2
CHC|CHC|NZ|-43.49|172.53|Pacific/Auckland|Oceania|基督城|Christchurch|クライストチャーチ|基督城国际机场|Christchurch International|クライストチャーチ国際空港|1
NAN|NAN|FJ|-17.76|177.44|Pacific/Fiji|Oceania|楠迪|Nadi|ナンディ|楠迪国际机场|Nadi International|ナンディ国際空港|1
JNB|JNB|ZA|-26.14|28.25|Africa/Johannesburg|Africa|约翰内斯堡|Johannesburg|ヨハネスブルグ|奥利弗·坦博国际机场|O. R. Tambo International|O・R・タンボ国際空港|2
ADD|ADD|ET|8.98|38.80|Africa/Addis_Ababa|Africa|亚的斯亚贝巴|Addis Ababa|アディスアベバ|博莱国际机场|Bole International|ボレ国際空港|2
NBO|NBO|KE|-1.32|36.93|Africa/Nairobi|Africa|内罗毕|Nairobi|ナイロビ|乔莫·肯雅塔国际机场|Jomo Kenyatta International|ジョモ・ケニヤッタ国際空港|1
CAI|CAI|EG|30.12|31.41|Africa/Cairo|Africa|开罗|Cairo|カイロ|开罗国际机场|Cairo International|カイロ国際空港|3
`

export interface AirportDef {
  code: string
  city: string
  country: string
  lat: number
  lon: number
  tz: string
  region: string
  cityCn: string
  cityEn: string
  cityJa: string
  nameCn: string
  nameEn: string
  nameJa: string
  terminals: number
}

export const AIRPORTS: readonly AirportDef[] = AIRPORT_LINES.trim()
  .split('\n')
  .map((line) => {
    const [code, city, country, lat, lon, tz, region, cityCn, cityEn, cityJa, nameCn, nameEn, nameJa, terminals] = line.split('|')
    return { code, city, country, lat: Number(lat), lon: Number(lon), tz, region, cityCn, cityEn, cityJa, nameCn, nameEn, nameJa, terminals: Number(terminals) }
  })

/** Airports travellers pick first in the city list. */
export const HOT_AIRPORTS = ['PVG', 'PEK', 'CAN', 'HKG', 'NRT', 'ICN', 'SIN', 'BKK', 'LHR', 'FRA', 'CDG', 'JFK', 'LAX', 'SYD', 'DXB']

/**
 * Visa categories of destination countries for holders of a mainland Chinese passport, in plain
 * words (texts.ts): 'VisaFree' (up to 30 days or more for business), 'Eta' (an online travel
 * authorisation first), 'OnArrival', 'Schengen', 'Visa' (apply at the consulate), 'Home' (no
 * document check beyond the passport or pass).
 */
export type VisaKind = 'Home' | 'Pass' | 'VisaFree' | 'Eta' | 'OnArrival' | 'Schengen' | 'Visa'

/** 'ISO|cn|en|ja|dial code|visa kind|currency' */
const NATION_LINES = `
CN|中国|China|中国|86|Home|CNY
HK|中国香港|Hong Kong, China|中国香港|852|Pass|HKD
MO|中国澳门|Macau, China|中国マカオ|853|Pass|HKD
TW|中国台湾|Taiwan, China|中国台湾|886|Pass|TWD
JP|日本|Japan|日本|81|VisaFree|JPY
KR|韩国|South Korea|韓国|82|VisaFree|KRW
SG|新加坡|Singapore|シンガポール|65|VisaFree|SGD
TH|泰国|Thailand|タイ|66|VisaFree|THB
MY|马来西亚|Malaysia|マレーシア|60|VisaFree|USD
ID|印度尼西亚|Indonesia|インドネシア|62|OnArrival|USD
PH|菲律宾|Philippines|フィリピン|63|Visa|USD
VN|越南|Vietnam|ベトナム|84|Eta|USD
KH|柬埔寨|Cambodia|カンボジア|855|OnArrival|USD
IN|印度|India|インド|91|Eta|USD
LK|斯里兰卡|Sri Lanka|スリランカ|94|Eta|USD
MV|马尔代夫|Maldives|モルディブ|960|VisaFree|USD
NP|尼泊尔|Nepal|ネパール|977|OnArrival|USD
KZ|哈萨克斯坦|Kazakhstan|カザフスタン|7|VisaFree|USD
AE|阿联酋|United Arab Emirates|アラブ首長国連邦|971|VisaFree|USD
QA|卡塔尔|Qatar|カタール|974|VisaFree|USD
SA|沙特阿拉伯|Saudi Arabia|サウジアラビア|966|Eta|USD
TR|土耳其|Turkey|トルコ|90|Eta|EUR
GB|英国|United Kingdom|イギリス|44|Visa|GBP
FR|法国|France|フランス|33|Schengen|EUR
DE|德国|Germany|ドイツ|49|Schengen|EUR
NL|荷兰|Netherlands|オランダ|31|Schengen|EUR
BE|比利时|Belgium|ベルギー|32|Schengen|EUR
CH|瑞士|Switzerland|スイス|41|Schengen|CHF
AT|奥地利|Austria|オーストリア|43|Schengen|EUR
ES|西班牙|Spain|スペイン|34|Schengen|EUR
IT|意大利|Italy|イタリア|39|Schengen|EUR
PT|葡萄牙|Portugal|ポルトガル|351|Schengen|EUR
IE|爱尔兰|Ireland|アイルランド|353|Visa|EUR
DK|丹麦|Denmark|デンマーク|45|Schengen|EUR
SE|瑞典|Sweden|スウェーデン|46|Schengen|EUR
NO|挪威|Norway|ノルウェー|47|Schengen|EUR
FI|芬兰|Finland|フィンランド|358|Schengen|EUR
PL|波兰|Poland|ポーランド|48|Schengen|EUR
CZ|捷克|Czech Republic|チェコ|420|Schengen|EUR
HU|匈牙利|Hungary|ハンガリー|36|Schengen|EUR
GR|希腊|Greece|ギリシャ|30|Schengen|EUR
RU|俄罗斯|Russia|ロシア|7|Visa|RUB
US|美国|United States|アメリカ|1|Visa|USD
CA|加拿大|Canada|カナダ|1|Visa|CAD
MX|墨西哥|Mexico|メキシコ|52|Visa|USD
BR|巴西|Brazil|ブラジル|55|Visa|USD
CL|智利|Chile|チリ|56|Visa|USD
AU|澳大利亚|Australia|オーストラリア|61|Visa|AUD
NZ|新西兰|New Zealand|ニュージーランド|64|Visa|NZD
FJ|斐济|Fiji|フィジー|679|VisaFree|AUD
ZA|南非|South Africa|南アフリカ|27|Visa|USD
ET|埃塞俄比亚|Ethiopia|エチオピア|251|Eta|USD
KE|肯尼亚|Kenya|ケニア|254|Eta|USD
EG|埃及|Egypt|エジプト|20|OnArrival|USD
`

export interface NationDef {
  code: string
  cn: string
  en: string
  ja: string
  dial: string
  visa: VisaKind
  /** The currency fares from the country are filed in (docs/intl-flights.md#prices). */
  currency: string
}

export const NATIONS: readonly NationDef[] = NATION_LINES.trim()
  .split('\n')
  .map((line) => {
    const [code, cn, en, ja, dial, visa, currency] = line.split('|')
    return { code, cn, en, ja, dial, visa: visa as VisaKind, currency }
  })

/** 'code|cn|en|ja|alliance|hubs (space separated)|aircraft long haul|aircraft short haul' */
const CARRIER_LINES = `
CA|中国国际航空|Air China|中国国際航空|StarAlliance|PEK PVG TFU|B777-300ER|A321
MU|中国东方航空|China Eastern Airlines|中国東方航空|SkyTeam|PVG KMG XIY|A350-900|A320
CZ|中国南方航空|China Southern Airlines|中国南方航空|None|CAN PKX|B787-9|A321
HU|海南航空|Hainan Airlines|海南航空|None|PEK SZX|B787-9|B737-800
MF|厦门航空|XiamenAir|厦門航空|SkyTeam|XMN|B787-9|B737-800
CX|国泰航空|Cathay Pacific|キャセイパシフィック航空|Oneworld|HKG|A350-1000|A330-300
CI|中华航空|China Airlines|チャイナエアライン|SkyTeam|TPE|A350-900|A321
NH|全日空|All Nippon Airways|全日空|StarAlliance|NRT HND|B787-9|B767-300
JL|日本航空|Japan Airlines|日本航空|Oneworld|HND NRT|A350-1000|B737-800
KE|大韩航空|Korean Air|大韓航空|SkyTeam|ICN|B777-300ER|A321neo
OZ|韩亚航空|Asiana Airlines|アシアナ航空|StarAlliance|ICN|A350-900|A321
SQ|新加坡航空|Singapore Airlines|シンガポール航空|StarAlliance|SIN|A350-900|B737 MAX 8
TG|泰国国际航空|Thai Airways|タイ国際航空|StarAlliance|BKK|B787-9|A320
MH|马来西亚航空|Malaysia Airlines|マレーシア航空|Oneworld|KUL|A350-900|B737-800
VN|越南航空|Vietnam Airlines|ベトナム航空|SkyTeam|SGN HAN|B787-10|A321
GA|印尼鹰航|Garuda Indonesia|ガルーダ・インドネシア航空|SkyTeam|CGK|A330-900|B737-800
AI|印度航空|Air India|エア・インディア|StarAlliance|DEL BOM|B777-300ER|A320neo
UL|斯里兰卡航空|SriLankan Airlines|スリランカ航空|Oneworld|CMB|A330-300|A320
EK|阿联酋航空|Emirates|エミレーツ航空|None|DXB|A380-800|B777-300ER
EY|阿提哈德航空|Etihad Airways|エティハド航空|None|AUH|B787-10|A321
QR|卡塔尔航空|Qatar Airways|カタール航空|Oneworld|DOH|A350-1000|A320
TK|土耳其航空|Turkish Airlines|ターキッシュ エアラインズ|StarAlliance|IST|A350-900|A321neo
SV|沙特阿拉伯航空|Saudia|サウディア|SkyTeam|RUH|B787-10|A320neo
BA|英国航空|British Airways|ブリティッシュ・エアウェイズ|Oneworld|LHR|B777-300ER|A320
AF|法国航空|Air France|エールフランス航空|SkyTeam|CDG|B777-300ER|A220-300
KL|荷兰皇家航空|KLM Royal Dutch Airlines|KLMオランダ航空|SkyTeam|AMS|B787-10|B737-800
LH|汉莎航空|Lufthansa|ルフトハンザドイツ航空|StarAlliance|FRA MUC|A350-900|A320neo
LX|瑞士国际航空|Swiss International Air Lines|スイス インターナショナル エアラインズ|StarAlliance|ZRH|B777-300ER|A220-300
OS|奥地利航空|Austrian Airlines|オーストリア航空|StarAlliance|VIE|B767-300ER|A320
SK|北欧航空|SAS Scandinavian Airlines|スカンジナビア航空|SkyTeam|CPH ARN|A350-900|A320neo
AY|芬兰航空|Finnair|フィンランド航空|Oneworld|HEL|A350-900|A321
LO|波兰航空|LOT Polish Airlines|LOTポーランド航空|StarAlliance|WAW|B787-9|E195
IB|西班牙国家航空|Iberia|イベリア航空|Oneworld|MAD|A350-900|A321neo
TP|葡萄牙航空|TAP Air Portugal|TAPポルトガル航空|StarAlliance|LIS|A330-900|A320neo
SU|俄罗斯航空|Aeroflot|アエロフロート・ロシア航空|None|SVO|A350-900|SSJ100
UA|美国联合航空|United Airlines|ユナイテッド航空|StarAlliance|SFO ORD EWR IAD|B787-10|B737-900
DL|达美航空|Delta Air Lines|デルタ航空|SkyTeam|ATL JFK LAX SEA|A350-900|A321
AA|美国航空|American Airlines|アメリカン航空|Oneworld|DFW JFK LAX|B777-300ER|A321
AC|加拿大航空|Air Canada|エア・カナダ|StarAlliance|YYZ YVR|B787-9|A220-300
AM|墨西哥国际航空|Aeromexico|アエロメヒコ航空|SkyTeam|MEX|B787-9|B737 MAX 8
LA|南美航空|LATAM Airlines|LATAM航空|None|GRU SCL|B787-9|A320
QF|澳洲航空|Qantas|カンタス航空|Oneworld|SYD MEL|A380-800|B737-800
NZ|新西兰航空|Air New Zealand|ニュージーランド航空|StarAlliance|AKL|B787-9|A320neo
FJ|斐济航空|Fiji Airways|フィジー・エアウェイズ|Oneworld|NAN|A350-900|B737 MAX 8
ET|埃塞俄比亚航空|Ethiopian Airlines|エチオピア航空|StarAlliance|ADD|A350-900|B737-800
KQ|肯尼亚航空|Kenya Airways|ケニア航空|SkyTeam|NBO|B787-8|E190
SA|南非航空|South African Airways|南アフリカ航空|None|JNB|A350-900|A320
MS|埃及航空|EgyptAir|エジプト航空|StarAlliance|CAI|B787-9|A320neo
`

export interface CarrierDef {
  code: string
  cn: string
  en: string
  ja: string
  alliance: 'StarAlliance' | 'SkyTeam' | 'Oneworld' | 'None'
  hubs: string[]
  longHaul: string
  shortHaul: string
}

export const CARRIERS: readonly CarrierDef[] = CARRIER_LINES.trim()
  .split('\n')
  .map((line) => {
    const [code, cn, en, ja, alliance, hubs, longHaul, shortHaul] = line.split('|')
    return { code, cn, en, ja, alliance: alliance as CarrierDef['alliance'], hubs: hubs.split(' '), longHaul, shortHaul }
  })

/**
 * Taxes and charges per departure (CNY fen) by the departure country: airport and security fees
 * as the country levies them (a rough level; the rest of the world 'XX').
 */
export const DEPARTURE_TAX: Readonly<Record<string, number>> = {
  CN: 9_000,
  HK: 12_000,
  MO: 10_000,
  TW: 10_000,
  JP: 18_000,
  KR: 16_000,
  SG: 30_000,
  TH: 22_000,
  GB: 95_000,
  FR: 52_000,
  DE: 48_000,
  NL: 45_000,
  US: 42_000,
  CA: 38_000,
  AU: 56_000,
  NZ: 42_000,
  AE: 30_000,
  QA: 26_000,
  TR: 20_000,
  XX: 25_000,
}
