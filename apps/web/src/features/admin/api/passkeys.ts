import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { request } from "@/lib/api-client";

/** A passkey as better-auth's passkey plugin lists it. */
export interface Passkey {
  id: string;
  name?: string | null;
  createdAt: string;
  deviceType: string;
}

/**
 * The passkey ceremonies: the server's options (better-auth's passkey plugin, under /api/auth),
 * the browser's authenticator, then the server's check. A person's cancel rejects like any failure.
 */
export const passkeyApi = {
  /** Adds a passkey to the signed-in operator. */
  async add(name?: string) {
    const optionsJSON = await request<PublicKeyCredentialCreationOptionsJSON>(
      "GET",
      "/api/auth/passkey/generate-register-options",
    );
    const response = await startRegistration({ optionsJSON });
    return request<Passkey>("POST", "/api/auth/passkey/verify-registration", { response, name: name || undefined });
  },
  /** Signs in with a passkey: the server sets the session cookie. */
  async signIn() {
    const optionsJSON = await request<PublicKeyCredentialRequestOptionsJSON>(
      "GET",
      "/api/auth/passkey/generate-authenticate-options",
    );
    const response = await startAuthentication({ optionsJSON });
    await request<unknown>("POST", "/api/auth/passkey/verify-authentication", { response });
  },
  list: () => request<Passkey[]>("GET", "/api/auth/passkey/list-user-passkeys"),
  remove: (id: string) => request<unknown>("POST", "/api/auth/passkey/delete-passkey", { id }),
};
