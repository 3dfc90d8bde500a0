import { API_OK_CODE, type ApiEnvelope, type ApiErrorEnvelope } from "@livehall/wire";

/** The success envelope every API answer uses: `{code: "200", msg: "success", data}`. */
export function ok<T>(data: T): ApiEnvelope<T> {
  return { code: API_OK_CODE, msg: "success", data };
}

/** An error envelope: a body code (see wire BODY_CODES) and a message, no data. */
export function fail(code: string, msg: string): ApiErrorEnvelope {
  return { code, msg };
}
