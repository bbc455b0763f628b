/**
 * The demo tenants. Hengyuan Technology is the rich demo company with every role of docs/roles-and-powers.md;
 * Lanhai Logistics is a second, small company that exists to prove tenant isolation.
 * Everything here is fixed data: the seed is deterministic.
 */
import type { RoleCode } from '../../services/templates/power'
import type { SettingProfile } from '../../services/templates/settings'
import type { ThemeProfile } from '../../services/templates/theme'

export const DEMO_PASSWORD = 'Travel2026'

export interface CatalogEntry {
  code: string
  name: string
  nameEn: string
  parent?: string
}

export interface PersonSeed {
  /** Employee number, or null for a non-employee traveller. */
  no: string | null
  chName: string
  lastName: string
  firstName: string
  gender: 'M' | 'F'
  birth: string
  nationality: string
  idType: 'IDCard' | 'Passport' | 'HKMacaoPass'
  /** For ID cards the 6-digit region code (the number is generated with a valid check digit); otherwise the document number. */
  idRegionOrNo: string
  mobile: string
  countryCode?: string
  email: string
  dept?: string
  costCenter?: string
  bu?: string
  rank?: 'R1' | 'R2' | 'R3' | 'R4'
  /** Employee number of the direct superior (the default approver). */
  superior?: string
  account?: { userName: string; roles: RoleCode[]; personalAccount: boolean }
}

export interface CompanySeed {
  code: string
  name: string
  nameEn: string
  settingProfile: SettingProfile
  themeProfile: ThemeProfile
  departments: CatalogEntry[]
  costCenters: CatalogEntry[]
  businessUnits: CatalogEntry[]
  customItems: CatalogEntry[]
  persons: PersonSeed[]
}

const HY = 'hengyuan.example'

