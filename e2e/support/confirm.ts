import { expect, type Page } from '@playwright/test';

/**
 * Answers the app's confirmation dialog (components/confirm-dialog.tsx),
 * which replaced the browser's confirm(): clicks its red button, named by
 * its action, or Cancel. Returns the dialog's words (title and message) so
 * a test can check the question named what it changes.
 */
export async function answerConfirm(
  page: Page,
  answer: { confirm: string } | 'cancel',
): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const words = (await dialog.textContent()) ?? '';
  const button = answer === 'cancel' ? 'Cancel' : answer.confirm;
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
  return words;
}
