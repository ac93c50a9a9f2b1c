import { describe, expect, it } from "vitest";
import { retryingNetworkErrors } from "../../../app/lib/network-retry";

/** A fetch that drops the connection `drops` times, then answers `status`; it records each call. */
function flaky(drops: number, status = 200) {
  const calls: string[] = [];
  const send = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.method ?? "GET");
    if (calls.length <= drops) throw new TypeError("Failed to fetch");
    return new Response(null, { status });
  }) as typeof fetch;
  return { send, calls };
}

function recordedWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe("the browser's API calls retry dropped connections", () => {
  it("tries a GET again after 1 s, 2 s and 4 s and answers once the network is back", async () => {
    const { send, calls } = flaky(3);
    const { waits, wait } = recordedWaits();
    const response = await retryingNetworkErrors(send, wait)("/api/payments/status/x");
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("gives up after three retries with the network's error", async () => {
    const { send, calls } = flaky(10);
    const { waits, wait } = recordedWaits();
    await expect(retryingNetworkErrors(send, wait)("/api/categories")).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("returns an HTTP error answer as it is, without trying again", async () => {
    const { send, calls } = flaky(0, 503);
    const { waits, wait } = recordedWaits();
    const response = await retryingNetworkErrors(send, wait)("/api/categories");
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("never sends a POST twice unless it carries an Idempotency-Key", async () => {
    const plain = flaky(1);
    await expect(
      retryingNetworkErrors(plain.send, recordedWaits().wait)("/api/organizations", { method: "POST", body: "{}" }),
    ).rejects.toThrow(TypeError);
    expect(plain.calls).toHaveLength(1);

    const keyed = flaky(1);
    const response = await retryingNetworkErrors(keyed.send, recordedWaits().wait)("/api/organizations", {
      method: "POST",
      body: "{}",
      headers: { "Idempotency-Key": "key-12345678" },
    });
    expect(response.status).toBe(200);
    expect(keyed.calls).toEqual(["POST", "POST"]);
  });

  it("retries PUT and DELETE, which mean the same when sent twice, and not an aborted request", async () => {
    for (const method of ["PUT", "DELETE"]) {
      const { send, calls } = flaky(1);
      await retryingNetworkErrors(send, recordedWaits().wait)("/api/organizations/x", { method });
      expect(calls).toHaveLength(2);
    }
    const controller = new AbortController();
    controller.abort();
    const { send, calls } = flaky(1);
    await expect(
      retryingNetworkErrors(send, recordedWaits().wait)("/api/categories", { signal: controller.signal }),
    ).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(1);
  });
});
