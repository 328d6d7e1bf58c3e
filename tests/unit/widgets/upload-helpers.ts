import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { api } from '../lib/api-client-helpers';

export const UPLOAD_URL = api('/sys/common/upload');

/** One upload the server holds until the test answers it. */
export interface HeldUpload {
  form: FormData;
  headers: Headers;
  answer: (body: Record<string, unknown>, status?: number) => void;
}

/** The upload route, each request held until answered (so what shows while uploading can be seen). */
export function holdUploads(server: SetupServer): HeldUpload[] {
  const held: HeldUpload[] = [];
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData();
      return new Promise<Response>((resolve) => {
        held.push({
          form,
          headers: request.headers,
          answer: (body, status = 200) => resolve(HttpResponse.json(body, { status })),
        });
      });
    }),
  );
  return held;
}

/** The upload route answering the given stored paths in turn. */
export function storeAs(server: SetupServer, ...paths: string[]) {
  let next = 0;
  server.use(http.post(UPLOAD_URL, () => HttpResponse.json(stored(paths[next++] ?? 'temp/extra.txt'))));
}

export const stored = (path: string) => ({ success: true, code: 0, message: path, result: null, timestamp: 0 });

export const file = (name: string, type = 'text/plain', content = 'data') => new File([content], name, { type });
