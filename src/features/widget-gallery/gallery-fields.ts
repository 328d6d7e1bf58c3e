import type { FieldDef } from '@/domain/entities/entity-types';

/** The gallery's fields: each a field type of the entity definitions, as a definition would declare it. */
export const GALLERY_FIELDS = {
  files: { name: 'files', label: '文件上传', type: 'file', upload: { biz: 'demo' } },
  images: { name: 'images', label: '图片上传（最多 3 张）', type: 'image', upload: { biz: 'demo', maxCount: 3 } },
  image: { name: 'image', label: '单张图片', type: 'image', upload: { biz: 'demo', maxCount: 1 } },
  user: { name: 'user', label: '用户（单选）', type: 'user' },
  users: { name: 'users', label: '用户（多选）', type: 'user', multiple: true },
  depart: { name: 'depart', label: '部门（单选）', type: 'depart' },
  departs: { name: 'departs', label: '部门（多选）', type: 'depart', multiple: true },
  position: { name: 'position', label: '职务', type: 'position' },
  roles: { name: 'roles', label: '角色（多选）', type: 'role', multiple: true },
  area: { name: 'area', label: '省市区（级联）', type: 'area' },
  areaSelect: { name: 'areaSelect', label: '省市区（下拉）', type: 'area', areaType: 'select' },
  richText: { name: 'richText', label: '富文本', type: 'richText' },
  markdown: { name: 'markdown', label: 'Markdown', type: 'markdown', defaultValue: '# 标题\n\n- 列表项\n- **加粗**' },
  code: {
    name: 'code',
    label: '代码（JavaScript）',
    type: 'code',
    language: 'javascript',
    defaultValue: "function greet(name) {\n  return '你好，' + name;\n}\n",
  },
  switchYN: { name: 'switchYN', label: '开关（Y / N）', type: 'switch', defaultValue: 'N' },
  switch10: { name: 'switch10', label: '开关（1 / 0）', type: 'switch', switchValues: ['1', '0'], defaultValue: '1' },
} satisfies Record<string, FieldDef>;

export const SAMPLE_HTML = '<p>欢迎使用<strong>考试管理系统</strong>。</p>';

export const SAMPLE_TEXT = '全国大学生英语能力测试将于十二月中旬举行，请各院校提前做好考场安排与考生信息核对工作。';
