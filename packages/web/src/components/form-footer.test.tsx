import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedbackOf, FormFooter } from './form-footer';

afterEach(cleanup);

const footer = (props: Parameters<typeof FormFooter>[0]) =>
  render(
    <MantineProvider>
      <FormFooter {...props} />
    </MantineProvider>,
  );

describe('FormFooter', () => {
  it('shows the problems under their title, then the refusal, then the buttons', () => {
    footer({
      problems: ['Name: enter a name', 'Email: enter an email'],
      outcome: { ok: false, text: 'Registration is closed.' },
      title: 'Not registered yet',
      children: <button type="submit">Register</button>,
    });
    const [problems, refusal] = screen.getAllByRole('alert');
    expect(problems?.textContent).toContain('Not registered yet');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Name: enter a name',
      'Email: enter an email',
    ]);
    expect(refusal?.textContent).toBe('Registration is closed.');
    const button = screen.getByRole('button', { name: 'Register' });
    expect(refusal?.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('says one problem as text, with the default title', () => {
    footer({ problems: ['Name: enter a name'] });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct these firstName: enter a name',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows what was done as a status, and nothing when nothing was sent', () => {
    footer({ outcome: feedbackOf({ refusal: undefined, done: 'Saved.' }) });
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    footer({ outcome: feedbackOf({ refusal: undefined, done: undefined }) });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