/** Shorthand for the many plain employees of the demo company. */
function staff(
  no: string,
  chName: string,
  lastName: string,
  firstName: string,
  gender: 'M' | 'F',
  birth: string,
  region: string,
  dept: string,
  costCenter: string,
  rank: PersonSeed['rank'],
  superior: string,
  mobile: string,
  bu?: string,
): PersonSeed {
  return {
    no,
    chName,
    lastName,
    firstName,
    gender,
    birth,
    nationality: 'CN',
    idType: 'IDCard',
    idRegionOrNo: region,
    mobile,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@${HY}`,
    dept,
    costCenter,
    rank,
    superior,
    ...(bu ? { bu } : {}),
  }
}

/** The person with an account of their own (personalAccount: may also book privately) with these roles. */
const withAccount = (person: PersonSeed, userName: string, roles: RoleCode[], personalAccount = true): PersonSeed => ({
  ...person,
  account: { userName, roles, personalAccount },
})

export const HENGYUAN: CompanySeed = {
  code: 'HENGYUAN',
  name: '恒远科技有限公司',
  nameEn: 'Hengyuan Technology Co., Ltd.',
  settingProfile: 'demo',
  themeProfile: 'hengyuan',
  departments: [
    { code: 'HY-GM', name: '总经办', nameEn: "General Manager's Office" },
    { code: 'HY-RD', name: '技术研发中心', nameEn: 'R&D Center' },
    { code: 'HY-RD-PLT', name: '平台研发部', nameEn: 'Platform Development', parent: 'HY-RD' },
    { code: 'HY-RD-MOB', name: '移动研发部', nameEn: 'Mobile Development', parent: 'HY-RD' },
    { code: 'HY-MKT', name: '市场营销中心', nameEn: 'Sales & Marketing Center' },
    { code: 'HY-MKT-E', name: '华东销售部', nameEn: 'East China Sales', parent: 'HY-MKT' },
    { code: 'HY-MKT-S', name: '华南销售部', nameEn: 'South China Sales', parent: 'HY-MKT' },
    { code: 'HY-FIN', name: '财务部', nameEn: 'Finance' },
    { code: 'HY-HR', name: '人力资源部', nameEn: 'Human Resources' },
    { code: 'HY-ADM', name: '行政部', nameEn: 'Administration' },
  ],
  costCenters: [
    { code: 'CC-RD', name: '研发中心成本', nameEn: 'R&D Costs' },
    { code: 'CC-SALES', name: '销售费用', nameEn: 'Sales Expenses' },
    { code: 'CC-MKT', name: '市场推广费', nameEn: 'Marketing Expenses' },
    { code: 'CC-ADMIN', name: '管理费用', nameEn: 'Administrative Expenses' },
  ],
  businessUnits: [
    { code: 'BU-IM', name: '智能制造事业部', nameEn: 'Smart Manufacturing BU' },
    { code: 'BU-ES', name: '企业服务事业部', nameEn: 'Enterprise Services BU' },
    { code: 'BU-OS', name: '海外事业部', nameEn: 'Overseas BU' },
  ],
  customItems: [
    { code: 'PRJ-2026-001', name: '智慧园区二期', nameEn: 'Smart Park Phase II' },
    { code: 'PRJ-2026-002', name: '华东数据中心迁移', nameEn: 'East China Data Centre Migration' },
    { code: 'PRJ-2026-003', name: '东南亚渠道拓展', nameEn: 'Southeast Asia Channel Expansion' },
  ],
  persons: [
    {
      no: 'HY0001',
      chName: '周建国',
      lastName: 'ZHOU',
      firstName: 'JIANGUO',
      gender: 'M',
      birth: '1972-03-18',
      nationality: 'CN',
      idType: 'IDCard',
      idRegionOrNo: '110105',
      mobile: '13800000010',
      email: `jianguo.zhou@${HY}`,
      dept: 'HY-GM',
      costCenter: 'CC-ADMIN',
      rank: 'R4',
    },
    staff('HY0008', '赵磊', 'ZHAO', 'LEI', 'M', '1980-06-09', '320106', 'HY-RD', 'CC-RD', 'R3', 'HY0001', '13900000008', 'BU-IM'),
    withAccount(staff('HY0002', '李娜', 'LI', 'NA', 'F', '1985-07-22', '310115', 'HY-RD-MOB', 'CC-RD', 'R2', 'HY0008', '13800000002', 'BU-IM'), 'approver01', [
      'employee',
      'approver',
    ]),
    withAccount(
      staff('HY0003', '张伟', 'ZHANG', 'WEI', 'M', '1992-11-05', '330106', 'HY-RD-MOB', 'CC-RD', 'R1', 'HY0002', '13800000001', 'BU-IM'),
      'employee01',
      ['employee'],
    ),
    staff('HY0011', '吴婷', 'WU', 'TING', 'F', '1988-02-14', '310104', 'HY-ADM', 'CC-ADMIN', 'R2', 'HY0001', '13900000011'),
    withAccount(staff('HY0004', '王芳', 'WANG', 'FANG', 'F', '1990-04-16', '310104', 'HY-ADM', 'CC-ADMIN', 'R1', 'HY0011', '13800000003'), 'booker01', [
      'employee',
      'booker',
    ]),
    withAccount(staff('HY0005', '刘洋', 'LIU', 'YANG', 'M', '1987-09-30', '110108', 'HY-HR', 'CC-ADMIN', 'R2', 'HY0001', '13800000004'), 'admin01', [
      'employee',
      'admin',
    ]),
    withAccount(
      staff('HY0006', '陈静', 'CHEN', 'JING', 'F', '1989-01-12', '440305', 'HY-ADM', 'CC-ADMIN', 'R1', 'HY0011', '13800000005'),
      'consultant01',
      ['employee', 'consultant'],
      false,
    ),
    staff('HY0007', '杨帆', 'YANG', 'FAN', 'M', '1991-08-21', '420106', 'HY-RD-PLT', 'CC-RD', 'R1', 'HY0025', '13900000007', 'BU-ES'),
    staff('HY0009', '黄敏', 'HUANG', 'MIN', 'F', '1993-05-03', '440106', 'HY-FIN', 'CC-ADMIN', 'R1', 'HY0020', '13900000009'),
    staff('HY0010', '周杰', 'ZHOU', 'JIE', 'M', '1994-12-27', '320505', 'HY-MKT-E', 'CC-SALES', 'R1', 'HY0016', '13900000010', 'BU-ES'),
    staff('HY0012', '徐强', 'XU', 'QIANG', 'M', '1986-10-11', '440304', 'HY-MKT-S', 'CC-SALES', 'R2', 'HY0016', '13900000012', 'BU-ES'),
    staff('HY0013', '孙丽', 'SUN', 'LI', 'F', '1995-03-08', '440305', 'HY-MKT-S', 'CC-SALES', 'R1', 'HY0012', '13900000013', 'BU-ES'),
    staff('HY0014', '胡斌', 'HU', 'BIN', 'M', '1990-07-19', '330106', 'HY-RD-PLT', 'CC-RD', 'R1', 'HY0025', '13900000014', 'BU-IM'),
    staff('HY0015', '朱琳', 'ZHU', 'LIN', 'F', '1992-09-02', '310112', 'HY-HR', 'CC-ADMIN', 'R1', 'HY0005', '13900000015'),
    staff('HY0016', '高翔', 'GAO', 'XIANG', 'M', '1984-01-25', '310115', 'HY-MKT', 'CC-MKT', 'R3', 'HY0001', '13900000016', 'BU-ES'),
    staff('HY0017', '林涛', 'LIN', 'TAO', 'M', '1996-04-30', '350203', 'HY-RD-MOB', 'CC-RD', 'R1', 'HY0002', '13900000017', 'BU-IM'),
    staff('HY0018', '何雪', 'HE', 'XUE', 'F', '1997-11-17', '510107', 'HY-RD-MOB', 'CC-RD', 'R1', 'HY0002', '13900000018', 'BU-IM'),
    staff('HY0019', '郭鹏', 'GUO', 'PENG', 'M', '1989-06-06', '370202', 'HY-MKT-E', 'CC-SALES', 'R1', 'HY0016', '13900000019', 'BU-OS'),
    staff('HY0020', '马丽娟', 'MA', 'LIJUAN', 'F', '1983-08-15', '110101', 'HY-FIN', 'CC-ADMIN', 'R2', 'HY0001', '13900000020'),
    staff('HY0021', '罗晓东', 'LUO', 'XIAODONG', 'M', '1991-02-28', '440106', 'HY-MKT-S', 'CC-SALES', 'R1', 'HY0012', '13900000021', 'BU-OS'),
    staff('HY0022', '梁颖', 'LIANG', 'YING', 'F', '1994-10-09', '440304', 'HY-RD-PLT', 'CC-RD', 'R1', 'HY0025', '13900000022', 'BU-ES'),
    staff('HY0023', '宋佳', 'SONG', 'JIA', 'F', '1998-05-20', '320106', 'HY-ADM', 'CC-ADMIN', 'R1', 'HY0011', '13900000023'),
    staff('HY0024', '郑浩然', 'ZHENG', 'HAORAN', 'M', '1993-03-13', '330106', 'HY-MKT-E', 'CC-MKT', 'R1', 'HY0016', '13900000024', 'BU-OS'),
    staff('HY0025', '谢明轩', 'XIE', 'MINGXUAN', 'M', '1985-12-01', '420106', 'HY-RD-PLT', 'CC-RD', 'R2', 'HY0008', '13900000025', 'BU-ES'),
    staff('HY0026', '韩雪梅', 'HAN', 'XUEMEI', 'F', '1987-07-07', '210102', 'HY-HR', 'CC-ADMIN', 'R1', 'HY0005', '13900000026'),
    // Non-employee travellers: an external expert and two overseas partners.
    {
      no: null,
      chName: '欧阳思远',
      lastName: 'OUYANG',
      firstName: 'SIYUAN',
      gender: 'M',
      birth: '1979-09-16',
      nationality: 'CN',
      idType: 'IDCard',
      idRegionOrNo: '430104',
      mobile: '13700000101',
      email: 'siyuan.ouyang@partner.example',
    },
    {
      no: null,
      chName: '',
      lastName: 'CARTER',
      firstName: 'EMILY',
      gender: 'F',
      birth: '1986-02-03',
      nationality: 'GB',
      idType: 'Passport',
      idRegionOrNo: '561203874',
      mobile: '7700900123',
      countryCode: '44',
      email: 'emily.carter@partner.example',
    },
    {
      no: null,
      chName: '佐藤由美',
      lastName: 'SATO',
      firstName: 'YUMI',
      gender: 'F',
      birth: '1990-11-22',
      nationality: 'JP',
      idType: 'Passport',
      idRegionOrNo: 'TZ4183527',
      mobile: '9012345678',
      countryCode: '81',
      email: 'yumi.sato@partner.example',
    },
    {
      no: null,
      chName: '陈嘉欣',
      lastName: 'CHAN',
      firstName: 'KAYAN',
      gender: 'F',
      birth: '1992-06-18',
      nationality: 'HK',
      idType: 'HKMacaoPass',
      idRegionOrNo: 'H60318274',
      mobile: '61234567',
      countryCode: '852',
      email: 'kayan.chan@partner.example',
    },
  ],
}

const LH = 'lanhai.example'

export const LANHAI: CompanySeed = {
  code: 'LANHAI',
  name: '蓝海物流有限公司',
  nameEn: 'Lanhai Logistics Co., Ltd.',
  settingProfile: 'basic',
  themeProfile: 'lanhai',
  departments: [
    { code: 'LH-OPS', name: '运营部', nameEn: 'Operations' },
    { code: 'LH-SALES', name: '销售部', nameEn: 'Sales' },
  ],
  costCenters: [{ code: 'LH-CC-OPS', name: '运营成本', nameEn: 'Operating Costs' }],
  businessUnits: [{ code: 'LH-BU-FR', name: '货运事业部', nameEn: 'Freight BU' }],
  customItems: [{ code: 'LH-PRJ-01', name: '冷链仓储扩建', nameEn: 'Cold-chain Warehouse Expansion' }],
  persons: [
    {
      no: 'LH0001',
      chName: '钱志刚',
      lastName: 'QIAN',
      firstName: 'ZHIGANG',
      gender: 'M',
      birth: '1981-04-04',
      nationality: 'CN',
      idType: 'IDCard',
      idRegionOrNo: '370203',
      mobile: '13600000001',
      email: `zhigang.qian@${LH}`,
      dept: 'LH-OPS',
      costCenter: 'LH-CC-OPS',
      rank: 'R2',
    },
    {
      no: 'LH0002',
      chName: '冯晓燕',
      lastName: 'FENG',
      firstName: 'XIAOYAN',
      gender: 'F',
      birth: '1993-08-26',
      nationality: 'CN',
      idType: 'IDCard',
      idRegionOrNo: '370202',
      mobile: '13600000002',
      email: `xiaoyan.feng@${LH}`,
      dept: 'LH-OPS',
      costCenter: 'LH-CC-OPS',
      rank: 'R1',
      superior: 'LH0001',
      account: { userName: 'other01', roles: ['employee'], personalAccount: true },
    },
  ],
}

export const SEED_COMPANIES: readonly CompanySeed[] = [HENGYUAN, LANHAI]
