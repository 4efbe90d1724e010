// Env checks at boot: local defaults when a key is absent, an explicit empty Stripe URL for hosted Stripe.
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("when nothing is set, then the local stand-ins are used", () => {
    expect(parseEnv({})).toMatchObject({
      supabaseUrl: "http://localhost:54321",
      apiUrl: "http://localhost:8787",
      stripePublishableKey: "pk_test_local",
      stripeLocalUrl: "http://localhost:12111",
    });
  });

  it("when VITE_STRIPE_LOCAL_URL is set to empty, then it stays empty (hosted Stripe)", () => {
    expect(parseEnv({ VITE_STRIPE_LOCAL_URL: "" }).stripeLocalUrl).toBe("");
  });

  it("when a URL is malformed, then the error names the key", () => {
    expect(() => parseEnv({ VITE_API_URL: "localhost:8787" })).toThrow(
      EnvError,
    );
    expect(() => parseEnv({ VITE_API_URL: "ftp://x" })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_SUPABASE_URL: "" })).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  it("when a URL ends with a slash, then it is trimmed so paths join cleanly", () => {
    expect(parseEnv({ VITE_API_URL: "https://api.example.edu/" }).apiUrl).toBe(
      "https://api.example.edu",
    );
  });
});
