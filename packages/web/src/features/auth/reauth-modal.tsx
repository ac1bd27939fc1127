import { Button, Modal, Stack, Text } from '@mantine/core';
import { sessionStore } from '../../lib/session/session-store';
import { useReauthEmail } from '../../lib/session/use-session';
import { SignInForm } from './sign-in-form';

/**
 * Shown over whatever the user was doing when the server says their session
 * ended. The page underneath stays mounted, so a half-filled form keeps what
 * was typed, and the request that hit the expiry is retried after sign-in.
 */
export function ReauthModal() {
  const email = useReauthEmail();
  return (
    <Modal
      opened={email !== undefined}
      onClose={() => sessionStore.rejectReauth()}
      title="Your session has ended"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {email !== undefined && (
        <Stack gap="md">
          <Text size="sm">
            Sign in again to continue. What you typed is still on the page and will be saved.
          </Text>
          <SignInForm fixedEmail={email} onSignedIn={() => undefined} />
          <Button variant="subtle" onClick={() => sessionStore.rejectReauth()}>
            Cancel
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
