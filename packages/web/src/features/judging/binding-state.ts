import type { DeviceBinding } from './device-binding';

/**
 * What the tablet tells the judge beside the code form, so it is never shown
 * empty without a reason: a refused code, a link that is gone, or a link this
 * browser did not keep.
 */
export type BindingNotice =
  | { kind: 'refused'; message: string }
  | { kind: 'lost'; judgeName: string }
  | { kind: 'not-kept'; judgeName: string };

/**
 * The judge tablet's link to its judge, as the page knows it.
 *
 * `generation` counts binds started and finished. A check of the link (`GET
 * /api/judge-devices/me`) carries the generation it was asked in, and its
 * answer is dropped when a bind has started or finished since: asked before
 * the bind's cookie existed, it would say "not linked" and wipe the link the
 * bind just made (the judge would see the empty form, with no message).
 */
export interface BindingState {
  /** undefined until the server (or, offline, the last confirmed link) has answered. */
  binding: DeviceBinding | null | undefined;
  /** A bind is in flight: the tablet says it is linking, not that it is unlinked. */
  linking: boolean;
  /** Set when a bind succeeded and no check has confirmed the cookie was kept since. */
  unconfirmed: boolean;
  generation: number;
  notice: BindingNotice | undefined;
  /** The link this browser last confirmed, before the page opened: named when it is gone. */
  remembered: DeviceBinding | null;
}

export type BindingAction =
  | { type: 'bind-started'; generation: number }
  | { type: 'bound'; generation: number; binding: DeviceBinding }
  | { type: 'bind-refused'; generation: number; message: string }
  | { type: 'checked'; generation: number; binding: DeviceBinding | null };

/**
 * The state of a page just opened; `remembered` is the link this browser last
 * confirmed. A page opened from a QR code's link (`scanning`) starts binding at
 * once, so it opens saying it is linking.
 */
export function initialBindingState(
  remembered: DeviceBinding | null,
  scanning = false,
): BindingState {
  return {
    binding: undefined,
    linking: scanning,
    unconfirmed: false,
    generation: scanning ? 1 : 0,
    notice: undefined,
    remembered,
  };
}

/**
 * The tablet's link after `action`. A bind's own answer always counts; a
 * check's answer only when no bind started or finished since it was asked,
 * and a check that finds no link where one was known says why the form is back.
 */
export function bindingReducer(state: BindingState, action: BindingAction): BindingState {
  switch (action.type) {
    case 'bind-started':
      return { ...state, linking: true, generation: action.generation };
    case 'bound':
      return {
        ...state,
        binding: action.binding,
        linking: false,
        unconfirmed: true,
        generation: action.generation,
        notice: undefined,
      };
    case 'bind-refused':
      return {
        ...state,
        linking: false,
        generation: action.generation,
        notice: { kind: 'refused', message: action.message },
      };
    case 'checked':
      if (action.generation !== state.generation || state.linking) {
        return state;
      }
      return action.binding ? confirmed(state, action.binding) : notLinked(state);
  }
}

function confirmed(state: BindingState, binding: DeviceBinding): BindingState {
  const stale = state.notice?.kind === 'lost' || state.notice?.kind === 'not-kept';
  return {
    ...state,
    binding,
    unconfirmed: false,
    notice: stale ? undefined : state.notice,
  };
}

function notLinked(state: BindingState): BindingState {
  // A refused code says why already; the check after it only shows what is left.
  if (state.notice?.kind === 'refused') {
    return { ...state, binding: null, unconfirmed: false };
  }
  const known = state.binding ?? (state.binding === undefined ? state.remembered : null);
  const notice: BindingNotice | undefined = !known
    ? state.notice
    : state.unconfirmed
      ? { kind: 'not-kept', judgeName: known.judgeName }
      : { kind: 'lost', judgeName: known.judgeName };
  return { ...state, binding: null, unconfirmed: false, notice };
}

/** The words of a notice, for the alert above the code form. */
export function noticeText(notice: BindingNotice): { title: string; text: string } {
  switch (notice.kind) {
    case 'refused':
      return { title: 'This tablet is not linked', text: notice.message };
    case 'lost':
      return {
        title: 'This tablet is no longer linked',
        text: `This tablet is no longer linked to ${notice.judgeName}: the link was revoked or this browser did not keep it. Ask the scrutineer for a new code.`,
      };
    case 'not-kept':
      return {
        title: 'This tablet is not linked',
        text: `The code linked this tablet to ${notice.judgeName}, but this browser did not keep the link (cookies blocked?). Allow cookies for this site, then ask the scrutineer for a new code.`,
      };
  }
}
