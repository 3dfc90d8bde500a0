import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BODY_CODES } from "@livehall/wire";
import { ApiError } from "./api-error";
import { fail } from "./envelope";
import { clientErrorMessage, validationMessage } from "./client-error-message";

/**
 * Answers every failure with the envelope so that no client mistake yields a 500: our own
 * {@link ApiError}s keep their status and code, schema and parser failures become HTTP 400 with
 * body code 100400, and only real server faults answer 500 (logged).
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) void reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.code(error.httpStatus).send(fail(error.code, error.message));
  }
  if (error.validation) {
    return reply.code(400).send(fail(BODY_CODES.badParameter, validationMessage(error.validationContext, error.validation)));
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return reply.code(404).send(fail("404", "Not found"));
  if (status >= 400 && status < 500) {
    return reply.code(400).send(fail(BODY_CODES.badParameter, clientErrorMessage(error)));
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(fail(BODY_CODES.defaultError, "Internal server error"));
}

/** Installs {@link handleError} as the error handler. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/**
 * Answers requests Node's HTTP parser rejects before Fastify sees them (oversize headers, broken
 * request lines) with the envelope too, then closes the connection.
 */
export function answerBrokenRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const message = status === 431 ? "Request headers too large" : status === 408 ? "Request timeout" : "Malformed HTTP request";
  const body = JSON.stringify(fail(BODY_CODES.badParameter, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Bad Request"}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
