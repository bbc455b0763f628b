/**
 * Hotel groups and their brands (real chains, as a traveller knows them), the star level each
 * brand keeps, where it operates, how a hotel of the brand is named in each language and the
 * colours its pictures are drawn in. Independent hotels belong to the group 'IND'. The tables
 * themselves are in brands.json.
 */
import DATA from './brands.json'

/** [code, CN, EN, JP] */
export const GROUPS = DATA.groups as [string, string, string, string][]

export type BrandRegion = 'cn' | 'all' | 'jp' | 'abroad'

/**
 * [code, CN, EN, JP, pinyin, group, star, region, CN suffix of a hotel's name, EN hotel name,
 * JP hotel name, colour]. A hotel is named "<city><area><CN><suffix>" in Chinese,
 * "<EN hotel name> <city> <area>" in English and "<JP hotel name><city><area>" in Japanese.
 */
export type BrandRow = [string, string, string, string, string, string, number, BrandRegion, string, string, string, string]

export const BRANDS = DATA.brands as BrandRow[]
