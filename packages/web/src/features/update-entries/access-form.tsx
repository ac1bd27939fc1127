import { compactCode, looksLikeCompetitorCode } from '@floorcraft/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TextField } from '../../components/native-fields/text-field';
import type { CodeProof } from '../../lib/api/registrations';

interface AccessFormProps {
  onOpen: (proof: CodeProof) => Promise<boolean>;
  pending: boolean;
  refusal: string | undefined;
}

/**
 * The dancer's email and competitor code: 8 letters and digits shown as
 * ABCD-EFGH (or 7, for a code mailed before), typed in any case, with or
 * without spaces and the dash.
 */
export function AccessForm({ onOpen, pending, refusal }: AccessFormProps) {
  const form = useForm<CodeProof>({
    initialValues: { email: '', code: '' },
    validate: {
      email: (email) => (email.trim() ? null : 'Enter the email you registered with.'),
      code: (code) =>
        looksLikeCompetitorCode(code)
          ? null
          : 'Enter the code from your registration mail: 8 letters and digits, like ABCD-EFGH.',
    },
  });
  return (
    <form
      onSubmit={form.onSubmit(
        (values) => void onOpen({ email: values.email.trim(), code: compactCode(values.code) }),
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
          placeholder="ABCD-EFGH"
          maxLength={20}
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
