/**
 * A fetch wrapper that behaves like one browser: it keeps the cookies the
 * server sets and sends them back, and sends the page's Origin with every
 * state-changing request, as browsers do.
 */
export class BrowserClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
    /** Sent with every request, e.g. X-Forwarded-For to come from another address. */
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET') {
      headers.origin = this.origin;
    }
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }

  /** The cookie header this browser would send, for opening a WebSocket as it. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }
}
