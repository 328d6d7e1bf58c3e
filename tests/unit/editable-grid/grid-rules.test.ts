import { describe, expect, it, vi } from 'vitest';
import {
  checkRule,
  fillMessage,
  hasUniqueRule,
  requiredMessage,
  RULE_CODES,
  ruleKind,
  validateCell,
  validateCellNow,
} from '@/components/widgets/editable-grid/grid-rules';
import type { GridColumn, GridRule } from '@/components/widgets/editable-grid/grid-types';

const column: GridColumn = { key: 'name', title: '姓名', type: 'input' };
const check = (value: unknown, isDuplicate: (text: string) => boolean = () => false, col = column) => ({
  value,
  row: { id: 'r1', [col.key]: value },
  column: col,
  isDuplicate,
});
const run = (rule: GridRule, value: unknown, isDuplicate?: (text: string) => boolean) =>
  checkRule(rule, check(value, isDuplicate));

describe('the validation codes of the editable grid', () => {
  const cases: [string, unknown[], unknown[], string][] = [
    [
      'n6-16',
      ['123456', '1234567890123456'],
      ['12345', '12345678901234567', '12345a', '-123456'],
      '请输入6到16位数字!',
    ],
    [
      '*6-16',
      ['abc 12', '六个中文字符', 'a'.repeat(16)],
      ['abcde', 'a'.repeat(17), '五个汉字呀'],
      '请输入6到16位任意字符!',
    ],
    ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abcdef1', 'a'.repeat(19), 'abc|def'], '请输入6到18位字母!'],
    [
      'url',
      ['http://www.example.com', 'https://jeecg.example.cn:8080/a/b?c=1#d', 'http://localhost'],
      ['www.example.com', 'ftp//x', 'http://exa mple.com'],
      '请输入正确的网址!',
    ],
    ['e', ['zhang.san@example.com', 'a+b@mail.example.cn'], ['zhangsan', 'a@b', '@example.com'], '邮箱格式不正确'],
    [
      'm',
      ['13812345678', '19900001111', '16612345678'],
      ['12812345678', '1381234567', '138123456789', '23812345678'],
      '请输入正确的手机号码!',
    ],
    ['p', ['200062', '310027'], ['020062', '20006', '2000621', 'a00062'], '请输入正确的邮政编码!'],
    ['s', ['abc', 'ABCdef'], ['abc1', 'ab c', '中文'], '请输入英文字母!'],
    ['n', ['12', '-3', '3.14', '-0.5', 7, 2.5], ['1.', '.5', 'abc', '1.2.3', '--1'], '请输入数字!'],
    ['z', ['0', '12', '-7', 42], ['1.5', 'a', '1e3'], '请输入整数!'],
    ['money', ['0', '12', '12.3', '12.34', '0.5', 99.99], ['12.345', '-1', '012', 'abc', '1.'], '请输入正确的金额!'],
  ];

  for (const [code, valid, invalid, message] of cases) {
    it(`${code}: passes ${valid.length} values, fails ${invalid.length} with ${message}`, () => {
      for (const value of valid) expect(run({ pattern: code }, value), String(value)).toBeNull();
      for (const value of invalid) expect(run({ pattern: code }, value), String(value)).toBe(message);
    });
  }

  it('every code is covered, each an own key (prototype names are regular expressions)', () => {
    expect(Object.keys(RULE_CODES).sort()).toEqual(
      ['*6-16', 'e', 'm', 'money', 'n', 'n6-16', 'p', 's', 's6-18', 'url', 'z'].sort(),
    );
    expect(ruleKind({ pattern: 'constructor' })).toBe('regex');
  });

  it('an empty value passes every rule but the required one', () => {
    for (const code of Object.keys(RULE_CODES)) {
      expect(run({ pattern: code }, '')).toBeNull();
      expect(run({ pattern: code }, undefined)).toBeNull();
      expect(run({ pattern: code }, null)).toBeNull();
    }
    expect(run({ pattern: '^\\d+$' }, '')).toBeNull();
    expect(run({ unique: true }, '', () => true)).toBeNull();
  });

  it("a rule's own message wins, with ${title} and ${key} filled in", () => {
    expect(run({ pattern: 'm', message: '${title}的手机号不对' }, '123')).toBe('姓名的手机号不对');
    expect(run({ required: true, message: '${key}: ${title}必填' }, '')).toBe('name: 姓名必填');
    expect(fillMessage('${title}/${missing}', column)).toBe('姓名/');
  });
});

describe('required (* or required: true)', () => {
  it('fails on empty, whitespace, null, undefined and an empty list; passes 0 and false', () => {
    for (const empty of ['', '   ', null, undefined, []]) {
      expect(run({ required: true }, empty)).toBe('请输入姓名!');
      expect(run({ pattern: '*' }, empty)).toBe('请输入姓名!');
    }
    expect(run({ required: true }, 0)).toBeNull();
    expect(run({ required: true }, false)).toBeNull();
    expect(run({ pattern: '*' }, '张三')).toBeNull();
  });

  it('says 请选择 for chosen columns and 请上传 for files', () => {
    expect(requiredMessage({ title: '题型', type: 'select' })).toBe('请选择题型!');
    expect(requiredMessage({ title: '日期', type: 'date' })).toBe('请选择日期!');
    expect(requiredMessage({ title: '用户', type: 'sel_user' })).toBe('请选择用户!');
    expect(requiredMessage({ title: '附件', type: 'file' })).toBe('请上传附件!');
    expect(requiredMessage({ title: '配图', type: 'image' })).toBe('请上传配图!');
    expect(requiredMessage({ title: '分值', type: 'inputNumber' })).toBe('请输入分值!');
    expect(requiredMessage({ title: '备注' })).toBe('请输入备注!');
  });
});

