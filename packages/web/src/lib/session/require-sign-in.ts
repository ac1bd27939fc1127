import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from './session-store';
import type { SessionInfo } from './session-types';

/**
 * The navigation guard of spec §2, as a route loader so it runs before each
 * navigation to a signed-in route: nobody signed in (or a one-time password
 * still to replace) goes to /login?redirect=<the full original path and query>.
 */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const session = await sessionStore.load();
  if (!session.user || session.user.mustChangePassword) {
    const url = new URL(request.url);
    return redirect(`/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return null;
}

/**
 * The guard of `requireSignIn`, then `signedIn` with the session once the
 * member may stay: what a route starts for its screen (`first-views.ts`)
 * without holding the navigation back.
 */
export function signInThen(
  signedIn: (args: LoaderFunctionArgs, session: SessionInfo) => void,
): (args: LoaderFunctionArgs) => Promise<Response | null> {
  return async (args) => {
    const redirected = await requireSignIn(args);
    if (redirected === null) {
      signedIn(args, await sessionStore.load());
    }
    return redirected;
  };
}
