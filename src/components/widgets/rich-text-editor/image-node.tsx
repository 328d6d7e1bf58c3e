import type { JSX } from 'react';
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import { displayImageSrc } from '@/components/widgets/safe-html/file-token';

/** An image address the editor keeps: http(s), a same-site path, or an embedded picture; nothing else. */
export function safeImageSrc(src: string | null | undefined): string {
  const value = (src ?? '').trim();
  if (/^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value) || /^data:image\/[\w+.-]+;base64,/i.test(value)) {
    return value;
  }
  return '';
}

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

/** A picture in the text (`<img src alt>`): only its address and text travel, never other attributes. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static getType(): string {
    return 'image';
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized.src, serialized.alt);
  }

  static importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element: HTMLElement): DOMConversionOutput | null => {
          const src = safeImageSrc(element.getAttribute('src'));
          return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: 'image', version: 1, src: this.__src, alt: this.__alt };
  }

  exportDOM(): DOMExportOutput {
    const img = document.createElement('img');
    img.setAttribute('src', this.__src);
    img.setAttribute('alt', this.__alt);
    return { element: img };
  }

  createDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = 'rte-image';
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): boolean {
    return true;
  }

  decorate(): JSX.Element {
    // Shown with the user's token when stored here; exported (saved) without it.
    return <img src={displayImageSrc(this.__src)} alt={this.__alt} style={{ maxWidth: '100%' }} />;
  }
}

export function $createImageNode(src: string, alt = ''): ImageNode {
  return $applyNodeReplacement(new ImageNode(safeImageSrc(src), alt));
}

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode => node instanceof ImageNode;
