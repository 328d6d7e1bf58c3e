/**
 * 消息模板 rendering: `${name}` placeholders filled from a JSON object of parameters. The server
 * renders what it sends; the 测试发送 dialog shows the same result before sending.
 */

const PLACEHOLDER = /\$\{\s*([\w.\u4e00-\u9fa5-]+)\s*\}/g;

export type TemplateParams = Record<string, unknown>;

export type ParsedParams = { ok: true; params: TemplateParams | null } | { ok: false; message: string };

export const BAD_JSON_MESSAGE = '测试数据不是有效的JSON对象';

/** The parameters of a send: empty text means none (the template goes out as written); otherwise a JSON object. */
export function parseTemplateParams(text: string | null | undefined): ParsedParams {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { ok: true, params: null };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, params: value as TemplateParams };
  } catch {
    // falls through
  }
  return { ok: false, message: BAD_JSON_MESSAGE };
}

/** The placeholder names of a template, in order of first use. */
export function templatePlaceholders(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

export type RenderResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * The template with each `${name}` replaced by its parameter (objects as JSON). With no parameters the template is
 * returned as written (as JeecgBoot sends it); a placeholder without a value is refused, naming it.
 */
export function renderTemplate(content: string, params: TemplateParams | null): RenderResult {
  if (!params) return { ok: true, text: content };
  const missing = templatePlaceholders(content).filter((name) => params[name] === undefined || params[name] === null);
  if (missing.length > 0) return { ok: false, message: `测试数据缺少参数：${missing.join('、')}` };
  const text = content.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
  return { ok: true, text };
}
