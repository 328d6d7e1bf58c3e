import { apiUrl } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { sendUpload } from '@/components/widgets/upload/upload-api';
import { staticPath, UPLOAD_MESSAGES } from '@/components/widgets/upload/upload-model';

/** The sub-directory of the rich-text editor's pictures (biz=jeditor with jeditor=1). */
export const JEDITOR_BIZ = 'jeditor';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * Uploads a picture for the editor and gives its address: the stored path under /sys/common/static (a public
 * route, so no token in the saved HTML), an http address as answered, or the picture itself (a data URL) when the
 * server answers `local`. Not an image: 请上传图片; a failure: {name} 上传失败. Both answer undefined.
 */
export async function uploadEditorImage(file: File, biz = JEDITOR_BIZ): Promise<string | undefined> {
  if (!file.type.includes('image')) {
    notify({ intent: 'warning', message: UPLOAD_MESSAGES.imagesOnly });
    return undefined;
  }
  const outcome = await sendUpload({ file, biz, fields: { jeditor: '1' }, onProgress: () => undefined }).outcome;
  if (!outcome.ok) {
    if ('message' in outcome) notify({ intent: 'error', message: UPLOAD_MESSAGES.failed(file.name) });
    return undefined;
  }
  if (outcome.path === 'local') return readAsDataUrl(file);
  return /^https?:\/\//i.test(outcome.path) ? outcome.path : apiUrl(staticPath(outcome.path));
}
