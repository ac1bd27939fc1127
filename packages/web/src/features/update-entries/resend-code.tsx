import { useState } from 'react';
import { TextField } from '../../components/native-fields/text-field';
import { PlainAlert } from '../../components/plain/plain-alert';
import { sentence } from '../../lib/api/api-error';
import { resendCode } from '../../lib/api/registrations';
import { useAction } from '../../lib/api/use-action';

interface ResendCodeProps {
  /** The competition in the page's address (`/c/:slug`), undefined at the root. */
  slug: string | undefined;
  /** False until the page is hydrated: the button is drawn, not yet usable. */
  ready: boolean;
}

/** "Send my code again": the codes registered with an email are mailed to it. */
export function ResendCode({ slug, ready }: ResendCodeProps) {
  const [shown, setShown] = useState(false);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const action = useAction();
  if (!shown) {
    return (
      <div>
        <button
          type="button"
          className="fc-button fc-button-subtle"
          disabled={!ready}
          onClick={() => setShown(true)}
        >
          Lost your code? Send it again
        </button>
      </div>
    );
  }
  return (
    <form
      aria-label="Send my code again"
      className="fc-stack fc-stack-tight fc-form-narrow"
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(async () => setSent(sentence((await resendCode(slug, email)).message)));
      }}
    >
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
        <PlainAlert color="green" role="status">
          {sent}
        </PlainAlert>
      )}
      {action.refusal && (
        <PlainAlert color="red" role="alert">
          {action.refusal}
        </PlainAlert>
      )}
      <div>
        <button
          type="submit"
          className="fc-button fc-button-default"
          disabled={action.pending}
          aria-busy={action.pending || undefined}
        >
          Send my code
        </button>
      </div>
    </form>
  );
}
