/** Demo departments, tenants, roles and users. All passwords are 123456. */
import { SEED_TIME, seedId } from './ids';

export type RoleCode = 'admin' | 'staff' | 'customer';

export const ROLES: { id: string; roleCode: RoleCode; roleName: string; description: string }[] = [
  { id: seedId(2, 1), roleCode: 'admin', roleName: '管理员', description: '系统管理员，拥有全部菜单与按钮权限' },
  { id: seedId(2, 2), roleCode: 'staff', roleName: '考务人员', description: '考试中心考务人员' },
  { id: seedId(2, 3), roleCode: 'customer', roleName: '院校客户', description: '合作院校（客户端）用户' },
];

interface DepartDef {
  name: string;
  abbr?: string;
  phone?: string;
  address?: string;
  children?: DepartDef[];
}

const DEPART_TREE: DepartDef[] = [
  {
    name: '考试中心',
    abbr: '考试中心',
    phone: '010-62881000',
    address: '北京市海淀区学院路30号',
    children: [{ name: '考务部' }, { name: '命题部' }, { name: '信息技术部' }, { name: '综合办公室' }],
  },
  {
    name: '合作院校事业部',
    phone: '021-64283000',
    address: '上海市徐汇区漕溪北路88号',
    children: [{ name: '客户服务部' }, { name: '院校合作部' }, { name: '华东区域办事处' }],
  },
  {
    name: '人才测评中心',
    phone: '020-87110000',
    address: '广州市天河区天河路208号',
    children: [{ name: '培训部' }, { name: '测评研究部' }],
  },
];

export interface DepartSeed {
  id: string;
  parentId: string | null;
  departName: string;
  departNameAbbr: string | null;
  departOrder: number;
  orgCategory: string;
  orgType: string;
  orgCode: string;
  mobile: string | null;
  address: string | null;
  status: string;
  delFlag: string;
  createBy: string;
  createTime: string;
}

/** orgCode as JeecgBoot generates it: A01, A02 … for roots, parent code + A01 … below; orgType = depth. */
export function buildDeparts(): DepartSeed[] {
  const out: DepartSeed[] = [];
  const walk = (defs: DepartDef[], parent: DepartSeed | null, depth: number) => {
    defs.forEach((def, index) => {
      const orgCode = `${parent?.orgCode ?? ''}A${String(index + 1).padStart(2, '0')}`;
      const row: DepartSeed = {
        id: seedId(4, out.length + 1),
        parentId: parent?.id ?? null,
        departName: def.name,
        departNameAbbr: def.abbr ?? null,
        departOrder: index,
        orgCategory: depth === 1 ? '1' : '2',
        orgType: String(depth),
        orgCode,
        mobile: def.phone ?? null,
        address: def.address ?? null,
        status: '1',
        delFlag: '0',
        createBy: 'admin',
        createTime: SEED_TIME,
      };
      out.push(row);
      if (def.children) walk(def.children, row, depth + 1);
    });
  };
  walk(DEPART_TREE, null, 1);
  return out;
}

export const TENANTS = [
  { id: 1, name: '考试中心', status: 1 },
  { id: 2, name: '华东合作机构', status: 1 },
  { id: 3, name: '停用测试租户', status: 0 },
].map((t) => ({
  ...t,
  beginDate: '2024-01-01 00:00:00',
  endDate: '2030-12-31 23:59:59',
  createBy: 'admin',
  createTime: SEED_TIME,
}));

export interface UserDef {
  username: string;
  realname: string;
  sex: 1 | 2;
  phone: string;
  birthday: string;
  role: RoleCode;
  /** orgCodes of the user's departments. */
  departs: string[];
  /** Current department; left empty for users who must choose. */
  orgCode?: string | null;
  /** orgCodes of the departments the user heads (负责部门): a 上级 (user_identity 2) of 部门用户. */
  heads?: string[];
  relTenantIds: string;
  homePath?: string;
  status?: number;
  delFlag?: number;
  workNo: string;
}

type UserRow = [
  username: string,
  realname: string,
  sex: 1 | 2,
  phone: string,
  birthday: string,
  role: RoleCode,
  departs: string,
  relTenantIds: string,
  workNo: string,
  extra?: Partial<UserDef>,
];

