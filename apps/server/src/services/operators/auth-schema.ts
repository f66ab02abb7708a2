import type { passkey } from "@better-auth/passkey";
import type { BetterAuthOptions } from "better-auth";

/**
 * better-auth's tables under our names (auth_*) and our column style (snake_case). The SQL in
 * db/migrations/0006_operator_console.sql and 0018_operator_passkeys.sql matches exactly these
 * settings, so change both together.
 */
const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

export const authSchema = {
  user: {
    modelName: "auth_users",
    fields: { emailVerified: "email_verified", ...timestamps },
  },
  session: {
    modelName: "auth_sessions",
    fields: {
      expiresAt: "expires_at",
      ipAddress: "ip_address",
      userAgent: "user_agent",
      userId: "user_id",
      ...timestamps,
    },
    additionalFields: {
      // Migration 0018: 'email_link' or 'passkey', set by operator-auth.ts when the session is made.
      signInMethod: { type: "string", fieldName: "sign_in_method", required: false, input: false },
    },
  },
  account: {
    modelName: "auth_accounts",
    fields: {
      accountId: "account_id",
      providerId: "provider_id",
      userId: "user_id",
      accessToken: "access_token",
      refreshToken: "refresh_token",
      idToken: "id_token",
      accessTokenExpiresAt: "access_token_expires_at",
      refreshTokenExpiresAt: "refresh_token_expires_at",
      ...timestamps,
    },
  },
  verification: {
    modelName: "auth_verifications",
    fields: { expiresAt: "expires_at", ...timestamps },
  },
  rateLimit: {
    modelName: "auth_rate_limits",
    fields: { lastRequest: "last_request" },
  },
  /** The passkey plugin's table (migration 0018). */
  passkey: {
    passkey: {
      modelName: "auth_passkeys",
      fields: {
        publicKey: "public_key",
        userId: "user_id",
        credentialID: "credential_id",
        deviceType: "device_type",
        backedUp: "backed_up",
        createdAt: "created_at",
      },
    },
  },
} satisfies Pick<BetterAuthOptions, "user" | "session" | "account" | "verification"> & {
  rateLimit: NonNullable<BetterAuthOptions["rateLimit"]>;
  passkey: NonNullable<Parameters<typeof passkey>[0]>["schema"];
};
