import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  type ElementNode,
  type LexicalEditor,
} from 'lexical';

/** Replaces the editor's content with `html` (already sanitised); inline nodes at the top go into paragraphs. */
export function $setHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const nodes = html ? $generateNodesFromDOM(editor, new DOMParser().parseFromString(html, 'text/html')) : [];
  let paragraph: ElementNode | null = null;
  for (const node of nodes) {
    const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (block) {
      paragraph = null;
      root.append(node);
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** Unwraps `el`: its children take its place. */
const unwrap = (el: Element) => el.replaceWith(...el.childNodes);

/**
 * Lexical's HTML made plain for storage: no theme classes (generated names), no `white-space: pre-wrap`, no
 * `<b><strong>` / `<i><em>` doubles, no bare spans.
 */
export function tidyHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const el of doc.body.querySelectorAll('*')) {
    el.removeAttribute('class');
    const style = el.getAttribute('style');
    if (style !== null) {
      const rest = style
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part && !/^white-space\s*:\s*pre-wrap$/i.test(part))
        .join('; ');
      if (rest) el.setAttribute('style', rest);
      else el.removeAttribute('style');
    }
  }
  for (const el of doc.body.querySelectorAll('b > strong, i > em')) {
    if (el.parentElement?.childNodes.length === 1 && el.attributes.length === 0) unwrap(el);
  }
  for (const el of doc.body.querySelectorAll('span')) if (el.attributes.length === 0) unwrap(el);
  return doc.body.innerHTML;
}

/** The editor's content as HTML: '' when it holds nothing (one empty paragraph), else Lexical's HTML, tidied. */
export function $getHtml(editor: LexicalEditor): string {
  const children = $getRoot().getChildren();
  if (children.every((child) => $isParagraphNode(child) && child.isEmpty())) return '';
  return tidyHtml($generateHtmlFromNodes(editor, null));
}
