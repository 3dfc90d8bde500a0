import { spawn, type ChildProcess } from "node:child_process";
import { Readable } from "node:stream";
import { RELAY_APP } from "./engine-config";
import { FlvTagReader, type FlvTag } from "./flv-tags";

export const FFMPEG_BINARY = "/usr/bin/ffmpeg";
/** A reader further behind than this is cut, as the demo's FLV and the websocket cut at 1 MB. */
const MAX_BEHIND_BYTES = 1024 * 1024;
/** The most a group of pictures kept for joining readers may hold; past it the cache starts again at the next key frame. */
const MAX_GOP_BYTES = 8 * 1024 * 1024;
/** How often a reader's right to go on is checked (a ban, a trial's end, the address's expiry). */
const CHECK_EVERY_MS = 3_000;

/** What one reader of a pushed stream's HTTP-FLV needs from its request. */
export interface FlvReaderOptions {
  /** Whether the answer may go on (the stream still pushes, the viewer may still watch). */
  readonly mayGoOn: () => Promise<boolean>;
  /** Epoch ms at which the answer ends (its signed address expires). */
  readonly endsAt: number;
  /** Bytes written to the response that still wait in its socket. */
  readonly queuedDownstream: () => number;
  /** The reader fell too far behind: the caller drops its connection. */
  readonly onTooSlow: () => void;
}

interface Reader {
  readonly body: Readable;
  readonly options: FlvReaderOptions;
  /** Whether it has had the file header, the sequence headers and the cached group of pictures. */
  primed: boolean;
}

/**
 * One pushed stream's HTTP-FLV: ffmpeg pulls the push from the engine's loopback relay
 * and copies it out as FLV (`-c copy`: nothing is transcoded), started when the first viewer asks
 * and stopped when the last one leaves or the push ends. Its tags fan out to every reader; a reader
 * joining mid-stream gets the FLV header, the latest metadata and sequence headers and the tags
 * since the last key frame, so its picture starts at once. Backpressure as for the demo's FLV: a
 * reader more than 1 MB behind is cut, so memory stays bounded.
 */
class StreamFlv {
  private readonly readers = new Set<Reader>();
  private readonly tagReader = new FlvTagReader();
  private readonly headers = new Map<"video" | "audio" | "metadata", Buffer>();
  private gop: FlvTag[] = [];
  private gopBytes = 0;
  private readonly ffmpeg: ChildProcess;
  private ended = false;

  constructor(
    rtmpPort: number,
    streamId: string,
    private readonly log: (message: string) => void,
    private readonly gone: () => void,
  ) {
    const source = `rtmp://127.0.0.1:${rtmpPort}/${RELAY_APP}/${streamId}`;
    this.ffmpeg = spawn(
      FFMPEG_BINARY,
      ["-hide_banner", "-loglevel", "error", "-fflags", "nobuffer", "-i", source, "-c", "copy", "-f", "flv", "pipe:1"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.ffmpeg.stdout?.on("data", (chunk: Buffer) => {
      this.take(chunk);
    });
    this.ffmpeg.stderr?.setEncoding("utf8").on("data", (text: string) => {
      const line = text.trim();
      if (line) this.log(`ingest FLV of ${streamId}: ${line}`);
    });
    this.ffmpeg.on("error", (error) => {
      this.log(`ingest FLV of ${streamId} could not start ffmpeg: ${error.message}`);
      this.end();
    });
    this.ffmpeg.on("exit", () => {
      this.end();
    });
  }

  open(options: FlvReaderOptions): Readable {
    const reader: Reader = {
      options,
      primed: false,
      body: new Readable({
        read: () => undefined,
      }),
    };
    this.readers.add(reader);
    this.prime(reader);
    const check = setInterval(() => {
      if (Date.now() >= options.endsAt) {
        reader.body.push(null);
        return;
      }
      options.mayGoOn().then(
        (goOn) => {
          if (!goOn) reader.body.push(null);
        },
        () => reader.body.push(null),
      );
    }, CHECK_EVERY_MS);
    reader.body.on("close", () => {
      clearInterval(check);
      this.readers.delete(reader);
      if (this.readers.size === 0) this.end();
    });
    return reader.body;
  }

  /** The push ended or nobody reads: every reader's answer ends and ffmpeg stops. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.ffmpeg.kill("SIGKILL");
    for (const reader of this.readers) reader.body.push(null);
    this.gone();
  }

  private take(chunk: Buffer): void {
    for (const tag of this.tagReader.push(chunk)) {
      if (tag.header) this.headers.set(tag.header, tag.bytes);
      else this.cache(tag);
      // A reader primed by this tag got it inside its cached group of pictures.
      for (const reader of this.readers) {
        if (reader.primed) this.send(reader, tag.bytes);
        else this.prime(reader);
      }
    }
    if (this.tagReader.failed) {
      this.log(`ingest FLV: ${this.tagReader.failed}; its readers are ended`);
      this.end();
    }
  }

  private cache(tag: FlvTag): void {
    if (tag.keyFrame || this.gopBytes + tag.bytes.length > MAX_GOP_BYTES) {
      this.gop = [];
      this.gopBytes = 0;
      if (!tag.keyFrame) return;
    }
    if (this.gop.length === 0 && !tag.keyFrame) return;
    this.gop.push(tag);
    this.gopBytes += tag.bytes.length;
  }

  /** Sends a joining reader what it needs to start, once the stream's header and a key frame are known. */
  private prime(reader: Reader): void {
    const header = this.tagReader.fileHeader;
    if (!header || this.gop.length === 0) return;
    reader.primed = true;
    const parts = [
      header,
      ...(["metadata", "video", "audio"] as const).flatMap((kind) => this.headers.get(kind) ?? []),
      ...this.gop.map((tag) => tag.bytes),
    ];
    this.send(reader, Buffer.concat(parts));
  }

  private send(reader: Reader, bytes: Buffer): void {
    if (reader.body.destroyed) return;
    reader.body.push(bytes);
    if (reader.body.readableLength + reader.options.queuedDownstream() > MAX_BEHIND_BYTES) {
      reader.options.onTooSlow();
      reader.body.destroy();
    }
  }
}

/** The HTTP-FLV of every pushed stream being watched, one ffmpeg each. */
export class PushFlv {
  private readonly streams = new Map<string, StreamFlv>();

  constructor(
    private readonly rtmpPort: number,
    private readonly log: (message: string) => void,
  ) {}

  /** A new reader of the stream's FLV (ffmpeg starts for the first one). */
  open(streamId: string, options: FlvReaderOptions): Readable {
    let stream = this.streams.get(streamId);
    if (!stream) {
      const made = new StreamFlv(this.rtmpPort, streamId, this.log, () => {
        if (this.streams.get(streamId) === made) this.streams.delete(streamId);
      });
      this.streams.set(streamId, made);
      stream = made;
    }
    return stream.open(options);
  }

  /** The push of `streamId` ended: its readers' answers end. */
  stop(streamId: string): void {
    this.streams.get(streamId)?.end();
  }

  close(): void {
    for (const stream of [...this.streams.values()]) stream.end();
  }
}
