/** The Content-Type a stored file is served with, by its extension. */
/** How a stored file is served: its Content-Type and whether a browser may show it in place. */
export interface ServedType {
  type: string;
  inline: boolean;
}

const SERVED_TYPES: Record<string, ServedType> = {
  png: { type: 'image/png', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  gif: { type: 'image/gif', inline: true },
  webp: { type: 'image/webp', inline: true },
  bmp: { type: 'image/bmp', inline: true },
  ico: { type: 'image/x-icon', inline: true },
  pdf: { type: 'application/pdf', inline: true },
  txt: { type: 'text/plain; charset=utf-8', inline: false },
  log: { type: 'text/plain; charset=utf-8', inline: false },
  csv: { type: 'text/csv; charset=utf-8', inline: false },
  json: { type: 'application/json', inline: false },
  doc: { type: 'application/msword', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  ppt: { type: 'application/vnd.ms-powerpoint', inline: false },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', inline: false },
  odt: { type: 'application/vnd.oasis.opendocument.text', inline: false },
  ods: { type: 'application/vnd.oasis.opendocument.spreadsheet', inline: false },
  odp: { type: 'application/vnd.oasis.opendocument.presentation', inline: false },
  rtf: { type: 'application/rtf', inline: false },
  zip: { type: 'application/zip', inline: false },
  rar: { type: 'application/vnd.rar', inline: false },
  '7z': { type: 'application/x-7z-compressed', inline: false },
  gz: { type: 'application/gzip', inline: false },
  tar: { type: 'application/x-tar', inline: false },
  mp3: { type: 'audio/mpeg', inline: false },
  wav: { type: 'audio/wav', inline: false },
  ogg: { type: 'audio/ogg', inline: false },
  mp4: { type: 'video/mp4', inline: false },
  webm: { type: 'video/webm', inline: false },
  mov: { type: 'video/quicktime', inline: false },
  avi: { type: 'video/x-msvideo', inline: false },
};

const DOWNLOAD: ServedType = { type: 'application/octet-stream', inline: false };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Images and PDF are shown in place; the other known types are downloads of their type; anything else bytes. */
export function servedType(fileName: string): ServedType {
  return SERVED_TYPES[extensionOf(fileName)] ?? DOWNLOAD;
}
