import { accepted, postAction } from '@/lib/api-client';

/** 测试连接 (JeecgBoot's online module address): the form's values; the server answers 连接成功 or 连接失败：<reason>. */
export const TEST_CONNECTION_URL = '/online/cgreport/api/testConnection';

export interface ConnectionForm {
  /** The saved record's id: an empty password then tests the stored one. */
  id?: string;
  dbUrl: string;
  dbUsername: string;
  dbPassword: string;
}

/** Resolves with the server's message when the database answered; rejects with 连接失败：… otherwise. */
export async function testConnection(form: ConnectionForm): Promise<string> {
  const envelope = accepted(await postAction<null>(TEST_CONNECTION_URL, form, { silent: true }), '连接失败');
  return envelope.message || '连接成功';
}
