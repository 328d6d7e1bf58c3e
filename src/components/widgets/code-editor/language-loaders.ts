import type { Extension } from '@codemirror/state';
import type { CodeLanguage } from './code-languages';

const legacy = (load: () => Promise<Parameters<typeof import('@codemirror/language').StreamLanguage.define>[0]>) =>
  Promise.all([import('@codemirror/language'), load()]).then(([{ StreamLanguage }, parser]) =>
    StreamLanguage.define(parser),
  );

/** Each language's support, loaded when first used (each a small chunk of its own). */
const LOADERS: Record<CodeLanguage, () => Promise<Extension>> = {
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  'objective-c': () => legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC)),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  r: () => legacy(() => import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  shell: () => legacy(() => import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell)),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  swift: () => legacy(() => import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  vue: () => import('@codemirror/lang-vue').then((m) => m.vue()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
};

/** The support of a language, or an empty extension for plain text. */
export function loadLanguage(language: CodeLanguage | undefined): Promise<Extension> {
  return language ? LOADERS[language]() : Promise.resolve([]);
}
