// One guessing address of bench/password-gate.mjs, in its own worker thread (its plain SHA-256
// loop would otherwise stall the viewers' timers): solves each challenge as fast as a script does
// without a GPU and sends a wrong password, every `intervalMs`, until told to stop. Posts its tally
// after every answer.
import { createHash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { exchange } from "./password-gate-http.mjs";

const { base, address, index, intervalMs, eventId, authPath } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function solveFast(dto) {
  for (let n = 0; n <= dto.maxNumber; n++) {
    if (createHash("sha256").update(`${dto.salt}${n}`).digest("hex") === dto.challenge) {
      return { algorithm: dto.algorithm, challenge: dto.challenge, salt: dto.salt, signature: dto.signature, number: String(n) };
    }
  }
  throw new Error("no solution");
}

let running = true;
parentPort.on("message", (message) => {
  if (message === "stop") running = false;
});
const tally = { guesses: 0, judged: 0, refused: 0, other: 0 };
for (let i = 0; running; i++) {
  const next = performance.now() + intervalMs;
  const challenge = await exchange(base, "/api/sso/captcha", address);
  const body = { virtualEventId: eventId, accessType: 2, verifyCode: `guess-${index}-${i}`, captcha: solveFast(challenge.body.data) };
  const answer = await exchange(base, authPath, address, body);
  tally.guesses++;
  if (answer.body.code === "100102") tally.judged++;
  else if (answer.status === 429) tally.refused++;
  else tally.other++;
  parentPort.postMessage({ ...tally });
  await sleep(Math.max(0, next - performance.now()));
}
parentPort.close();
