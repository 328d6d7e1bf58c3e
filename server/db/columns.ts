import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** A timestamp(0) read back as 'yyyy-MM-dd HH:mm:ss' (GMT+8 wall-clock time). */
export const ts = (name: string) => timestamp(name, { mode: 'string', precision: 0 });

/** The audit columns every business table has (JeecgBoot's create_by … update_time). */
export const audit = {
  createBy: varchar('create_by', { length: 32 }),
  createTime: ts('create_time'),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: ts('update_time'),
};
