import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@fluentui/react-components';

/**
 * An editor whose code (Lexical, markdown-it, CodeMirror …) is a chunk of its own, loaded with the first one shown;
 * until then a spinner keeps the editor's height (`heightOf` its props), so the form does not jump.
 */
export function lazyEditor<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  heightOf: (props: P) => number,
): (props: P) => ReactNode {
  const Part = lazy(load);
  return function LazyEditor(props: P) {
    const fallback = (
      <div style={{ height: heightOf(props), display: 'grid', placeItems: 'center' }}>
        <Spinner size="tiny" aria-label="加载中" />
      </div>
    );
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
