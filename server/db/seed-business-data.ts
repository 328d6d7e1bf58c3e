/**
 * The fixed part of the business demo data: 40 institutions across 15 provinces, the college
 * templates they draw their colleges and programmes from, and the name pools of the generated people. Fictional
 * institutions in real places (area codes of GB/T 2260, postcodes and telephone area codes of those cities).
 */

/** 1 strong (doctoral programmes), 2 master's level, 3 undergraduate only; 0 not a university. */
export type Tier = 0 | 1 | 2 | 3;
export type Profile =
  | 'comprehensive'
  | 'tech'
  | 'normal'
  | 'finance'
  | 'medical'
  | 'language'
  | 'agri'
  | 'maritime'
  | 'research'
  | 'materials'
  | 'energy'
  | 'party'
  | 'continuing';

export interface OrgDef {
  code: string;
  name: string;
  /** org_type */
  type: '1' | '2' | '3' | '4';
  area: string;
  customer: boolean;
  tier: Tier;
  profile: Profile;
}

// prettier-ignore
const ORG_ROWS: [string, string, OrgDef['type'], string, 0 | 1, Tier, Profile][] = [
  ['JHLG', '京华理工大学', '1', '110108', 1, 1, 'tech'],
  ['BFSF', '北方师范大学', '1', '110102', 1, 1, 'normal'],
  ['YDCJ', '燕都财经大学', '1', '110105', 1, 2, 'finance'],
  ['ZKZN', '中科智能计算研究院', '2', '110108', 0, 0, 'research'],
  ['SDGB', '首都干部教育学院', '3', '110114', 0, 0, 'party'],
  ['JMGY', '津门工业大学', '1', '120111', 1, 2, 'tech'],
  ['BHYK', '渤海医科大学', '1', '120104', 1, 2, 'medical'],
  ['ZYKJ', '中原科技大学', '1', '410105', 1, 2, 'tech'],
  ['HLSF', '河洛师范学院', '1', '410102', 1, 3, 'normal'],
  ['LHHS', '辽海海事大学', '1', '210211', 1, 2, 'maritime'],
  ['SBGY', '沈北工业大学', '1', '210112', 0, 3, 'tech'],
  ['LDCL', '辽东材料研究所', '2', '210211', 0, 0, 'materials'],
  ['HJCJ', '沪江财经大学', '1', '310110', 1, 1, 'finance'],
  ['SCLG', '申城理工大学', '1', '310112', 1, 1, 'tech'],
  ['HSWY', '海上外国语大学', '1', '310104', 1, 2, 'language'],
  ['PJYX', '浦江医学院', '1', '310115', 0, 2, 'medical'],
  ['SHJX', '上海市继续教育中心', '4', '310104', 0, 0, 'continuing'],
  ['JLGY', '金陵工业大学', '1', '320106', 1, 1, 'tech'],
  ['SCNY', '石城农业大学', '1', '320102', 1, 2, 'agri'],
  ['GSKJ', '姑苏科技学院', '1', '320506', 0, 3, 'tech'],
  ['QTDX', '钱塘大学', '1', '330106', 1, 1, 'comprehensive'],
  ['ZJJS', '之江计算科学研究院', '2', '330110', 0, 0, 'research'],
  ['JHGY', '江淮工业大学', '1', '340111', 1, 2, 'tech'],
  ['LJSF', '鹭江师范大学', '1', '350206', 1, 2, 'normal'],
  ['MJLG', '闽江理工学院', '1', '350102', 0, 3, 'tech'],
  ['QLDX', '齐鲁大学', '1', '370102', 1, 1, 'comprehensive'],
  ['HHHY', '黄海海洋大学', '1', '370212', 1, 2, 'maritime'],
  ['SDXZ', '山东省行政学院', '3', '370102', 0, 0, 'party'],
  ['JCLG', '荆楚理工大学', '1', '420111', 1, 1, 'tech'],
  ['HJSF', '汉江师范大学', '1', '420102', 1, 2, 'normal'],
  ['XJDX', '湘江大学', '1', '430104', 1, 2, 'comprehensive'],
  ['YLSF', '岳麓师范学院', '1', '430103', 0, 3, 'normal'],
  ['NYDX', '南粤大学', '1', '440106', 1, 1, 'comprehensive'],
  ['LNYK', '岭南医科大学', '1', '440104', 1, 2, 'medical'],
  ['PCKJ', '鹏城科技大学', '1', '440305', 1, 2, 'tech'],
  ['BSDX', '巴蜀大学', '1', '510107', 1, 1, 'comprehensive'],
  ['JCJT', '锦城交通大学', '1', '510106', 1, 2, 'maritime'],
  ['QCLG', '秦川理工大学', '1', '610113', 1, 1, 'tech'],
  ['SLWY', '丝路外国语学院', '1', '610103', 0, 3, 'language'],
  ['XBNY', '西北能源研究院', '2', '610113', 0, 0, 'energy'],
];

