/** A request's own origin (scheme://host), as the client addressed it. */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${url.host}`;
}
