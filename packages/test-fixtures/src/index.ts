/**
 * The sample people, addresses, messages, recipients and orders that the server's tests (Vitest)
 * and the browser tests (Playwright) share, so a sender or an order is written out once.
 *
 * A workspace package of its own rather than a module of @civic/contracts: apps/web does not
 * depend on it, so nothing here can reach the web bundle, and the contracts keep only what the
 * product ships. It imports only types, so it loads with no dependency at run time.
 */
import type { CreatePaymentRequest, UserInfo } from "@civic/contracts/payments";
import type { SendOption } from "@civic/contracts/pricing";

/** What a tester types at step 4, and the address suggestion they then choose. */
export interface TypedAddress {
  fullName: string;
  street: string;
  suggestion: string | RegExp;
}

interface SampleSender {
  /** The return address as the wizard keeps it after step 4, and as create-payment takes it. */
  userInfo: UserInfo;
  email: string;
  /** For a sender the browser tests walk through step 4: typing this leaves `userInfo`. */
  typed?: TypedAddress;
}

export const senders = {
  /** Cheyenne, WY 82001: one at-large representative and two senators. */
  wyoming: {
    userInfo: { fullName: "Ana Garcia", streetAddress: "100 Main St", city: "Cheyenne", state: "WY", zipCode: "82001" },
    email: "ana@example.com",
    typed: { fullName: "ana garcia", street: "100 main st", suggestion: "100 Main St" },
  },
  /** Cheyenne too, another street: the card preview's sample sender. */
  janePublic: {
    userInfo: {
      fullName: "Jane Public",
      streetAddress: "123 Main St",
      city: "Cheyenne",
      state: "WY",
      zipCode: "82001",
    },
    email: "jane@example.com",
    typed: { fullName: "Jane Public", street: "123 main st", suggestion: "123 Main St" },
  },
  /** Fort Lauderdale, FL 33301: the server tests' orders, with a unit in the street line. */
  florida: {
    userInfo: {
      fullName: "Ana Lopez",
      streetAddress: "100 Las Olas Blvd, Apt 4",
      city: "Fort Lauderdale",
      state: "FL",
      zipCode: "33301",
    },
    email: "ana@example.com",
  },
  /** Seattle, WA 98101: a ZIP split between two House districts. */
  seattle: {
    userInfo: { fullName: "Ana Garcia", streetAddress: "1301 2nd Ave", city: "Seattle", state: "WA", zipCode: "98101" },
    email: "ana@example.com",
    typed: { fullName: "ana garcia", street: "1301 2nd ave", suggestion: "1301 2nd Ave" },
  },
  /** Burlington, VT 05401: a ZIP touching two state senate districts and six state house ones. */
  burlington: {
    userInfo: {
      fullName: "Maya Chen",
      streetAddress: "149 Church St",
      city: "Burlington",
      state: "VT",
      zipCode: "05401",
    },
    email: "maya@example.com",
    typed: { fullName: "Maya Chen", street: "149 church st", suggestion: "149 Church St" },
  },
} as const satisfies Record<string, SampleSender>;

/** Wyoming's members of Congress as the app writes their names (the directory bundled in the repo). */
export const wyoming = {
  zipCode: "82001",
  representative: "Rep. Harriet M. Hageman",
  senators: ["Sen. John Barrasso", "Sen. Cynthia M. Lummis"],
} as const;

/** What the Wyoming sender writes at steps 2 and 3. */
export const wyomingPostcard = {
  concerns: "Public lands",
  message: "Please keep our public lands public. Wyoming families hunt, fish and camp on them every year.",
} as const;

/** The local test checkout takes Stripe's public test card numbers. */
export const testCards = {
  paid: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  expiry: "12/34",
  cvc: "123",
} as const;

const sendOptionFor = { 1: "single", 2: "double", 3: "triple" } as const satisfies Record<number, SendOption>;

/**
 * A create-payment request from the Florida sender to the House member and the first `cards - 1`
 * senators (ids from the directory, whoever looks them up). The browser's names and addresses are
 * ignored by the server, only ids count: the representative carries wrong ones to prove it.
 */
export function orderRequest(
  legislators: { representativeId: string; senatorIds: readonly string[] },
  cards: 1 | 2 | 3,
  extra: Partial<CreatePaymentRequest> = {},
): CreatePaymentRequest {
  const sender = senders.florida;
  const sendOption = sendOptionFor[cards];
  const email = extra.email ?? sender.email;
  return {
    sendOption,
    email,
    fullName: sender.userInfo.fullName,
    postcardData: {
      userInfo: { ...sender.userInfo },
      representative: { id: legislators.representativeId, name: "Someone Else", address: "nowhere" },
      senators: legislators.senatorIds.slice(0, cards - 1).map((id) => ({ id })),
      finalMessage: "I'm [name] from [Your City]: please protect the Everglades.",
      draftId: null,
      zipCode: sender.userInfo.zipCode,
      office: "washington",
    },
    ...extra,
  };
}
