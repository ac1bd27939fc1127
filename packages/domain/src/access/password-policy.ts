import { z } from 'zod';
import { isCommonPassword } from './common-passwords';

/**
 * The deployment's password rules (spec §5's policy fields). Our default
 * asks for 8 characters and refuses the most common passwords, which stops
 * more guessing than composition rules do (NIST SP 800-63B).
 */
export const passwordPolicySchema = z.strictObject({
  minLength: z.int().min(6).max(128),
  maxLength: z.int().min(8).max(1024).optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
  refuseCommon: z.boolean(),
});

export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  maxLength: 256,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  refuseCommon: true,
};

export interface PasswordRequirement {
  /** Stable key, for tests and for React lists. */
  key: string;
  /** What the form shows next to a tick or a cross. */
  label: string;
  met: boolean;
}

/** Every requirement of `policy`, each marked met or not for `password`, in a fixed order. */
export function passwordRequirements(
  policy: PasswordPolicy,
  password: string,
): PasswordRequirement[] {
  const length = [...password].length;
  const list: PasswordRequirement[] = [
    {
      key: 'minLength',
      label: `At least ${policy.minLength} characters`,
      met: length >= policy.minLength,
    },
  ];
  if (policy.maxLength !== undefined) {
    list.push({
      key: 'maxLength',
      label: `At most ${policy.maxLength} characters`,
      met: length <= policy.maxLength,
    });
  }
  const rules: [boolean, string, string, RegExp][] = [
    [policy.requireLowercase, 'lowercase', 'A lowercase letter', /\p{Ll}/u],
    [policy.requireUppercase, 'uppercase', 'An uppercase letter', /\p{Lu}/u],
    [policy.requireNumeric, 'numeric', 'A digit', /\p{Nd}/u],
    [policy.requireNonAlphanumeric, 'nonAlphanumeric', 'A symbol or space', /[^\p{L}\p{Nd}]/u],
  ];
  for (const [required, key, label, pattern] of rules) {
    if (required) {
      list.push({ key, label, met: pattern.test(password) });
    }
  }
  if (policy.refuseCommon) {
    list.push({
      key: 'notCommon',
      label: 'Not one of the most common passwords',
      met: password.length > 0 && !isCommonPassword(password),
    });
  }
  return list;
}

/** The unmet requirements as one sentence, or undefined when the password is acceptable. */
export function passwordProblem(policy: PasswordPolicy, password: string): string | undefined {
  const unmet = passwordRequirements(policy, password).filter((requirement) => !requirement.met);
  if (unmet.length === 0) {
    return undefined;
  }
  return `the password does not meet these requirements: ${unmet
    .map((requirement) => requirement.label.toLowerCase())
    .join('; ')}`;
}
