/**
 * The business entities bound to their tables, who may read them (menus or buttons, services/readers), and what the
 * business routes share: a record as the API shows it (with `_dictText`s) and the counts beside an organisation or a
 * college.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { collegeEntity, collegeProgrammeEntity } from '../../src/domain/entities/college';
import type { EntityDef } from '../../src/domain/entities/entity-types';
import { linkUserEntity } from '../../src/domain/entities/link-user';
import { nationalManagerEntity } from '../../src/domain/entities/national-manager';
import { organizationAddressEntity, organizationEntity } from '../../src/domain/entities/organization';
import { paperEntity, paperTopicEntity } from '../../src/domain/entities/paper';
import { studentEntity } from '../../src/domain/entities/student';
import { testEntity, testInstitutionEntity } from '../../src/domain/entities/test';
import { testActivityEntity } from '../../src/domain/entities/test-activity';
import { gradeDetailEntity, gradeEntity } from '../../src/domain/entities/grade';
import { trainingEntity } from '../../src/domain/entities/training';
import { fileEntity, folderEntity } from '../../src/domain/entities/document';
import { netdiskFileEntity, netdiskFolderEntity } from '../../src/domain/entities/netdisk';
import { reportEntity } from '../../src/domain/entities/report';
import type { AppContext } from '../context';
import { addDictTexts } from '../crud/dict-text';
import { bindEntity, toRecord, type EntityTable } from '../crud/entity-table';
import { ENTITY_TABLES } from '../crud/entity-tables';
import type { DbLike, Row, WriteContext } from '../crud/spec';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcOrganizationAddress,
  cpcPaperTopic,
  cpcStudent,
  cpcNetdiskFile,
  cpcNetdiskFolder,
  cpcTestGradeDetail,
  cpcTestInstitution,
} from '../db/schema';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import { BizError } from '../http/envelope';

function tableOf(def: EntityDef): EntityTable {
  const et = ENTITY_TABLES.find((t) => t.def === def);
  if (!et) throw new Error(`entity ${def.name} is not in ENTITIES`);
  return et;
}

export const ORGANIZATION_TABLE = tableOf(organizationEntity);
export const COLLEGE_TABLE = tableOf(collegeEntity);
export const LINK_USER_TABLE = tableOf(linkUserEntity);
export const STUDENT_TABLE = tableOf(studentEntity);
export const NATIONAL_MANAGER_TABLE = tableOf(nationalManagerEntity);
export const ADDRESS_TABLE = bindEntity(organizationAddressEntity, cpcOrganizationAddress);
export const PROGRAMME_TABLE = bindEntity(collegeProgrammeEntity, cpcCollegeProgramme);
export const PAPER_TABLE = tableOf(paperEntity);
export const PAPER_TOPIC_TABLE = bindEntity(paperTopicEntity, cpcPaperTopic);
export const TEST_TABLE = tableOf(testEntity);
export const TEST_INSTITUTION_TABLE = bindEntity(testInstitutionEntity, cpcTestInstitution);
export const TEST_ACTIVITY_TABLE = tableOf(testActivityEntity);
export const GRADE_TABLE = tableOf(gradeEntity);
export const GRADE_DETAIL_TABLE = bindEntity(gradeDetailEntity, cpcTestGradeDetail);
export const TRAINING_TABLE = tableOf(trainingEntity);
export const FOLDER_TABLE = tableOf(folderEntity);
export const FILE_TABLE = tableOf(fileEntity);
export const REPORT_TABLE = tableOf(reportEntity);
// Never plain CRUD: every netdisk call is held to the caller's own disk.
export const NETDISK_FOLDER_TABLE = bindEntity(netdiskFolderEntity, cpcNetdiskFolder);
export const NETDISK_FILE_TABLE = bindEntity(netdiskFileEntity, cpcNetdiskFile);

/** Rows as the API shows them, with their `_dictText`s. */
export async function records(ctx: AppContext, et: EntityTable, rows: Row[]): Promise<Row[]> {
  const out = rows.map((r) => toRecord(et, r));
  await addDictTexts(ctx, et, out);
  return out;
}

/** The record `id` of `et` that `inScope` reaches, as the API shows it; 未找到对应数据 when there is none. */
export async function findInScope(
  ctx: AppContext,
  et: EntityTable,
  id: string | undefined,
  inScope: SQL | undefined,
): Promise<Row> {
  const [row] = id?.trim()
    ? await ctx.db
        .select()
        .from(et.table)
        .where(and(eq(et.idColumn, id.trim()), inScope))
        .limit(1)
    : [];
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return (await records(ctx, et, [row as Row]))[0]!;
}

/** How many rows of `column` each of `ids` has, optionally limited by `where`. */
export async function countBy(db: DbLike, column: PgColumn, ids: string[], where?: SQL): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await db
    .select({ key: column, n: count() })
    .from(column.table)
    .where(and(inArray(column, ids), where))
    .groupBy(column)) as { key: string; n: number }[];
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** The list's counts of each organisation: colleges, students and contacts (within `scope` conditions). */
export async function organizationCounts(
  db: DbLike,
  ids: string[],
  where: { college?: SQL; student?: SQL; linkUser?: SQL } = {},
) {
  const [colleges, students, linkUsers] = await Promise.all([
    countBy(db, cpcCollege.organizationId, ids, where.college),
    countBy(db, cpcStudent.organizationId, ids, where.student),
    countBy(db, cpcLinkUser.institutionId, ids, where.linkUser),
  ]);
  return { colleges, students, linkUsers };
}

/** A college's counts: programmes and students. */
export async function collegeCounts(db: DbLike, ids: string[]) {
  const [programmes, students] = await Promise.all([
    countBy(db, cpcCollegeProgramme.collegeId, ids),
    countBy(db, cpcStudent.collegeId, ids),
  ]);
  return { programmes, students };
}

/** Is this property present in a body (for edits that leave absent fields alone)? */
export const has = (body: Row, name: string) => body[name] !== undefined;

/** The audit columns JeecgBoot's business tables add: the writer's department and tenant. */
export function businessAudit(w: WriteContext, values: Row): void {
  values.sysOrgCode = w.user.orgCode ?? null;
  values.tenantId = w.request.tenantId > 0 ? w.request.tenantId : null;
}
