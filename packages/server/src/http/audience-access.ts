import { authorize, type Actor, type Audience, type Authorization } from '@floorcraft/domain';

const deniedReason = (decision: Authorization) => (decision.allowed ? undefined : decision.reason);

/**
 * Why `actor` may not watch `audience`, or undefined when they may: the
 * public view, the frame and the public pages' views are for anybody, the judge view for a bound tablet (its own
 * judge's), the others by the domain's policy for the member's roles
 * (the registrar's view and desk: `viewRegistrations`).
 */
export function audienceRefusal(actor: Actor, audience: Audience): string | undefined {
  switch (audience) {
    case 'public':
    case 'frame':
    case 'page':
      return undefined;
    case 'judge':
      return actor.kind === 'judgeDevice'
        ? undefined
        : "only a judge's linked tablet sees the judge view";
    case 'staff':
      return deniedReason(authorize(actor, 'viewStaffScreens'));
    case 'scoring':
      return deniedReason(authorize(actor, 'viewMarks'));
    case 'registrar':
    case 'desk':
      return deniedReason(authorize(actor, 'viewRegistrations'));
  }
}

/** The judge whose view `actor` watches: a bound tablet's judge, nobody else's. */
export function judgeKeyOf(actor: Actor): string | undefined {
  return actor.kind === 'judgeDevice' ? actor.judgeId : undefined;
}