export const ORGS: readonly OrgDef[] = ORG_ROWS.map(([code, name, type, area, customer, tier, profile]) => ({
  code,
  name,
  type,
  area,
  customer: customer === 1,
  tier,
  profile,
}));

/** City (first four digits of the area) → [postcode, telephone area code]. */
// prettier-ignore
export const CITIES: Record<string, [postcode: string, phoneCode: string]> = {
  '1101': ['100081', '010'], '1201': ['300072', '022'], '4101': ['450001', '0371'], '2102': ['116026', '0411'],
  '2101': ['110819', '024'], '3101': ['200433', '021'], '3201': ['210096', '025'], '3205': ['215009', '0512'],
  '3301': ['310058', '0571'], '3401': ['230009', '0551'], '3502': ['361005', '0592'], '3501': ['350108', '0591'],
  '3701': ['250100', '0531'], '3702': ['266100', '0532'], '4201': ['430074', '027'], '4301': ['410082', '0731'],
  '4401': ['510641', '020'], '4403': ['518055', '0755'], '5101': ['610065', '028'], '6101': ['710049', '029'],
};

export interface CollegeTemplate {
  name: string;
  /** Undergraduate majors: name and the 学科目录 code they belong to. */
  majors: [name: string, discipline: string][];
  /** The 专业学位类别 of its professional master's degree, if any. */
  professional?: string;
  /** 一级学科 of its academic master's (and, at tier 1, doctoral) programmes, strongest first. */
  disciplines: string[];
}

