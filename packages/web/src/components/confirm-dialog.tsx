import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useConfirmState } from '../lib/confirm/confirm-store';

/**
 * The app's one confirmation dialog, in place of `window.confirm()` (which
 * kiosk browsers suppress). Screens ask with `askToConfirm`; RootLayout
 * mounts this once anything is asked. Focus moves into the dialog, onto
 * Cancel, so a stray Enter never destroys anything; Escape, Cancel and the
 * close button decline; the red button names the action it takes.
 */
export function ConfirmDialog() {
  const { open, request, answer, returnTo } = useConfirmState();
  return (
    <Modal
      opened={open}
      onClose={() => answer(false)}
      // Mantine returns focus only when the Modal was mounted closed; this one mounts open
      // at the first question, so focus goes back to the action's button here.
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (returnTo?.isConnected) {
          returnTo.focus();
        }
      }}
      // Mantine's close button has no name of its own.
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={request?.title}
      centered
    >
      {request && (
        <Stack gap="md">
          <Text size="sm">{request.message}</Text>
          {request.details && request.details.length > 0 && (
            <List size="sm" spacing={2}>
              {request.details.map((detail) => (
                <List.Item key={detail}>{detail}</List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={() => answer(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => answer(true)}>
              {request.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
