import { apiUpload, competitionApi } from './api-client';

/**
 * Sends an image file as the raw request body and resolves with the
 * photo's absolute URL, ready to be an official's photoURL. A refusal
 * rejects with ApiError carrying the server's words; an ended session asks
 * to sign in again and sends the photo once more.
 */
export async function uploadPhoto(slug: string, file: File): Promise<string> {
  const answer = await apiUpload<{ url: string }>(`${competitionApi(slug)}/uploads`, file);
  return answer.url;
}
