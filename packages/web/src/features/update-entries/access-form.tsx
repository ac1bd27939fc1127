import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TextField } from '../../components/native-fields/text-field';
import type { CodeProof } from '../../lib/api/registrations';

interface AccessFormProps {
  onOpen: (proof: CodeProof) => Promise<boolean>;
  pending: boolean;
  refusal: string | undefined;
}

/** The dancer's email and competitor code (spec §9: 7 characters, A–Z and 0–9). */
export function AccessForm({ onOpen, pending, refusal }: AccessFormProps) {
  const form = useForm<CodeProof>({
    initialValues: { email: '', code: '' },
    validate: {
      email: (email) => (email.trim() ? null : 'Enter the email you registered with.'),
      code: (code) =>
        /^[A-Za-z0-9]{7}$/.test(code.trim())
          ? null
          : 'Enter the 7 letters and digits of your code.',
    },
  });
  return (
    <form
      onSubmit={form.onSubmit(
        (values) =>
          void onOpen({ email: values.email.trim(), code: values.code.trim().toUpperCase() }),
      )}
      noValidate
      aria-label="Open my registration"
    >
      <Stack gap="sm" maw={420}>
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextField
          label="Competitor code"
          description="In the mail you got when you registered."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={7}
          required
          {...form.getInputProps('code')}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          Open my registration
        </Button>
      </Stack>
    </form>
  );
}
