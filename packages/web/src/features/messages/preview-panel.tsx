import { Alert, Stack, Text, Title } from '@mantine/core';
import type { MessagePreview } from './message-preview';

/** Whom the message reaches and the first recipient's mail, as the compose form is filled in. */
export function PreviewPanel({ preview }: { preview: MessagePreview | undefined }) {
  return (
    <Stack gap="sm" aria-labelledby="preview-title" component="section">
      <Title order={2} size="h3" id="preview-title">
        Preview
      </Title>
      <Text aria-live="polite">
        {preview === undefined
          ? 'Choose whom to send it to.'
          : preview.recipients === 0
            ? 'Nobody in this audience has an email address.'
            : `${preview.recipients} ${preview.recipients === 1 ? 'mail' : 'mails'} to ${preview.dancers} ${preview.dancers === 1 ? 'dancer' : 'dancers'}`}
      </Text>
      {preview && preview.withoutEmail.length > 0 && (
        // A note, not an alert: the preview changes as the form is typed in.
        <Alert color="yellow" role="note">
          <Text size="sm">
            <Text span fw={600} size="sm">
              No email address, so no mail:
            </Text>{' '}
            {preview.withoutEmail.join(', ')}
          </Text>
        </Alert>
      )}
      {preview?.sample && (
        <Stack gap={4} component="section" aria-labelledby="sample-title">
          <Title order={3} size="h5" id="sample-title">
            The mail to {preview.sample.to}
          </Title>
          <Text size="sm">
            <Text span fw={600}>
              Subject:{' '}
            </Text>
            {preview.sample.subject}
          </Text>
          <Text
            size="sm"
            p="sm"
            bg="gray.0"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {preview.sample.text}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
