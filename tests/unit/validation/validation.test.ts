import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef, RuleCode } from '@/domain/entities/entity-types';
import { checkRule, isMobile, isNationalId, validateField, validateRecord } from '@/domain/validation';

const text = (rules: RuleCode[], extra: Partial<FieldDef> = {}): FieldDef => ({
  name: 'f',
  label: '字段',
  type: 'string',
  rules,
  ...extra,
});

/** Every rule: [code, valid examples, invalid examples, message]. */
const cases: [RuleCode, string[], string[], string][] = [
  [
    'mobile',
    ['13800000000', '14712345678', '15912345678', '17012345678', '18912345678'],
    ['12800000000', '16800000000', '19800000000', '1380000000', '138000000001', '2380000000a'],
    '请输入正确手机号',
  ],
  ['email', ['a@b.cn', 'zhang.san+x@exam-center.com.cn'], ['a@', 'a.b.c', 'a@b', '张三@例子'], '邮箱格式不正确'],
  ['naturalNumber', ['0', '7', '12345'], ['-1', '1.5', 'a1', '1 2'], '请输入自然数!'],
  ['letters', ['abc', 'ABCxyz'], ['abc1', 'a b', '中文'], '请输入英文字母!'],
  [
    'landline',
    ['010-12345678', '0571-8888888', '88888888', '010-12345678-123', '02112345678'],
    ['12345', '010-1234', 'abc-12345678', '010--12345678'],
    '请输入正确的座机号码!',
  ],
  [
    'bankCard',
    ['1234567890', '62220212345678901234'],
    ['123456789', '622202123456789012345', '6222 0212 3456'],
    '请输入正确的银行卡号!',
  ],
  ['idNumber', ['E12345678', 'A'.repeat(50), '123'], ['A'.repeat(51), 'E-123', '护照123'], '请输入正确的证件号码!'],
  [
    'nationalId',
    [
      '11010519491231002X',
      '11010519491231002x',
      '440524188001010014',
      '320102198808081237',
      '510107200002294564',
      '110105491231002',
    ],
    [
      '110105194912310021',
      '440524188001010015',
      '11010519491331002X',
      '010105194912310029',
      '11010519491231002',
      '110105491331002',
    ],
    '请输入正确的身份证号码!',
  ],
  ['qq', ['10000', '12345678901'], ['1234', '012345', '123456789012', 'qq12345'], '请输入正确的QQ号码!'],
  [
    'url',
    ['http://a.cn', 'https://www.example.com/path?q=1', 'http://localhost:3000/x', 'HTTPS://EXAMPLE.COM'],
    ['ftp://a.cn', 'www.example.com', 'http://', 'https://a b.cn'],
    '请输入正确的网址!',
  ],
  ['code20', ['A01', 'a'.repeat(20), '12345'], ['a'.repeat(21), 'A-01', 'A_01', '编码'], '请输入20位以内的字母或数字!'],
  [
    'chineseEnglish',
    ['中文', 'ab', '考试 管理\n系统 2024', '中'.repeat(100)],
    ['中', 'a', '中'.repeat(101), '考试！', 'a_b'],
    '请输入2到100位中文或英文!',
  ],
  ['maxLength255', ['a', '中'.repeat(255)], ['a'.repeat(256), '中'.repeat(256)], '请输入255位以内的字符!'],
];

describe('form rules', () => {
  describe.each(cases)('%s', (code, valid, invalid, message) => {
    it.each(valid)(`accepts %s`, (value) => {
      expect(checkRule(code, value)).toBeNull();
      expect(validateField(text([code]), value)).toBeNull();
    });
    it.each(invalid)(`refuses %s with ${message}`, (value) => {
      expect(checkRule(code, value)).toBe(message);
      expect(validateField(text([code]), value)).toBe(message);
    });
  });

  it('mobile is required with 请输入手机号; isMobile stays exported', () => {
    expect(validateField(text(['mobile']), '')).toBe('请输入手机号');
    expect(validateField(text(['mobile']), null)).toBe('请输入手机号');
    expect(isMobile('13800000000')).toBe(true);
    expect(isMobile('19800000000')).toBe(false);
  });

  it('userName: required 请输入用户名, letters/digits/underscore only, length 4–18 although the message says 6 to 18', () => {
    const f = text(['userName']);
    expect(validateField(f, '')).toBe('请输入用户名');
    expect(validateField(f, 'zhang san')).toBe('只允许字母、数字、下划线');
    expect(validateField(f, '张三')).toBe('只允许字母、数字、下划线');
    expect(validateField(f, 'a-b1')).toBe('只允许字母、数字、下划线');
    expect(validateField(f, 'abc')).toBe('长度6到18个字符');
    expect(validateField(f, 'a'.repeat(19))).toBe('长度6到18个字符');
    // the actual bounds are 4 and 18
    expect(validateField(f, 'abcd')).toBeNull();
    expect(validateField(f, 'user_01')).toBeNull();
    expect(validateField(f, 'a'.repeat(18))).toBeNull();
  });

  it('email and the other rules are optional: an empty value passes', () => {
    for (const code of ['email', 'naturalNumber', 'url', 'nationalId', 'maxLength255'] as RuleCode[]) {
      expect(validateField(text([code]), '')).toBeNull();
      expect(validateField(text([code]), '   ')).toBeNull();
    }
  });

  it('national ID: GB 11643 check characters and real birth dates', () => {
    expect(isNationalId('11010519491231002X')).toBe(true);
    expect(isNationalId('110105194912310020')).toBe(false);
    expect(isNationalId('11010119900230803X')).toBe(false); // 30 February
    expect(isNationalId('510107200002294564')).toBe(true); // 29 February 2000
    expect(isNationalId('110105490229002')).toBe(false); // 1949 is no leap year
  });
});

