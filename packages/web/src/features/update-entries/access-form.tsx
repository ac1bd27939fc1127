import { compactCode, looksLikeCompetitorCode } from '@floorcraft/domain';
import { useForm } from '@mantine/form';
import { TextField } from '../../components/native-fields/text-field';
import { PlainAlert } from '../../components/plain/plain-alert';
import type { CodeProof } from '../../lib/api/registrations';

interface AccessFormProps {
  onOpen: (proof: CodeProof) => Promise<boolean>;
  pending: boolean;
  refusal: string | undefined;
  /** False until the page is hydrated: the fields are drawn, not yet usable. */
  ready: boolean;
}

/**
 * The dancer's email and competitor code: 8 letters and digits shown as
 * ABCD-EFGH (or 7, for a code mailed before), typed in any case, with or
 * without spaces and the dash. Drawn by the server (ADR 044); the fields
 * have no `name`, so nothing typed could ever be sent in an address.
 */
export function AccessForm({ onOpen, pending, refusal, ready }: AccessFormProps) {
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
      className="fc-stack fc-stack-tight fc-form-narrow"
    >
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        disabled={!ready}
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
        disabled={!ready}
        {...form.getInputProps('code')}
      />
      {refusal && (
        <PlainAlert color="red" role="alert">
          {refusal}
        </PlainAlert>
      )}
      <div>
        <button
          type="submit"
          className="fc-button"
          disabled={!ready || pending}
          aria-busy={pending || undefined}
        >
          Open my registration
        </button>
      </div>
    </form>
  );
}
