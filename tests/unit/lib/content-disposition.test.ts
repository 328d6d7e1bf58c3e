import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition as name } from '@/lib/content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the RFC 5987 form', () => {
    expect(name(`attachment; filename="fallback.xls"; filename*=UTF-8''%E5%AD%A6%E7%94%9F.xls`)).toBe('学生.xls');
  });
  it('reads a quoted or bare plain name', () => {
    expect(name('attachment; filename="report 1.pdf"')).toBe('report 1.pdf');
    expect(name('attachment;filename=a.txt')).toBe('a.txt');
  });
  it('decodes a percent-encoded plain name', () => {
    expect(name('attachment;filename=%E7%94%A8%E6%88%B7.xls')).toBe('用户.xls');
  });
  it('decodes UTF-8 bytes sent as ISO-8859-1 (JeecgBoot)', () => {
    const latin1 = String.fromCharCode(...new TextEncoder().encode('用户.xls'));
    expect(name(`attachment;filename=${latin1}`)).toBe('用户.xls');
  });
  it('keeps genuine Latin-1 names', () => {
    expect(name('attachment; filename="café.txt"')).toBe('café.txt');
  });
  it('is null without a file name', () => {
    expect(name(null)).toBeNull();
    expect(name('inline')).toBeNull();
  });
});
