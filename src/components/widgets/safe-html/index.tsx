import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { withFileTokens } from './file-token';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from a record or the server: shown only after sanitizeHtml. */
  html: string | null | undefined;
}

/**
 * Shows stored HTML (rich text, a notice, rendered Markdown), always through sanitizeHtml (DOMPurify); pictures
 * stored by this API are shown with the user's token (displayImageSrc).
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => withFileTokens(sanitizeHtml(html)), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
