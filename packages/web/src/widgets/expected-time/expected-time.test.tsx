import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpectedTime } from './expected-time';

const timing = { roundId: 'r', planned: '2027-04-10T10:12' };

afterEach(cleanup);

describe('ExpectedTime', () => {
  it('shows the planned time alone when on time', () => {
    const { container } = render(<ExpectedTime timing={timing} />);
    expect(container.textContent).toBe('10:12');
  });

  it('shows the plan and, in bold, the time now expected when late', () => {
    const { container } = render(
      <ExpectedTime timing={{ ...timing, estimated: '2027-04-10T10:31' }} />,
    );
    expect(container.textContent).toBe('planned 10:12, now about 10:31');
    expect(container.querySelector('strong')?.textContent).toBe('now about 10:31');
  });

  it('shows when the round started, and the fallback with no planned time', () => {
    expect(
      render(<ExpectedTime timing={{ ...timing, startedAt: '2027-04-10T10:15' }} />).container
        .textContent,
    ).toBe('started 10:15');
    cleanup();
    expect(
      render(<ExpectedTime timing={undefined} fallback="Time not set" />).container.textContent,
    ).toBe('Time not set');
  });
});
