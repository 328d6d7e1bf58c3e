import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import type { FilePopupProps } from './file-popup';
import type { FileUploadProps } from './file-upload';
import type { ImageUploadProps } from './image-upload';

export type { FilePopupProps, FilePopupResult } from './file-popup';
export type { FileUploadProps } from './file-upload';
export type { ImageUploadProps } from './image-upload';
export type { UploadedFile, UploadItem, UploadValue, UploadValueFormat } from './upload-model';
export { fileAccessUrl, shortFileName, UPLOAD_MESSAGES } from './upload-model';
export { FileCell, ImageCell } from './upload-cells';

// The upload widgets load with the first form or pop-up that shows one, not with every list page.
const FileUploadPart = lazy(() => import('./file-upload').then((m) => ({ default: m.FileUpload })));
const ImageUploadPart = lazy(() => import('./image-upload').then((m) => ({ default: m.ImageUpload })));
const FilePopupPart = lazy(() => import('./file-popup').then((m) => ({ default: m.FilePopup })));

const loading = <Spinner size="tiny" aria-label="加载中" />;

/** JUpload (see file-upload.tsx), loaded on first use. */
export function FileUploadInput(props: FileUploadProps) {
  return (
    <Suspense fallback={loading}>
      <FileUploadPart {...props} />
    </Suspense>
  );
}

/** JImageUpload (see image-upload.tsx), loaded on first use. */
export function ImageUploadInput(props: ImageUploadProps) {
  return (
    <Suspense fallback={loading}>
      <ImageUploadPart {...props} />
    </Suspense>
  );
}

/** The grid cells' file pop-up (see file-popup.tsx), loaded when first opened. */
export function FilePopupDialog(props: FilePopupProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <FilePopupPart {...props} />
    </Suspense>
  );
}
