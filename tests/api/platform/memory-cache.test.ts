import { describe, expect, it } from "vitest";
import { MemoryCache, oncePer } from "../../../worker/lib/memory-cache";

describe("the isolate's memory cache", () => {
  it("keeps an entry for its lifetime and forgets it after", () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set("a", 1, { now: 0 });
    expect(cache.get("a", 999)).toBe(1);
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps an entry until an expiry of its own, and not at all when that has passed", () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set("a", 1, { now: 0, expires: 5000 });
    expect(cache.get("a", 4999)).toBe(1);
    cache.set("b", 2, { now: 100, expires: 100 });
    expect(cache.get("b", 100)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("holds at most maxEntries, the least recently used going first", () => {
    const cache = new MemoryCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("holds at most maxWeight and refuses an entry heavier than an eighth of it", () => {
    const cache = new MemoryCache<string, string>({ maxEntries: 100, maxWeight: 80, weigh: (text) => text.length });
    for (const key of "abcdefgh") cache.set(key, "x".repeat(10));
    expect(cache.size).toBe(8);
    cache.set("i", "x".repeat(10));
    expect(cache.size).toBe(8);
    expect(cache.get("a")).toBeUndefined();
    cache.set("heavy", "x".repeat(11));
    expect(cache.get("heavy")).toBeUndefined();
    cache.set("i", "x");
    cache.set("j", "x".repeat(10));
    expect(cache.size).toBe(8);
  });

  it("forgets on delete and clear, so a write is seen by the next read", async () => {
    const cache = new MemoryCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    let stored = 1;
    const read = () => cache.getOrLoad("k", async () => stored);
    expect(await read()).toBe(1);
    stored = 2;
    expect(await read()).toBe(1);
    cache.delete("k");
    expect(await read()).toBe(2);
    stored = 3;
    cache.clear();
    expect(await read()).toBe(3);
  });

  it("loads again while `keep` refuses what was loaded", async () => {
    const cache = new MemoryCache<string, number[]>({ maxEntries: 1 });
    let loads = 0;
    const read = (rows: number[]) =>
      cache.getOrLoad(
        "k",
        async () => {
          loads += 1;
          return rows;
        },
        { keep: (value) => value.length > 0 },
      );
    expect(await read([])).toEqual([]);
    expect(await read([1])).toEqual([1]);
    expect(await read([2])).toEqual([1]);
    expect(loads).toBe(2);
  });

  it("oncePer builds once per object, and again for another object", () => {
    let built = 0;
    const make = oncePer((key: { name: string }) => {
      built += 1;
      return key.name.toUpperCase();
    });
    const a = { name: "a" };
    expect(make(a)).toBe("A");
    expect(make(a)).toBe("A");
    expect(make({ name: "b" })).toBe("B");
    expect(built).toBe(2);
  });
});
