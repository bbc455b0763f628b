/**
 * The cities with hotels. Domestic ones take their names and pinyin from the shared place list
 * (services/places) and add what only hotels need: the city tier of the travel standard (1–4),
 * the centre, the telephone area code and how dear the city's hotels are. Abroad: the shared
 * world cities (services/places/world-cities.ts) and their price level.
 *
 * Price level: 1 = a tier-2 Chinese city; hotel prices scale with it (pricing.ts).
 */

/** [city code, tier, centre lat, centre lon, area code, price level, hot] */
export type DomesticCityRow = [string, 1 | 2 | 3 | 4, number, number, string, number, boolean]

export const DOMESTIC_CITIES: DomesticCityRow[] = [
  ['BJS', 1, 39.91, 116.4, '010', 1.35, true],
  ['SHA', 1, 31.23, 121.47, '021', 1.35, true],
  ['CAN', 1, 23.13, 113.26, '020', 1.2, true],
  ['SZX', 1, 22.54, 114.06, '0755', 1.25, true],
  ['CTU', 2, 30.66, 104.07, '028', 0.95, true],
  ['HGH', 2, 30.27, 120.16, '0571', 1.1, true],
  ['CKG', 2, 29.56, 106.55, '023', 0.9, true],
  ['WUH', 2, 30.59, 114.31, '027', 0.9, true],
  ['XIY', 2, 34.26, 108.94, '029', 0.9, true],
  ['NKG', 2, 32.06, 118.8, '025', 1, true],
  ['CSX', 2, 28.23, 112.94, '0731', 0.85, false],
  ['TSN', 2, 39.13, 117.2, '022', 0.9, false],
  ['CGO', 2, 34.75, 113.63, '0371', 0.85, false],
  ['TAO', 2, 36.07, 120.38, '0532', 0.95, false],
  ['XMN', 2, 24.48, 118.09, '0592', 1.05, true],
  ['SHE', 2, 41.8, 123.43, '024', 0.8, false],
  ['DLC', 2, 38.91, 121.61, '0411', 0.85, false],
  ['NGB', 2, 29.87, 121.55, '0574', 0.95, false],
  ['KMG', 2, 25.04, 102.71, '0871', 0.85, false],
  ['HFE', 2, 31.82, 117.23, '0551', 0.85, false],
  ['FOC', 2, 26.07, 119.3, '0591', 0.85, false],
  ['TNA', 2, 36.65, 117.12, '0531', 0.85, false],
  ['HRB', 3, 45.8, 126.53, '0451', 0.8, false],
  ['CGQ', 3, 43.82, 125.32, '0431', 0.75, false],
  ['SJW', 3, 38.04, 114.51, '0311', 0.75, false],
  ['TYN', 3, 37.87, 112.55, '0351', 0.75, false],
  ['NNG', 3, 22.82, 108.37, '0771', 0.75, false],
  ['KWE', 3, 26.65, 106.63, '0851', 0.75, false],
  ['KHN', 3, 28.68, 115.86, '0791', 0.75, false],
  ['WUX', 3, 31.49, 120.31, '0510', 0.85, false],
  ['WNZ', 3, 28.0, 120.67, '0577', 0.8, false],
  ['URC', 3, 43.83, 87.62, '0991', 0.8, false],
  ['LHW', 3, 36.06, 103.83, '0931', 0.7, false],
  ['HET', 3, 40.84, 111.75, '0471', 0.7, false],
  ['HAK', 3, 20.04, 110.34, '0898', 0.9, false],
  ['SYX', 3, 18.25, 109.51, '0898', 1.5, true],
  ['ZUH', 3, 22.27, 113.58, '0756', 0.95, false],
  ['YNT', 3, 37.46, 121.45, '0535', 0.75, false],
  ['JJN', 3, 24.87, 118.68, '0595', 0.75, false],
  ['KWL', 4, 25.27, 110.29, '0773', 0.75, false],
  ['LJG', 4, 26.87, 100.23, '0888', 0.95, false],
  ['INC', 4, 38.49, 106.23, '0951', 0.7, false],
  ['XNN', 4, 36.62, 101.78, '0971', 0.7, false],
  ['LXA', 4, 29.65, 91.12, '0891', 0.9, false],
  ['JHG', 4, 22.01, 100.8, '0691', 0.85, false],
]

/** [world city code, price level, hot] */
export const INTL_CITIES: [string, number, boolean][] = [
  ['TYO', 1.45, true],
  ['OSA', 1.25, true],
  ['SEL', 1.2, true],
  ['SIN', 1.7, true],
  ['BKK', 0.75, true],
  ['HKG', 1.6, true],
  ['TPE', 1.1, false],
  ['KUL', 0.7, false],
  ['SYD', 1.6, false],
  ['LON', 2.0, true],
  ['PAR', 2.0, true],
  ['FRA', 1.5, false],
  ['MUC', 1.5, false],
  ['AMS', 1.8, false],
  ['NYC', 2.3, true],
  ['LAX', 1.8, false],
  ['SFO', 2.0, false],
  ['DXB', 1.4, false],
  ['YTO', 1.5, false],
  ['YVR', 1.5, false],
]

/**
 * CNY per unit of each hotel currency: a fixed table (docs/data.md), so prices abroad are
 * reproducible; and the currency's minor units per unit (ISO 4217 exponent).
 */
export const EXCHANGE: Record<string, { rate: number; exponent: number; roundTo: number }> = {
  CNY: { rate: 1, exponent: 2, roundTo: 1 },
  JPY: { rate: 0.0475, exponent: 0, roundTo: 100 },
  KRW: { rate: 0.0052, exponent: 0, roundTo: 1000 },
  SGD: { rate: 5.4, exponent: 2, roundTo: 1 },
  THB: { rate: 0.205, exponent: 2, roundTo: 10 },
  HKD: { rate: 0.925, exponent: 2, roundTo: 10 },
  TWD: { rate: 0.225, exponent: 2, roundTo: 10 },
  MYR: { rate: 1.58, exponent: 2, roundTo: 1 },
  AUD: { rate: 4.7, exponent: 2, roundTo: 1 },
  GBP: { rate: 9.15, exponent: 2, roundTo: 1 },
  EUR: { rate: 7.8, exponent: 2, roundTo: 1 },
  USD: { rate: 7.2, exponent: 2, roundTo: 1 },
  AED: { rate: 1.96, exponent: 2, roundTo: 5 },
  CAD: { rate: 5.15, exponent: 2, roundTo: 1 },
}

/** Default cities of the search page. */
export const DEFAULT_DOMESTIC = 'SHA'
export const DEFAULT_INTL = 'TYO'
