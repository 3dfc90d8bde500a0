import { FakeFetch } from "../http/fake-fetch";
import { HttpClient } from "../http/http-client";

export const TEST_API_BASE = "https://h.test/api";

/** A fake fetch and an HttpClient over it, for the Fetch*Api tests. */
export function fakeApi(): { fake: FakeFetch; http: HttpClient } {
  const fake = new FakeFetch();
  return { fake, http: new HttpClient({ baseUrl: TEST_API_BASE, fetch: fake.fetch }) };
}

/** The JSON body of a recorded request. */
export function sentBody(fake: FakeFetch): unknown {
  const body = fake.lastRequest?.init.body;
  return typeof body === "string" ? (JSON.parse(body) as unknown) : undefined;
}