describe('only / unique', () => {
  it('fails when another row of the column holds the same text', () => {
    const seen = vi.fn((text: string) => text === '张三');
    expect(run({ pattern: 'only' }, '张三', seen)).toBe('姓名不能重复');
    expect(run({ unique: true, message: '${title}已存在' }, '张三', seen)).toBe('姓名已存在');
    expect(run({ unique: true }, '李四', seen)).toBeNull();
    expect(seen).toHaveBeenCalledWith('李四');
  });

  it('is found by hasUniqueRule', () => {
    expect(hasUniqueRule([{ required: true }, { pattern: 'only' }])).toBe(true);
    expect(hasUniqueRule([{ unique: true }])).toBe(true);
    expect(hasUniqueRule([{ pattern: 'm' }])).toBe(false);
    expect(hasUniqueRule(undefined)).toBe(false);
  });
});

describe('custom regular expressions', () => {
  it('a string that is no code is a regular expression; a RegExp too', () => {
    expect(run({ pattern: '^[A-Z]{2}\\d{4}$' }, 'AB1234')).toBeNull();
    expect(run({ pattern: '^[A-Z]{2}\\d{4}$' }, 'ab1234')).toBe('姓名格式不正确');
    expect(run({ pattern: /^\d{3}$/, message: '请输入3位数字' }, '12')).toBe('请输入3位数字');
    expect(run({ pattern: /^\d{3}$/g }, '123')).toBeNull();
    expect(run({ pattern: /^\d{3}$/g }, '123')).toBeNull(); // lastIndex reset: a global RegExp answers alike twice
  });

  it('an unreadable expression is ignored (with a console warning)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(run({ pattern: '([' }, 'x')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('handlers (custom, possibly asynchronous)', () => {
  it('returning true, null or undefined-through-callback passes; false fails with the message', async () => {
    expect(await run({ handler: () => true }, 'x')).toBeNull();
    expect(await run({ handler: () => null }, 'x')).toBeNull();
    expect(await run({ handler: () => false, message: '${title}不合格' }, 'x')).toBe('姓名不合格');
    expect(await run({ handler: () => false }, 'x')).toBe('姓名校验未通过');
    expect(await run({ handler: () => '已被占用' }, 'x')).toBe('已被占用');
  });

  it('a promise, a rejection and a throw', async () => {
    expect(await run({ handler: async ({ value }) => value === 'ok' }, 'ok')).toBeNull();
    expect(await run({ handler: async ({ value }) => value === 'ok', message: '不行' }, 'no')).toBe('不行');
    expect(await run({ handler: () => Promise.reject(new Error('服务器说不行')) }, 'x')).toBe('服务器说不行');
    expect(
      await run(
        {
          handler: () => {
            throw new Error('坏了');
          },
        },
        'x',
      ),
    ).toBe('坏了');
  });

  it("JeecgBoot's callback(flag, message), also called later", async () => {
    const later: GridRule = {
      message: '默认信息',
      handler: ({ value }, callback) => {
        setTimeout(() => callback(value !== 'bad', value === 'bad' ? '${title}是坏值' : undefined), 5);
      },
    };
    expect(await run(later, 'good')).toBeNull();
    expect(await run(later, 'bad')).toBe('姓名是坏值');
    expect(await run({ message: '默认信息', handler: (_, callback) => callback(false) }, 'x')).toBe('默认信息');
    expect(await run({ handler: (_, callback) => callback(null) }, 'x')).toBeNull();
  });

  it('is given the value, the row and the column', async () => {
    const handler = vi.fn(() => true);
    await run({ handler }, '张三');
    expect(handler).toHaveBeenCalledWith(
      { value: '张三', row: { id: 'r1', name: '张三' }, column },
      expect.any(Function),
    );
  });
});

describe('a cell with several rules', () => {
  it("the first failing rule's message, in the rules' order", async () => {
    const rules: GridRule[] = [{ required: true }, { pattern: 'n6-16' }, { unique: true }];
    expect(await validateCell(rules, check(''))).toBe('请输入姓名!');
    expect(await validateCell(rules, check('12'))).toBe('请输入6到16位数字!');
    expect(
      await validateCell(
        rules,
        check('123456', () => true),
      ),
    ).toBe('姓名不能重复');
    expect(await validateCell(rules, check('123456'))).toBeNull();
    expect(await validateCell(undefined, check(''))).toBeNull();
  });

  it('answers at once while the rules are synchronous, a promise from the first handler on', async () => {
    expect(validateCellNow([{ required: true }, { pattern: 'z' }], check('1.5'))).toBe('请输入整数!');
    const pending = validateCellNow([{ handler: async () => true }, { pattern: 'z' }], check('1.5'));
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBe('请输入整数!');
  });

  it('a rule of no kind passes', () => {
    expect(ruleKind({})).toBe('none');
    expect(run({}, 'x')).toBeNull();
  });
});
