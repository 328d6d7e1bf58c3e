/** The code editor's languages (JeecgBoot's JCodeEditor). */
export const CODE_LANGUAGES = [
  'css',
  'javascript',
  'html',
  'java',
  'objective-c',
  'python',
  'r',
  'shell',
  'sql',
  'swift',
  'vue',
  'markdown',
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

const ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  'text/javascript': 'javascript',
  'application/javascript': 'javascript',
  objectivec: 'objective-c',
  'text/x-objectivec': 'objective-c',
  sh: 'shell',
  bash: 'shell',
  'text/x-sh': 'shell',
  'text/x-sql': 'sql',
  'text/css': 'css',
  'text/html': 'html',
  'text/x-java': 'java',
  'text/x-python': 'python',
  'text/x-rsrc': 'r',
  'text/x-swift': 'swift',
  md: 'markdown',
  'text/markdown': 'markdown',
};

/** The language a name means (case-insensitive, a few aliases and MIME types), or undefined: plain text. */
export function codeLanguage(name: string | undefined): CodeLanguage | undefined {
  const key = (name ?? '').trim().toLowerCase();
  if ((CODE_LANGUAGES as readonly string[]).includes(key)) return key as CodeLanguage;
  return ALIASES[key];
}
