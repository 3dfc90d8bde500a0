/** Where Debian's packages put the engine (decision 0067). */
export const NGINX_BINARY = "/usr/sbin/nginx";
export const RTMP_MODULE = "/usr/lib/nginx/modules/ngx_rtmp_module.so";

/** The RTMP application encoders push to: `rtmp://<host>:<port>/live` with the stream key as the stream name. */
export const INGEST_APP = "live";
/** OBS's "Server" field for an address the organiser's machine reaches the server by: `rtmp://<host>:<port>/live` (IPv6 in brackets). */
export function ingestServer(host: string, rtmpPort: number): string {
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `rtmp://${bracketed}:${rtmpPort}/${INGEST_APP}`;
}

/** The loopback-only application the accepted pushes are relayed to, under their stream ids; it writes the HLS. */
export const RELAY_APP = "relay";
/** HLS fragment length: the key-frame interval the README asks encoders for. */
export const HLS_FRAGMENT_SECONDS = 2;

export interface EngineConfigInput {
  /** The address the RTMP port listens on (the server's HOST). */
  readonly host: string;
  readonly rtmpPort: number;
  /** Base of the publish callbacks, with its secret path: `http://127.0.0.1:<port>/<secret>`. */
  readonly hooksBase: string;
  /** Folder the HLS of each stream is written to, one folder per stream id. */
  readonly hlsDir: string;
  /** Folder of nginx's pid file. */
  readonly runDir: string;
  /** Workers run as the server's user when the server runs as root (nginx would switch them to nobody). */
  readonly runAsRoot: boolean;
}

/** nginx's `listen` value for a host: IPv6 addresses in brackets, wildcard hosts as nginx spells them. */
export function listenAddress(host: string, port: number): string {
  if (host === "" || host === "0.0.0.0") return String(port);
  if (host === "::") return `[::]:${port}`;
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Hosts whose listener already takes loopback connections (the relay connects to 127.0.0.1). */
const COVERS_LOOPBACK = new Set(["", "0.0.0.0", "127.0.0.1", "localhost"]);

/**
 * The engine's whole configuration. Encoders publish to {@link INGEST_APP}; its `on_publish` asks our
 * callback, which refuses a wrong key (4xx) or renames the stream to its stream id (3xx), and the
 * accepted push is relayed under that id to {@link RELAY_APP}, which writes the HLS — so no path,
 * folder or address ever holds the key. Nobody plays RTMP from outside; only loopback may publish to
 * the relay, and its `on_publish` asks our callback too, which accepts only a stream it just renamed.
 * `error_log … warn` logs no stream names (at `info` nginx would print the key). No HTTP server is
 * configured: viewers reach the HLS only through the server's signed addresses.
 */
export function renderEngineConfig(input: EngineConfigInput): string {
  const { hooksBase } = input;
  return `# Written by the Livehall server at each start (apps/server/src/ingest/engine-config.ts); edits are lost.
load_module ${RTMP_MODULE};
daemon off;
master_process on;
worker_processes 1;
${input.runAsRoot ? "user root root;\n" : ""}pid ${input.runDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
rtmp {
  server {
    listen ${listenAddress(input.host, input.rtmpPort)};
${COVERS_LOOPBACK.has(input.host) ? "" : `    listen 127.0.0.1:${input.rtmpPort};\n`}    chunk_size 4096;
    access_log off;
    notify_method post;
    application ${INGEST_APP} {
      live on;
      deny play all;
      on_publish ${hooksBase}/publish;
      on_publish_done ${hooksBase}/publish-done;
      push rtmp://127.0.0.1:${input.rtmpPort}/${RELAY_APP};
    }
    application ${RELAY_APP} {
      live on;
      allow publish 127.0.0.1;
      deny publish all;
      allow play 127.0.0.1;
      deny play all;
      on_publish ${hooksBase}/relay;
      hls on;
      hls_path ${input.hlsDir};
      hls_nested on;
      hls_fragment ${HLS_FRAGMENT_SECONDS}s;
      hls_playlist_length ${HLS_FRAGMENT_SECONDS * 5}s;
      hls_cleanup on;
    }
  }
}
`;
}
