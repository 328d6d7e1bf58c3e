/**
 * The demo Online报表 (docs/api.md "Online reports"): institutions per province and grades by level of a test (in
 * the menu), and 机构选择, the report the widget gallery's popup field picks institutions from.
 */
import { SEED_TIME } from './ids';
import type { Db } from './db-type';
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from './schema';

interface DemoItem {
  fieldName: string;
  fieldTxt: string;
  fieldType?: string;
  isSearch?: 1;
  searchMode?: 'single' | 'group';
  isOrder?: 1;
  isTotal?: 1;
  dictCode?: string;
}

export const DEMO_REPORTS = [
  {
    id: 'onlrpt_org_by_province',
    code: 'org_by_province',
    name: '各省机构统计',
    cgrSql: `select left(o.area, 2) || '0000' as province,
  count(*) as org_count,
  sum(case when o.is_customer = 'Y' then 1 else 0 end) as customer_count
from cpc_organization o
where o.area is not null
group by left(o.area, 2)
order by org_count desc`,
    items: [
      { fieldName: 'province', fieldTxt: '省份', dictCode: 'province', isSearch: 1 },
      { fieldName: 'org_count', fieldTxt: '机构数', fieldType: 'Integer', isOrder: 1, isTotal: 1 },
      { fieldName: 'customer_count', fieldTxt: '客户机构数', fieldType: 'Integer', isOrder: 1, isTotal: 1 },
    ] as DemoItem[],
    params: [] as { paramName: string; paramTxt: string; paramValue?: string }[],
  },
  {
    id: 'onlrpt_grade_levels',
    code: 'grade_levels',
    name: '考试成绩等级分布',
    cgrSql: `select t.test_name, g.level, count(*) as candidates, round(avg(g.total_score)::numeric, 1) as avg_score
from cpc_test_grade g
join cpc_test t on t.id = g.test_id
where g.absent = 'N' and (\${testName} is null or t.test_name like '%' || \${testName} || '%')
group by t.test_name, g.level
order by t.test_name, g.level`,
    items: [
      { fieldName: 'test_name', fieldTxt: '考试名称', isSearch: 1 },
      { fieldName: 'level', fieldTxt: '等级', dictCode: 'grade_level', isSearch: 1 },
      { fieldName: 'candidates', fieldTxt: '人数', fieldType: 'Integer', isOrder: 1, isTotal: 1 },
      { fieldName: 'avg_score', fieldTxt: '平均分', fieldType: 'Double', isOrder: 1 },
    ] as DemoItem[],
    params: [{ paramName: 'testName', paramTxt: '考试名称包含' }],
  },
];

/** Not in the menu: the report behind the widget gallery's popup field (组件示例). */
export const POPUP_REPORT = {
  id: 'onlrpt_org_pick',
  code: 'org_pick',
  name: '机构选择',
  cgrSql: `select o.org_name, o.org_code, o.principal from cpc_organization o order by o.org_code`,
  items: [
    { fieldName: 'org_name', fieldTxt: '机构名称', isSearch: 1 },
    { fieldName: 'org_code', fieldTxt: '机构编码', isSearch: 1, isOrder: 1 },
    { fieldName: 'principal', fieldTxt: '负责人' },
  ] as DemoItem[],
  params: [] as { paramName: string; paramTxt: string; paramValue?: string }[],
};

export async function seedOnlineReports(db: Db): Promise<void> {
  const audit = { createBy: 'admin', createTime: SEED_TIME };
  for (const report of [...DEMO_REPORTS, POPUP_REPORT]) {
    await db.insert(onlCgreportHead).values({
      id: report.id,
      code: report.code,
      name: report.name,
      cgrSql: report.cgrSql,
      ...audit,
    });
    await db.insert(onlCgreportItem).values(
      report.items.map((item, orderNum) => ({
        id: `${report.id.slice(0, 26)}_i${orderNum}`,
        cgrheadId: report.id,
        fieldName: item.fieldName,
        fieldTxt: item.fieldTxt,
        fieldType: item.fieldType ?? 'String',
        isShow: 1,
        isOrder: item.isOrder ?? 0,
        isSearch: item.isSearch ?? 0,
        searchMode: item.searchMode ?? 'single',
        dictCode: item.dictCode ?? null,
        isTotal: item.isTotal ?? 0,
        orderNum,
        ...audit,
      })),
    );
    if (report.params.length > 0)
      await db.insert(onlCgreportParam).values(
        report.params.map((param, orderNum) => ({
          id: `${report.id.slice(0, 26)}_p${orderNum}`,
          cgrheadId: report.id,
          paramName: param.paramName,
          paramTxt: param.paramTxt,
          paramValue: param.paramValue ?? null,
          orderNum,
          ...audit,
        })),
      );
  }
}
