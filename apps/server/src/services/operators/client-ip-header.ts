/** The header our HTTP layer sets (from the socket, or X-Forwarded-For behind TRUST_PROXY) after dropping the client's own. */
export const CLIENT_IP_HEADER = "x-civic-client-ip";
