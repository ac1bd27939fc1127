import { isRole, roles, type Role } from '@floorcraft/domain';
import { AccountRefusal } from './account-refusal';

/**
 * `value` as a role, or an `invalid` refusal naming the roles there are. Routes and the
 * CLI parse roles already; the command checks again because it owns the rule and may be
 * called from code that did not.
 */
export function knownRole(value: string): Role {
  if (!isRole(value)) {
    throw new AccountRefusal('invalid', `"${value}" is not a role; roles are ${roles.join(', ')}`);
  }
  return value;
}
