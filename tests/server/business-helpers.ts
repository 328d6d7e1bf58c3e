/** Shared by the business server tests: demo ids by code and short calls. */
import { eq } from 'drizzle-orm';
import type { PageResult } from '../../src/domain/api';
import { cpcCollege, cpcLinkUser, cpcOrganization, sysUser } from '../../server/db/schema';
import { client, tokenFor, type TestServer } from './helpers';

export type Rec = Record<string, unknown>;
export type Api = ReturnType<typeof client>;

export const ORG = '/organizationManager/cpcOrganizationManagement';
export const COLLEGE = '/collegeManagement/cpcCollegeManagement';
export const LINK = '/linkUser/cpcLinkUserV';
export const STUDENT = '/studentManagement/cpcStudent';
export const NATIONAL = '/nationalManager/cpcNationalManager';

/** Ids of the demo rows the tests name. */
export async function demoIds(server: TestServer) {
  const db = server.opened.db;
  const orgs = await db.select().from(cpcOrganization);
  const org = (code: string) => orgs.find((o) => o.orgCode === code)!.id;
  const colleges = await db.select().from(cpcCollege);
  const college = (code: string) => colleges.find((c) => c.collegeCode === code)!.id;
  const users = await db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser);
  const user = (username: string) => users.find((u) => u.username === username)!.id;
  const contact = async (username: string) =>
    (await db.select().from(cpcLinkUser).where(eq(cpcLinkUser.username, username)))[0]!;
  return { orgs, org, colleges, college, user, contact };
}

/** A signed-in client for each demo account named, side by side. */
export async function signedIn<N extends string>(server: TestServer, ...names: N[]): Promise<Record<N, Api>> {
  const apis = await Promise.all(names.map(async (name) => client(server.app, await tokenFor(server.app, name))));
  return Object.fromEntries(names.map((name, i) => [name, apis[i]])) as Record<N, Api>;
}

export async function page(api: Api, path: string, params: Record<string, string | number | undefined> = {}) {
  const res = await api.get<PageResult<Rec>>(path, params);
  if (!res.body.success) throw new Error(`${path}: ${res.body.message}`);
  return res.body.result;
}
