import { describe, expect, it } from 'vitest';
import {
  defaultPasswordPolicy,
  passwordPolicySchema,
  passwordProblem,
  passwordRequirements,
  type PasswordPolicy,
} from './password-policy';

const strict: PasswordPolicy = {
  minLength: 10,
  maxLength: 20,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
  refuseCommon: true,
};

const unmet = (policy: PasswordPolicy, password: string) =>
  passwordRequirements(policy, password)
    .filter((requirement) => !requirement.met)
    .map((requirement) => requirement.key);

describe('the default password policy', () => {
  it('asks for 8 characters', () => {
    expect(unmet(defaultPasswordPolicy, 'tango7!')).toEqual(['minLength']);
    expect(unmet(defaultPasswordPolicy, 'quickstep on saturday')).toEqual([]);
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(unmet(defaultPasswordPolicy, 'Password123')).toEqual(['notCommon']);
    expect(unmet(defaultPasswordPolicy, 'QWERTYUIOP')).toEqual(['notCommon']);
    expect(passwordProblem(defaultPasswordPolicy, 'ballroom1')).toBe(
      'the password does not meet these requirements: not one of the most common passwords',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(unmet(defaultPasswordPolicy, '💃🕺💃🕺💃🕺💃')).toEqual(['minLength']);
    expect(unmet(defaultPasswordPolicy, '💃🕺💃🕺💃🕺💃🕺')).toEqual([]);
  });
});

describe('a strict deployment policy (spec §5 fields)', () => {
  it('lists every unmet requirement, in order', () => {
    expect(unmet(strict, 'short')).toEqual([
      'minLength',
      'uppercase',
      'numeric',
      'nonAlphanumeric',
    ]);
    expect(unmet(strict, 'Viennese Waltz 3/4')).toEqual([]);
    expect(unmet(strict, 'Viennese Waltz in three-four')).toEqual(['maxLength', 'numeric']);
  });

  it('names the unmet requirements in one sentence', () => {
    expect(passwordProblem(strict, 'lowercase only!')).toBe(
      'the password does not meet these requirements: an uppercase letter; a digit',
    );
    expect(passwordProblem(strict, 'Rumba-Cha 4 2')).toBeUndefined();
  });

  it('rejects a policy whose minimum is below 6', () => {
    expect(passwordPolicySchema.safeParse({ ...strict, minLength: 4 }).success).toBe(false);
  });
});
