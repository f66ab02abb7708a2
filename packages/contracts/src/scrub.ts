/**
 * What never leaves for analytics or error reports, in the browser and on the server alike:
 * anything shaped like an email address, and a status page's token. A status page's address is
 * the only key to its order (the sender's name, address, message and the erase action):
 * `/orders/<token>` and `/api/orders/<token>/…`, wherever a path turns up (a URL, a link's href in
 * a click, a breadcrumb, an error message), plain or URL-encoded. The console's
 * `/admin/orders/<id>` carries an order id, which opens nothing, and is kept.
 */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const ORDER_TOKEN = /(?<!admin)(\/|%2F)orders(\/|%2F)[^/?#&%\s"'<>\\]+/gi;

export function scrubText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(ORDER_TOKEN, "$1orders$2[token]");
}

/**
 * What error reports may carry, on the server and in the browser alike: no user info, cookies,
 * headers, bodies, query strings or variables (they can hold emails, addresses and session ids).
 */
export const ERROR_REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  stackFrameVariables: false,
};
