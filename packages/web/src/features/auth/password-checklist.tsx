import { passwordRequirements, type PasswordPolicy } from '@floorcraft/domain';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';

/**
 * The deployment's password requirements, each ticked as soon as the typed
 * password meets it, so nobody learns the rules from a refusal. The list is
 * a polite live region: screen readers hear changes without losing focus.
 */
export function PasswordChecklist({
  policy,
  password,
}: {
  policy: PasswordPolicy;
  password: string;
}) {
  const requirements = passwordRequirements(policy, password);
  return (
    <List
      spacing={4}
      size="sm"
      aria-live="polite"
      aria-label="Password requirements"
      data-testid="password-requirements"
    >
      {requirements.map((requirement) => (
        <List.Item
          key={requirement.key}
          data-met={requirement.met}
          icon={
            <ThemeIcon color={requirement.met ? 'green.8' : 'gray.6'} size={18} radius="xl">
              <span aria-hidden="true">{requirement.met ? '✓' : '·'}</span>
            </ThemeIcon>
          }
        >
          <Text size="sm" c={requirement.met ? 'green.9' : 'gray.8'}>
            {requirement.label}
            <VisuallyHidden>{requirement.met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** Whether every requirement is met, to enable the submit button. */
export function passwordAcceptable(policy: PasswordPolicy, password: string): boolean {
  return passwordRequirements(policy, password).every((requirement) => requirement.met);
}
