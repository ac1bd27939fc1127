import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { TextField } from '../../components/native-fields/text-field';
import { sentence } from '../../lib/api/api-error';
import { resendCode } from '../../lib/api/registrations';
import { useAction } from '../../lib/api/use-action';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';

/** "Send my code again": the codes registered with an email are mailed to it. */
export function ResendCode() {
  const slug = useCompetitionSlug();
  const [shown, setShown] = useState(false);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const action = useAction();
  if (!shown) {
    return (
      <div>
        <Button variant="subtle" px={0} onClick={() => setShown(true)}>
          Lost your code? Send it again
        </Button>
      </div>
    );
  }
  return (
    <form
      aria-label="Send my code again"
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(async () => setSent(sentence((await resendCode(slug, email)).message)));
      }}
    >
      <Stack gap="sm" maw={420}>
        <TextField
          label="Email to send the code to"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {sent && (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        )}
        {action.refusal && (
          <Alert color="red" role="alert">
            {action.refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="default" loading={action.pending}>
            Send my code
          </Button>
        </div>
      </Stack>
    </form>
  );
}
