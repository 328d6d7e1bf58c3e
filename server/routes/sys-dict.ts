import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { BizError, ok, plain } from '../http/envelope';
import { allDictItems, dictItemsByCode } from '../services/dicts';

export async function sysDictRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/dict/queryAllDictItems', { config: {} }, async () => ok(await allDictItems(ctx)));

  app.get<{ Params: { dictCode: string } }>('/sys/dict/getDictItems/:dictCode', { config: {} }, async (request) => {
    const code = request.params.dictCode.trim();
    if (!code) return plain([]);
    // The `table,text,code[,condition]` form comes with the dictionary issue.
    if (code.includes(',')) throw new BizError('字典Code格式不正确！');
    return plain(await dictItemsByCode(ctx, code));
  });
}