// prettier-ignore
export const TEMPLATES: Record<string, CollegeTemplate> = {
  comp: { name: '计算机科学与技术学院', majors: [['计算机科学与技术', '0812'], ['软件工程', '0835'], ['网络空间安全', '0839']], professional: '0854', disciplines: ['0812', '0835'] },
  mech: { name: '机械工程学院', majors: [['机械设计制造及其自动化', '0802'], ['车辆工程', '0802'], ['工程力学', '0801']], professional: '0855', disciplines: ['0802', '0801'] },
  elec: { name: '电气工程学院', majors: [['电气工程及其自动化', '0808'], ['自动化', '0811']], professional: '0858', disciplines: ['0808', '0811'] },
  info: { name: '信息与通信工程学院', majors: [['电子信息工程', '0810'], ['通信工程', '0810'], ['微电子科学与工程', '0809']], professional: '0854', disciplines: ['0810', '0809'] },
  mat: { name: '材料科学与工程学院', majors: [['材料科学与工程', '0805'], ['高分子材料与工程', '0805']], professional: '0856', disciplines: ['0805'] },
  civil: { name: '土木工程学院', majors: [['土木工程', '0814'], ['工程管理', '1201']], professional: '0859', disciplines: ['0814'] },
  chem: { name: '化学化工学院', majors: [['化学', '0703'], ['化学工程与工艺', '0817']], professional: '0856', disciplines: ['0703', '0817'] },
  math: { name: '数学与统计学院', majors: [['数学与应用数学', '0701'], ['统计学', '0714'], ['信息与计算科学', '0701']], professional: '0252', disciplines: ['0701', '0714'] },
  phys: { name: '物理与光电工程学院', majors: [['物理学', '0702'], ['光电信息科学与工程', '0803']], professional: '0854', disciplines: ['0702', '0803'] },
  bio: { name: '生命科学学院', majors: [['生物科学', '0710'], ['生物技术', '0710']], professional: '0860', disciplines: ['0710', '0713'] },
  econ: { name: '经济学院', majors: [['经济学', '0201'], ['国际经济与贸易', '0202'], ['金融学', '0202']], professional: '0251', disciplines: ['0202', '0201'] },
  mgmt: { name: '管理学院', majors: [['工商管理', '1202'], ['会计学', '1202'], ['信息管理与信息系统', '1201']], professional: '1251', disciplines: ['1202', '1201'] },
  pub: { name: '公共管理学院', majors: [['行政管理', '1204'], ['公共事业管理', '1204']], professional: '1252', disciplines: ['1204'] },
  law: { name: '法学院', majors: [['法学', '0301']], professional: '0351', disciplines: ['0301'] },
  marx: { name: '马克思主义学院', majors: [['思想政治教育', '0305']], disciplines: ['0305'] },
  lit: { name: '文学院', majors: [['汉语言文学', '0501'], ['汉语国际教育', '0501']], professional: '0453', disciplines: ['0501'] },
  fl: { name: '外国语学院', majors: [['英语', '0502'], ['日语', '0502'], ['翻译', '0502']], professional: '0551', disciplines: ['0502'] },
  journ: { name: '新闻传播学院', majors: [['新闻学', '0503'], ['广告学', '0503']], professional: '0552', disciplines: ['0503'] },
  edu: { name: '教育学院', majors: [['教育学', '0401'], ['学前教育', '0401'], ['应用心理学', '0402']], professional: '0451', disciplines: ['0401', '0402'] },
  pe: { name: '体育学院', majors: [['体育教育', '0403'], ['社会体育指导与管理', '0403']], professional: '0452', disciplines: ['0403'] },
  hist: { name: '历史文化学院', majors: [['历史学', '0602'], ['世界史', '0603']], professional: '0651', disciplines: ['0602', '0603'] },
  med: { name: '基础医学院', majors: [['基础医学', '1001']], disciplines: ['1001'] },
  clin: { name: '临床医学院', majors: [['临床医学', '1002'], ['医学影像学', '1002']], professional: '1051', disciplines: ['1002'] },
  pharm: { name: '药学院', majors: [['药学', '1007'], ['临床药学', '1007']], professional: '1055', disciplines: ['1007'] },
  nurse: { name: '护理学院', majors: [['护理学', '1011']], professional: '1054', disciplines: ['1011'] },
  pubh: { name: '公共卫生学院', majors: [['预防医学', '1004']], professional: '1053', disciplines: ['1004'] },
  art: { name: '艺术设计学院', majors: [['视觉传达设计', '1305'], ['环境设计', '1305'], ['美术学', '1304']], professional: '1351', disciplines: ['1305', '1304'] },
  trans: { name: '交通运输学院', majors: [['交通运输', '0823'], ['交通工程', '0823']], professional: '0861', disciplines: ['0823'] },
  env: { name: '环境科学与工程学院', majors: [['环境工程', '0830'], ['环境科学', '0830']], professional: '0857', disciplines: ['0830'] },
  agri: { name: '农学院', majors: [['农学', '0901'], ['园艺', '0902']], professional: '0951', disciplines: ['0901', '0902'] },
  ocean: { name: '海洋与船舶工程学院', majors: [['船舶与海洋工程', '0824'], ['海洋科学', '0707']], professional: '0855', disciplines: ['0824', '0707'] },
  arch: { name: '建筑与城市规划学院', majors: [['建筑学', '0813'], ['城乡规划', '0833']], professional: '0851', disciplines: ['0813', '0833'] },
  ai: { name: '人工智能学院', majors: [['人工智能', '0811'], ['数据科学与大数据技术', '0812']], professional: '0854', disciplines: ['0811'] },
  ic: { name: '集成电路学院', majors: [['集成电路设计与集成系统', '1401']], professional: '0854', disciplines: ['1401'] },
  // Research institutes, party schools and the continuing-education centre: graduate programmes only, or adult courses.
  lab: { name: '智能计算研究所', majors: [], professional: '0854', disciplines: ['0812', '0811'] },
  data: { name: '数据科学研究中心', majors: [], professional: '0252', disciplines: ['0714'] },
  matlab: { name: '先进材料研究所', majors: [], professional: '0856', disciplines: ['0805'] },
  energy: { name: '新能源研究所', majors: [], professional: '0858', disciplines: ['0807'] },
  cadre: { name: '研究生部', majors: [], professional: '1252', disciplines: ['0305', '1204'] },
  adult: { name: '继续教育学院', majors: [['工商管理', '1202'], ['计算机科学与技术', '0812'], ['会计学', '1202']], disciplines: [] },
};