const HOME = { homePath: '/dashboard/analysis' };
const PORTAL = { homePath: '/cpctest/customer' };

// prettier-ignore
const USER_ROWS: UserRow[] = [
  ['admin', '管理员', 1, '13800000000', '1985-06-18', 'admin', 'A01A03', '1', 'KS0001', HOME],
  // Two departments and no current one: the client must ask which.
  ['jeecg', '张晓明', 1, '13800000001', '1990-03-12', 'staff', 'A01A01,A02A01', '1,2', 'KS0002', { ...HOME, orgCode: null, heads: ['A01'] }],
  ['customer', '李文静', 2, '13800000002', '1988-11-02', 'customer', 'A02A02', '2', 'YX0001', PORTAL],
  ['wangqiang', '王强', 1, '13912345603', '1987-01-23', 'staff', 'A01A01', '1', 'KS0003'],
  ['liuyang', '刘洋', 1, '13712345604', '1992-07-08', 'staff', 'A01A02', '1', 'KS0004'],
  ['chenjing', '陈静', 2, '15012345605', '1993-09-30', 'staff', 'A01A02', '1', 'KS0005'],
  ['yangfan', '杨帆', 1, '15812345606', '1991-04-15', 'staff', 'A01A03', '1', 'KS0006'],
  ['zhaolei', '赵磊', 1, '18612345607', '1986-12-01', 'staff', 'A01A01', '1', 'KS0007', { status: 2 }],
  ['huangli', '黄丽', 2, '13612345608', '1994-02-19', 'staff', 'A01A04', '1', 'KS0008'],
  ['zhoujie', '周杰', 1, '18912345609', '1989-05-27', 'customer', 'A02A02', '2', 'YX0002', PORTAL],
  ['wuxia', '吴霞', 2, '13512345610', '1990-10-10', 'customer', 'A02A03', '2', 'YX0003', PORTAL],
  ['xuming', '徐明', 1, '13312345611', '1984-08-08', 'staff', 'A02A01', '1,2', 'KS0009'],
  ['sunli', '孙丽', 2, '17712345612', '1995-03-03', 'staff', 'A03A01', '1', 'KS0010'],
  ['maqiang', '马强', 1, '15912345613', '1983-06-06', 'staff', 'A03A02', '1', 'KS0011'],
  ['zhuhong', '朱红', 2, '18812345614', '1992-12-24', 'customer', 'A02A02', '2', 'YX0004', PORTAL],
  ['huwei', '胡伟', 1, '13412345615', '1988-02-29', 'staff', 'A01A01,A01A04', '1', 'KS0012'],
  ['guoying', '郭颖', 2, '15112345616', '1996-01-17', 'staff', 'A01A02', '1', 'KS0013'],
  ['heping', '何平', 1, '18212345617', '1982-09-09', 'customer', 'A02A03', '2', 'YX0005', PORTAL],
  ['gaolin', '高琳', 2, '13212345618', '1993-04-04', 'staff', 'A03A01', '1', 'KS0014'],
  ['linfeng', '林峰', 1, '18512345619', '1990-11-11', 'staff', 'A01A03', '1', 'KS0015'],
  ['luoyu', '罗宇', 1, '17612345620', '1991-07-21', 'staff', 'A01A01', '1', 'KS0016', { delFlag: 1 }],
  // Only tenant 3, which is frozen: sign-in is refused.
  ['liangchen', '梁晨', 2, '15212345621', '1994-08-16', 'staff', 'A03A02', '3', 'KS0017'],
  ['songjia', '宋佳', 2, '18312345622', '1997-05-05', 'customer', '', '2', 'YX0006', PORTAL],
];

export const USERS: UserDef[] = USER_ROWS.map(
  ([username, realname, sex, phone, birthday, role, departs, relTenantIds, workNo, extra]) => ({
    username,
    realname,
    sex,
    phone,
    birthday,
    role,
    departs: departs ? departs.split(',') : [],
    relTenantIds,
    workNo,
    ...extra,
  }),
);

const EMAIL_DOMAIN: Record<RoleCode, string> = {
  admin: 'exam-center.cn',
  staff: 'exam-center.cn',
  customer: 'partner-college.edu.cn',
};

export function userEmail(def: UserDef): string {
  return `${def.username}@${EMAIL_DOMAIN[def.role]}`;
}
