import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from './session-store';

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