describe('generic messages', () => {
  it('required: 请输入{label}! for typed fields, 请选择{label}! for chosen ones', () => {
    expect(validateField({ name: 'name', label: '职务名称', type: 'string', required: true }, '')).toBe(
      '请输入职务名称!',
    );
    expect(validateField({ name: 'memo', label: '备注', type: 'textarea', required: true }, ' ')).toBe('请输入备注!');
    expect(validateField({ name: 'n', label: '排序', type: 'number', required: true }, undefined)).toBe('请输入排序!');
    for (const type of [
      'select',
      'radio',
      'checkbox',
      'multiSelect',
      'treeSelect',
      'date',
      'datetime',
      'time',
    ] as const) {
      expect(validateField({ name: 'x', label: '职级', type, required: true }, '')).toBe('请选择职级!');
    }
    expect(validateField({ name: 'x', label: '职级', type: 'multiSelect', required: true }, [])).toBe('请选择职级!');
    for (const type of ['file', 'image'] as const)
      expect(validateField({ name: 'x', label: '头像', type, required: true }, '')).toBe('请上传头像!');
  });

  it('a rule with its own required message wins over the generic one', () => {
    expect(validateField(text(['mobile'], { label: '手机号码', required: true }), '')).toBe('请输入手机号');
  });

  it('最小长度N位字符 and 最大长度N位字符 count characters', () => {
    const f = text([], { minLength: 2, maxLength: 5 });
    expect(validateField(f, 'a')).toBe('最小长度2位字符');
    expect(validateField(f, '考试管理系统')).toBe('最大长度5位字符');
    expect(validateField(f, '考试')).toBeNull();
    expect(validateField(f, '')).toBeNull();
  });

  it('最少选择N项 and 最多选择N项 for multi-value fields (arrays or comma lists)', () => {
    const f: FieldDef = { name: 'roles', label: '角色', type: 'checkbox', min: 2, max: 3 };
    expect(validateField(f, 'a')).toBe('最少选择2项');
    expect(validateField(f, ['a'])).toBe('最少选择2项');
    expect(validateField(f, 'a,b,c,d')).toBe('最多选择3项');
    expect(validateField({ ...f, type: 'multiSelect' }, ['a', 'b', 'c', 'd'])).toBe('最多选择3项');
    expect(validateField(f, 'a,b')).toBeNull();
  });

  it('numbers: 请输入数字!, 请输入整数!, 最小值为N, 最大值为N', () => {
    expect(validateField({ name: 'n', label: '分数', type: 'number' }, 'abc')).toBe('请输入数字!');
    expect(validateField({ name: 'n', label: '分数', type: 'number' }, '1.5')).toBeNull();
    expect(validateField({ name: 'n', label: '排序', type: 'integer' }, '1.5')).toBe('请输入整数!');
    expect(validateField({ name: 'n', label: '排序', type: 'integer', min: 1 }, 0)).toBe('最小值为1');
    expect(validateField({ name: 'n', label: '排序', type: 'integer', max: 9 }, 10)).toBe('最大值为9');
    expect(validateField({ name: 'n', label: '排序', type: 'integer', min: 0 }, 0)).toBeNull();
  });

  it('several rules: the first failing one speaks', () => {
    const f = text(['naturalNumber', 'qq']);
    expect(validateField(f, 'x')).toBe('请输入自然数!');
    expect(validateField(f, '123')).toBe('请输入正确的QQ号码!');
    expect(validateField(f, '123456')).toBeNull();
  });
});

describe('validateRecord', () => {
  const user: EntityDef = {
    name: 'user',
    title: '用户',
    table: 'sys_user',
    apiPath: '/sys/user',
    permissionPrefix: 'system:user',
    fields: [
      { name: 'username', label: '用户账号', type: 'string', required: true, rules: ['userName'] },
      { name: 'password', label: '登录密码', type: 'password', required: true, writeOnly: true },
      { name: 'phone', label: '手机号码', type: 'string', rules: ['mobile'] },
      { name: 'email', label: '邮箱', type: 'string', rules: ['email'] },
      { name: 'sex', label: '性别', type: 'radio', dictCode: 'sex', required: true },
      { name: 'orgCode', label: '机构编码', type: 'string', readOnly: true, required: true },
      { name: 'hidden', label: '隐藏', type: 'string', form: false, required: true },
    ],
  };

  it('returns the errors by field name; read-only and form:false fields are skipped', () => {
    expect(validateRecord(user, {})).toEqual({
      username: '请输入用户名',
      password: '请输入登录密码!',
      phone: '请输入手机号',
      sex: '请选择性别!',
    });
  });

  it('checks passwords only on add', () => {
    const record = { username: 'zhangsan', phone: '13800000000', email: 'bad', sex: '1' };
    expect(validateRecord(user, record, 'add')).toEqual({ password: '请输入登录密码!', email: '邮箱格式不正确' });
    expect(validateRecord(user, record, 'edit')).toEqual({ email: '邮箱格式不正确' });
  });

  it('a valid record gives no errors', () => {
    const record = { username: 'zhangsan', password: '123456', phone: '13800000000', email: 'a@b.cn', sex: '1' };
    expect(validateRecord(user, record)).toEqual({});
  });
});
