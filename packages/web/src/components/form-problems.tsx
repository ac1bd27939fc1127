import { Alert, List } from '@mantine/core';

/**
 * What stops a form from being sent: the browser's own checks, each naming
 * its field (`lib/forms` `fieldProblems`), then the server's refusal in its
 * own words. Both are alerts, so a screen reader hears them at once.
 */
export function FormProblems({
  problems,
  refusal,
}: {
  problems: readonly string[];
  refusal?: string | undefined;
}) {
  return (
    <>
      {problems.length > 0 && (
        <Alert color="red" role="alert" title="Please correct these first">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </>
  );
}
