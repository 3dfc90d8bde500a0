const EVENT_NUMBER = /^[A-Za-z0-9]{1,32}$/;

/**
 * Whether a text can be an event number: 1 to 32 ASCII letters or digits. Server and client use
 * it to reject junk (paths, scripts, "__proto__") before any lookup; it says nothing about whether
 * the event exists.
 */
export function isValidEventNumber(text: unknown): text is string {
  return typeof text === "string" && EVENT_NUMBER.test(text);
}
