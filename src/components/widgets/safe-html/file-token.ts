import { apiUrl, withToken } from '@/lib/api-client';
import { STATIC_PATH } from '@/components/widgets/upload/upload-model';

/**
 * The address to show a stored picture at: an address under this API's /sys/common/static gets the signed-in
 * user's token as `?token=` (the route serves signed-in users only and an <img> sends no header). Stored HTML keeps
 * the address without it; any other address is left as it is.
 */
export function displayImageSrc(src: string): string {
  return src.startsWith(`${apiUrl(STATIC_PATH)}/`) ? withToken(src) : src;
}

/** HTML (already sanitised) with displayImageSrc applied to its pictures. */
export function withFileTokens(html: string): string {
  if (!html.includes(apiUrl(STATIC_PATH))) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const img of template.content.querySelectorAll('img[src]')) {
    img.setAttribute('src', displayImageSrc(img.getAttribute('src') ?? ''));
  }
  return template.innerHTML;
}
