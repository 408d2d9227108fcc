import { describe, expect, it } from "vitest";
import { MAX_RETRY_AFTER_MS } from "../../../worker/feed/provider/endpoints";
import { FeedError } from "../../../worker/feed/source";
import { FAKE_PASSWORD, FAKE_USER } from "../../fixtures/feed/fake-provider";
import { setUp } from "./helpers";

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FeedError)) throw new Error(`expected a FeedError, got ${String(error)}`);
  return error;
}

describe("retries", () => {
  it("retries a 500 and succeeds on the next attempt after backoffMs", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 });
    provider.failNext({ kind: "status", status: 500 });
    expect((await client.listTypeGroups("nl")).items).toHaveLength(6);
    expect(provider.calls).toHaveLength(2);
    expect(sleeps).toEqual([100]);
  });

  it("backs off exponentially and then fails with an http error naming the endpoint and the attempts", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 });
    provider.failNext({ kind: "status", status: 503 }, { times: 10 });
    const error = await failure(client.listProperties("fr"));
    expect(error.code).toBe("http");
    expect(error.message).toBe("GetPropertyList (fr, rows 1-20): HTTP 503 after 4 attempts");
    expect(provider.calls).toHaveLength(4);
    expect(sleeps).toEqual([100, 200, 400]);
  });

  it("honours a 429's Retry-After, capped at MAX_RETRY_AFTER_MS", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 });
    provider.failNext({ kind: "status", status: 429, retryAfter: "2" });
    provider.failNext({ kind: "status", status: 429, retryAfter: "3600" });
    await client.listTypeGroups("nl");
    expect(sleeps).toEqual([2_000, MAX_RETRY_AFTER_MS]);
  });

  it("retries a network failure, then reports it as a network error", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 }, { retries: 2 });
    provider.failNext({ kind: "network" }, { times: 3 });
    const error = await failure(client.listCities("en"));
    expect(error.code).toBe("network");
    expect(error.message).toMatch(/^GetCityList \(en, rows 1-20\): network error: fetch failed.* after 3 attempts$/);
    expect(sleeps).toHaveLength(2);
  });

  it.each([400, 401, 403, 404])("does not retry HTTP %i", async (status) => {
    const { provider, client, sleeps } = setUp({ count: 5 });
    provider.failNext({ kind: "status", status }, { times: 5 });
    const error = await failure(client.listProjects("nl"));
    expect(error).toMatchObject({ code: "http", message: `GetProjectList (nl, rows 1-20): HTTP ${status}` });
    expect(provider.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("does not retry Success=false and passes the provider's Message on", async () => {
    const { provider, client } = setUp({ count: 5 });
    provider.failNext({ kind: "refuse", message: "Quota exceeded" }, { times: 5 });
    const error = await failure(client.listProperties("nl"));
    expect(error).toMatchObject({ code: "provider", message: "GetPropertyList (nl, rows 1-20): the provider refused: Quota exceeded" });
    expect(provider.calls).toHaveLength(1);
  });

  it("reports wrong credentials as a provider refusal", async () => {
    const { client } = setUp({ count: 5 }, { credentials: { user: "someone-else", password: "wrong-password" } });
    const error = await failure(client.listProperties("nl"));
    expect(error.code).toBe("provider");
    expect(error.message).toContain("Invalid customer");
  });
});

describe("protocol errors", () => {
  it("reports an answer that is not JSON, without retrying", async () => {
    const { provider, client } = setUp({ count: 5 });
    provider.failNext({ kind: "malformed" });
    await expect(client.listCities("nl")).rejects.toMatchObject({ code: "protocol", message: "GetCityList (nl, rows 1-20): the answer is not JSON" });
    expect(provider.calls).toHaveLength(1);
  });

  it("reports an answer without the {Endpoint}JsonResult envelope", async () => {
    const { provider, client } = setUp({ count: 5 });
    provider.failNext({ kind: "no-envelope" });
    await expect(client.listCities("nl")).rejects.toMatchObject({ code: "protocol", message: expect.stringContaining("no GetCityListJsonResult") });
  });
});

describe("time-outs", () => {
  it("aborts a hanging call after timeoutMs, retries it, then fails with a timeout error", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 }, { timeoutMs: 30, retries: 1 });
    provider.failNext({ kind: "hang" }, { times: 2 });
    const error = await failure(client.listCities("nl"));
    expect(error).toMatchObject({ code: "timeout", message: "GetCityList (nl, rows 1-20): timed out after 30 ms after 2 attempts" });
    expect(sleeps).toEqual([100]);
  });

  it("ends a call even when the fetch ignores its abort signal", async () => {
    const { provider, client } = setUp({ count: 5 }, { timeoutMs: 30, retries: 0 });
    provider.failNext({ kind: "hang-ignoring-signal" });
    const started = performance.now();
    await expect(client.listCities("nl")).rejects.toMatchObject({ code: "timeout" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("recovers when only the first attempt hangs", async () => {
    const { provider, client } = setUp({ count: 5 }, { timeoutMs: 30 });
    provider.failNext({ kind: "hang" });
    expect((await client.listTypeGroups("nl")).items).toHaveLength(6);
  });

  it("stops at once, without retrying, when the caller aborts", async () => {
    const { provider, client, sleeps } = setUp({ count: 5 }, { timeoutMs: 5_000 });
    provider.failNext({ kind: "hang" }, { times: 5 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await failure(client.listCities("nl", { signal: controller.signal }));
    expect(error).toMatchObject({ code: "timeout", message: "GetCityList (nl, rows 1-20): cancelled by the caller" });
    expect(provider.calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe("credentials stay secret", () => {
  const secrets = [FAKE_USER, FAKE_PASSWORD, encodeURIComponent(FAKE_PASSWORD), encodeURIComponent(FAKE_USER)];

  it.each([
    ["a network error whose text carries the URL", { kind: "network" } as const],
    ["a refusal that echoes the user name", { kind: "refuse", message: `Customer ${FAKE_USER} / ${FAKE_PASSWORD} is blocked` } as const],
  ])("redacts them from %s", async (_case, fault) => {
    const { provider, client } = setUp({ count: 5 }, { retries: 0 });
    provider.failNext(fault);
    const error = await failure(client.listProperties("nl"));
    const text = `${error.message} ${String(error.cause ?? "")} ${error.stack ?? ""}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(error.message).toContain("***");
  });

  it("never names them for any failure kind", async () => {
    const faults = [{ kind: "status", status: 500 }, { kind: "malformed" }, { kind: "no-envelope" }, { kind: "hang" }] as const;
    for (const fault of faults) {
      const { provider, client } = setUp({ count: 5 }, { retries: 0, timeoutMs: 20 });
      provider.failNext(fault);
      const error = await failure(client.listProperties("nl"));
      for (const secret of secrets) expect(error.message).not.toContain(secret);
    }
  });
});
