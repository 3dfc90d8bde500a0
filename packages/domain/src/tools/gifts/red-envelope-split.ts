/**
 * A red envelope's shares (decision 0030): `totalCents` split into `count` amounts of at least one
 * cent each, by the "twice the mean" rule: each share but the last is drawn uniformly from 1 to
 * twice the mean of what is left (keeping a cent for every share after it); the last takes the rest.
 * The amounts are then shuffled, so the order of grabs gives no advantage. `randomInt(n)` answers a
 * uniform whole number in [0, n) — the server passes `crypto.randomInt`.
 */
export function splitRedEnvelope(totalCents: number, count: number, randomInt: (maxExclusive: number) => number): number[] {
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(count) || count < 1 || totalCents < count)
    throw new RangeError(`cannot split ${totalCents} cents into ${count} shares of at least one cent`);
  const shares: number[] = [];
  let left = totalCents;
  for (let remaining = count; remaining > 1; remaining--) {
    const most = Math.min(Math.floor((2 * left) / remaining), left - (remaining - 1));
    const amount = 1 + randomInt(Math.max(1, most));
    shares.push(Math.min(amount, most));
    left -= shares[shares.length - 1] ?? 0;
  }
  shares.push(left);
  // Fisher–Yates with the same source.
  for (let i = shares.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const a = shares[i] ?? 0;
    shares[i] = shares[j] ?? 0;
    shares[j] = a;
  }
  return shares;
}
