import { describe, expect, it } from 'vitest';
import { exportRedirectUrl } from '@/components/crud/use-entity-list';
import { withToken } from '@/lib/api-client';
import { signIn } from '../lib/api-client-helpers';

describe('the second export (大数据导出)', () => {
  it('sends the browser to the export with the list parameters as one JSON paramsStr and the token', () => {
    signIn('tok en');
    const url = new URL(exportRedirectUrl('/sys/position/exportXls', { postRank: '4', selections: 'a,b' }), 'http://x');
    expect(url.pathname).toBe('/jeecg-boot/sys/position/exportXls');
    expect(JSON.parse(url.searchParams.get('paramsStr')!)).toEqual({ postRank: '4', selections: 'a,b' });
    expect(url.searchParams.get('token')).toBe('tok en');
  });

  it('withToken adds the token once, to any address', () => {
    signIn('t1');
    expect(withToken('/a')).toBe('/a?token=t1');
    expect(withToken('/a?b=1')).toBe('/a?b=1&token=t1');
    expect(withToken('/a?token=old')).toBe('/a?token=old');
  });
});
