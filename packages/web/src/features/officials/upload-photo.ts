import { competitionApi } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-error';

/**
 * Sends an image file as the raw request body and resolves with the
 * photo's absolute URL, ready to be an official's photoURL. A refusal
 * rejects with ApiError carrying the server's words.
 */
export async function uploadPhoto(slug: string, file: File): Promise<string> {
  const response = await fetch(`${competitionApi(slug)}/uploads`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type },
    body: file,
  });
  const body = (await response.json().catch(() => ({}))) as {
    url?: string;
    error?: string;
    code?: string;
  };
  if (!response.ok || !body.url) {
    throw new ApiError(
      response.status,
      body.error ?? `the server answered ${response.status}`,
      body.code,
      undefined,
    );
  }
  return body.url;
}
