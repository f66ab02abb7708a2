import fs from "node:fs";
import { mailFilesIn } from "../mail-outbox";
import { waitFor } from "../orders/wait";

const taken = new Set<string>();

/**
 * A sign-in link for `email` in the local outbox of the server using `dataDir`, not taken before
 * (quoted-printable undone). Apart from console-helpers so the browser specs use it as well.
 */
export async function signInLinkFor(server: { dataDir: string }, email: string): Promise<string> {
  return waitFor(`a sign-in email to ${email}`, async () => {
    for (const file of mailFilesIn(server.dataDir).reverse()) {
      const text = fs
        .readFileSync(file, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(`To: ${email}`)) continue;
      const link = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<>]+/.exec(text)?.[0];
      if (link && !taken.has(link)) {
        taken.add(link);
        return link.replace(/&amp;/g, "&");
      }
    }
    return null;
  });
}

/**
 * The path of that link, for a browser to open on the test server's own origin: with PUBLIC_URL
 * unset the link itself is on http://localhost:$PORT or the first production host (issue 41 #14).
 */
export async function signInPathFor(server: { dataDir: string }, email: string): Promise<string> {
  const link = new URL(await signInLinkFor(server, email));
  return `${link.pathname}${link.search}`;
}