/** The colleges of each profile, in order; an institution takes as many as its tier gives. */
export const PROFILE_COLLEGES: Record<Profile, string[]> = {
  comprehensive: ['comp', 'econ', 'mgmt', 'law', 'lit', 'fl', 'math', 'phys', 'chem', 'bio', 'hist', 'journ', 'pub'],
  tech: ['comp', 'mech', 'elec', 'info', 'mat', 'civil', 'math', 'ai', 'ic', 'env', 'arch', 'mgmt', 'fl'],
  normal: ['edu', 'lit', 'math', 'fl', 'hist', 'phys', 'chem', 'bio', 'pe', 'art', 'comp', 'marx'],
  finance: ['econ', 'mgmt', 'pub', 'law', 'math', 'fl', 'comp', 'journ', 'marx', 'lit'],
  medical: ['med', 'clin', 'pharm', 'nurse', 'pubh', 'bio', 'marx', 'fl', 'mgmt'],
  language: ['fl', 'lit', 'journ', 'econ', 'mgmt', 'law', 'edu', 'art', 'marx'],
  agri: ['agri', 'bio', 'env', 'econ', 'mgmt', 'chem', 'comp', 'civil'],
  maritime: ['ocean', 'trans', 'mech', 'elec', 'comp', 'mgmt', 'econ', 'fl', 'env', 'math'],
  research: ['lab', 'data'],
  materials: ['matlab', 'energy'],
  energy: ['energy', 'matlab'],
  party: ['cadre'],
  continuing: ['adult'],
};

/** How many colleges an institution of each tier has (research institutes: 2, the others: 1). */
export const COLLEGES_PER_TIER: Record<Tier, number> = { 1: 10, 2: 7, 3: 5, 0: 2 };

/** The intro sentence of each profile. */
export const PROFILE_INTRO: Record<Profile, string> = {
  comprehensive: '是一所学科门类齐全、文理工医协调发展的综合性大学。',
  tech: '是一所以工为主、理工结合，多学科协调发展的理工科大学。',
  normal: '是一所以教师教育为特色的师范类高等院校。',
  finance: '是一所以经济学、管理学为主，法学、文学等多学科协调发展的财经类大学。',
  medical: '是一所以医学为主、医理结合的医科类高等院校。',
  language: '是一所以外国语言文学为主，文、经、管、法协调发展的外语类高等院校。',
  agri: '是一所以农业科学为特色，农、理、工、经、管多学科协调发展的农业大学。',
  maritime: '是一所以交通、海洋和航运为特色的高等院校。',
  research: '是从事前沿技术研究与研究生培养的科研机构。',
  materials: '是从事先进材料研究与研究生培养的科研机构。',
  energy: '是从事能源技术研究与研究生培养的科研机构。',
  party: '是培训领导干部和公务员的党校（行政学院）。',
  continuing: '是面向在职人员开展学历继续教育和职业培训的机构。',
};

// prettier-ignore
export const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗',
  '梁', '宋', '郑', '谢', '韩', '唐', '冯', '于', '董', '萧', '程', '曹', '袁', '邓', '许', '傅', '沈', '曾', '彭', '吕',
  '苏', '卢', '蒋', '蔡', '贾', '丁', '魏', '薛', '叶', '阎', '余', '潘', '杜', '戴', '夏', '钟', '汪', '田', '任', '姜',
  '范', '方', '石', '姚', '谭', '廖', '邹', '熊', '金', '陆', '郝', '孔', '白', '崔', '康', '毛', '邱', '秦', '江', '史',
  '顾', '侯', '邵', '孟', '龙', '万', '段', '钱', '汤', '尹', '黎', '易', '常', '武', '乔', '贺', '赖', '龚', '文',
];
export const MALE_CHARS = [
  ...'伟强磊军洋勇杰涛明超辉刚斌鹏飞宇浩凯健俊峰亮晨阳博文昊然子轩宏志国平建华志远嘉豪天佑思源家乐',
];
export const FEMALE_CHARS = [
  ...'芳娜敏静丽艳娟霞秀玲桂英丹萍红燕雪琳晶婷倩颖欣怡佳雨涵梦瑶紫萱诗琪雅婧思彤晓梅慧心可馨',
];

/** Road names for the demo addresses. */
export const ROADS = [
  '学院路',
  '科技路',
  '大学路',
  '文化路',
  '建设路',
  '长江路',
  '中山路',
  '人民路',
  '青年路',
  '博学路',
  '明德路',
  '求实路',
];

/** Mobile prefixes of the generated phones (all pass the mobile rule 1[34578]). */
export const MOBILE_PREFIXES = [
  '138',
  '139',
  '135',
  '136',
  '137',
  '150',
  '151',
  '152',
  '158',
  '159',
  '182',
  '183',
  '187',
];
