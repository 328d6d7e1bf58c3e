/**
 * 学院 under /collegeManagement/cpcCollegeManagement:
 * - the CRUD of its definition (list with programme and student counts), reading by 院校列表 and the organisation
 *   screens or any cpc:college: button, each write by its button; `collegeCode` is unique within the organisation;
 *   add and edit save `cpcCollegeProgrammeList` in the same transaction (a programme students study is not removed);
 *   a college with students or contacts is not deleted, and moves to another organisation only while it has none;
 * - queryById and queryByIdToDetail (the college, its programmes and counts), for staff and the college's contacts;
 * - the programme pickers queryUndergraduateList, queryProfessionMasterList, queryFirstMasterList and
 *   queryFirstDoctorList (name, collegeId, institutionId, pageNo, pageSize → a page of `{id, item_text, …}`);
 * - disciplineTree: the 学科目录 tree for the programmes' discipline codes (key = the national code).
 * Everything is limited to the caller's scope (services/cpc-scope).
 */
import { count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COLLEGE_PROGRAMME_LIST, DISCIPLINE_ROOT_CODE, PROGRAMME_TYPE } from '../../../src/domain/entities/college';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { listPage, param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import { cpcCollege, cpcCollegeProgramme, cpcLinkUser, cpcOrganization } from '../../db/schema';
import { plain } from '../../http/envelope';
import { ID_QUERY, NO_PARAMETERS, pagedQuery, routeSchema, text } from '../../http/route-schemas';
import { collegeCondition, cpcScope } from '../../services/cpc-scope';
import { collegeCounts, COLLEGE_TABLE, PROGRAMME_TABLE, records } from '../../services/cpc-tables';
import { READERS } from '../../services/readers';
import { recordTableReading } from '../../services/table-reading';
import { collegeSpec, disciplineRows, findCollege, programmesOf } from '../../services/colleges';

/** Parameters of the programme pickers that are not field filters. */
const PICKER_PARAMS = ['name', 'institutionId', 'organizationId'];
const PICKER_QUERY = routeSchema({
  query: pagedQuery({ name: text('名称'), institutionId: text('机构'), organizationId: text('机构') }),
});

/** A page of one type's programmes in scope, as picker rows `{id, item_text, …}`. */
async function programmePage(ctx: AppContext, request: FastifyRequest, type: string) {
  const query = { ...queryOf(request) };
  if (!param(query, 'column')) Object.assign(query, { column: 'disciplineCode,name', order: 'asc' });
  const scope = await cpcScope(ctx, request);
  const name = param(query, 'name')?.trim();
  const institution = (param(query, 'institutionId') ?? param(query, 'organizationId'))?.trim();
  const where: (SQL | undefined)[] = [
    eq(cpcCollegeProgramme.programmeType, type),
    collegeCondition(ctx.db, scope, cpcCollegeProgramme.organizationId, cpcCollegeProgramme.collegeId),
    name ? ilike(cpcCollegeProgramme.name, `%${escapeLike(name)}%`) : undefined,
    institution ? eq(cpcCollegeProgramme.organizationId, institution) : undefined,
  ];
  const page = await listPage(ctx, PROGRAMME_TABLE, query, { ignore: PICKER_PARAMS, where });
  const list = await records(ctx, PROGRAMME_TABLE, page.records);
  const collegeIds = [...new Set(list.map((r) => String(r.collegeId)))];
  const colleges = collegeIds.length
    ? await ctx.db
        .select({ id: cpcCollege.id, name: cpcCollege.collegeName, orgName: cpcOrganization.orgName })
        .from(cpcCollege)
        .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcCollege.organizationId))
        .where(inArray(cpcCollege.id, collegeIds))
    : [];
  const byId = new Map(colleges.map((c) => [c.id, c]));
  return {
    ...page,
    records: list.map((r) => ({
      ...r,
      item_text: r.name,
      collegeName: byId.get(String(r.collegeId))?.name ?? null,
      orgName: byId.get(String(r.collegeId))?.orgName ?? null,
    })),
  };
}

/** The programme picker calls and the programme type each lists. */
const PICKERS: [path: string, type: string][] = [
  ['queryUndergraduateList', PROGRAMME_TYPE.undergraduate],
  ['queryProfessionMasterList', PROGRAMME_TYPE.professionalMaster],
  ['queryFirstMasterList', PROGRAMME_TYPE.firstMaster],
  ['queryFirstDoctorList', PROGRAMME_TYPE.firstDoctor],
];

export async function cpcCollegeRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, collegeSpec, ['queryById']);
  recordTableReading(ctx, cpcCollegeProgramme, {
    readers: READERS.programme,
    contacts: true,
    scope: async (c, request) =>
      collegeCondition(
        c.db,
        await cpcScope(c, request),
        cpcCollegeProgramme.organizationId,
        cpcCollegeProgramme.collegeId,
      ),
  });
  const base = COLLEGE_TABLE.def.apiPath;
  const readers = READERS.college;

  app.get(`${base}/queryById`, { config: { readers, contacts: true }, schema: ID_QUERY }, async (request) =>
    plain(await findCollege(ctx, await cpcScope(ctx, request), param(queryOf(request), 'id'))),
  );

  app.get(`${base}/queryByIdToDetail`, { config: { readers, contacts: true }, schema: ID_QUERY }, async (request) => {
    const college = await findCollege(ctx, await cpcScope(ctx, request), param(queryOf(request), 'id'));
    const id = String(college.id);
    const programmes = await programmesOf(ctx, id);
    const counts = await collegeCounts(ctx.db, [id]);
    const [contacts] = await ctx.db.select({ n: count() }).from(cpcLinkUser).where(eq(cpcLinkUser.collegeId, id));
    return plain({
      ...college,
      [COLLEGE_PROGRAMME_LIST]: programmes,
      programmeCount: programmes.length,
      studentCount: counts.students.get(id) ?? 0,
      linkUserCount: Number(contacts?.n ?? 0),
    });
  });

  for (const [path, type] of PICKERS)
    app.get(
      `${base}/${path}`,
      { config: { readers: READERS.programme, contacts: true }, schema: PICKER_QUERY },
      async (request) => {
        return plain(await programmePage(ctx, request, type));
      },
    );

  app.get(
    `${base}/disciplineTree`,
    { config: { readers: READERS.programme, contacts: true }, schema: NO_PARAMETERS },
    async () => {
      const rows = await disciplineRows(ctx.db);
      const node = (r: { code: string; name: string }, leaf: boolean) => ({
        key: r.code,
        value: r.code,
        code: r.code,
        title: `${r.code} ${r.name}`,
        leaf,
        isLeaf: leaf,
      });
      return plain(
        rows
          .filter((r) => r.parent === DISCIPLINE_ROOT_CODE)
          .map((category) => {
            const children = rows.filter((r) => r.parent === category.code).map((r) => node(r, true));
            return { ...node(category, children.length === 0), children };
          }),
      );
    },
  );
}
