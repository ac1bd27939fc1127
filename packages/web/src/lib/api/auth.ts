import type { SessionInfo } from '@floorcraft/domain/api';
import { api } from './api-client';

/** Replaces the signed-in user's password (a one-time one, or any); answers the new session. */
export function changePassword(currentPassword: string, newPassword: string) {
  return api<SessionInfo>('POST', '/api/auth/password', { currentPassword, newPassword });
}

/** Asks for a reset link by mail; the answer's message is the same whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api<{ message: string }>('POST', '/api/auth/password-reset', { email });
}

/** Whether a reset link's token can still be used. */
export async function resetTokenValid(token: string): Promise<boolean> {
  const answer = await api<{ valid: boolean }>(
    'GET',
    `/api/auth/password-reset/${encodeURIComponent(token)}`,
  );
  return answer.valid;
}

/** Sets a new password with a reset link's token; answers the session it signs in. */
export function completePasswordReset(token: string, password: string) {
  return api<SessionInfo>('POST', '/api/auth/password-reset/complete', { token, password });
}
