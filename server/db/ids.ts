/**
 * Ids. Demo rows get fixed 19-digit ids, one block per table, so every fresh database is identical.
 * Blocks: 1 user, 2 role, 3 user_role, 4 depart, 5 user_depart, 6 permission, 7 role_permission,
 * 8 dict, 9 dict_item, 10 position, 11 check_rule, 12 category, 13 announcement, 14 announcement_send,
 * 15 sms_template, 16 sms; business: 17 cpc_organization, 18 cpc_organization_address, 19 cpc_college,
 * 20 cpc_college_programme, 21 cpc_link_user, 22 the contacts' sys_user accounts, 23 their sys_user_role rows,
 * 24 cpc_student, 25 cpc_national_manager, 26 the 学科目录 categories;
 * papers: 27 cpc_paper_topic, 28 cpc_paper; tests: 29 cpc_test, 30 cpc_test_institution,
 * 31 cpc_test_grade, 32 cpc_test_grade_detail, 33 cpc_test_activity, 34 cpc_training;
 * documents: 35 cpc_folder, 36 cpc_file, 37 cpc_netdisk_folder, 38 cpc_netdisk_file, 39 cpc_report.
 * New rows get snowflake-like ids (`newId`): 19 digits, time-ordered, unique within the process.
 */
import { randomInt } from 'node:crypto';

const BASE = 1_740_000_000_000_000_000n;
const BLOCK = 10_000_000_000_000n;

// prettier-ignore
export type IdBlock =
  | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16
  | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30
  | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39;

export function seedId(block: IdBlock, n: number): string {
  return (BASE + BigInt(block) * BLOCK + BigInt(n)).toString();
}

/** Creation time of all demo rows. */
export const SEED_TIME = '2024-03-01 09:00:00';

/** MyBatis-Plus IdWorker's epoch (2010-11-04): ids made today have 19 digits. */
const EPOCH = 1_288_834_974_657n;
/** A random worker number per process, so several server instances do not collide. */
const WORKER = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let sequence = 0n;

/** A 19-digit snowflake-like id: 41 bits of milliseconds, 10 bits of worker, 12 bits of sequence. */
export function newId(nowMs: number = Date.now()): string {
  let ms = BigInt(Math.floor(nowMs));
  if (ms <= lastMs) {
    ms = lastMs;
    sequence = (sequence + 1n) & 0xfffn;
    // Sequence exhausted within one millisecond: borrow the next one.
    if (sequence === 0n) ms = lastMs + 1n;
  } else {
    sequence = 0n;
  }
  lastMs = ms;
  return (((ms - EPOCH) << 22n) | (WORKER << 12n) | sequence).toString();
}
