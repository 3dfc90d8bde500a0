#!/usr/bin/env node
/**
 * Prints the scrypt hash of a password for an event file's `access.passwordHash`
 * (format scrypt$N$r$p$saltB64$hashB64, what apps/server/src/services/password-hash.ts checks).
 *
 *   node apps/server/scripts/hash-password.mjs <password>
 */
import { randomBytes, scryptSync } from "node:crypto";

const password = process.argv[2];
if (password === undefined || password === "") {
  process.stderr.write("usage: node apps/server/scripts/hash-password.mjs <password>\n");
  process.exit(2);
}
const [N, r, p, keyLength] = [16384, 8, 1, 32];
const salt = randomBytes(16);
const key = scryptSync(password, salt, keyLength, { N, r, p });
process.stdout.write(`scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}\n`);
