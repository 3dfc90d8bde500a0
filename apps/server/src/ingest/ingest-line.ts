import type { IngestSummary } from "./ingest-runtime";

const CLI = "node apps/server/dist/cli.js";

/**
 * What the start command prints about the ingest, on one line beginning `Ingest:`. The first pushed
 * screen's full address (key included, ready to paste into OBS) only when `showKey` — the admin
 * token came from the data folder, so this is the organiser's own machine, as for the admin line;
 * otherwise where to push and the CLI command that prints the key.
 */
export function ingestLine(summary: IngestSummary, showKey: boolean): string {
  if ("off" in summary) return `Ingest: unavailable — ${summary.off}`;
  const { server, first } = summary;
  if (!first) return `Ingest: ${server} (no room is fed by a push: give a stream "media": "ingest" in an event file)`;
  const command = `${CLI} ingest ${first.eventNumber} ${first.roomNumber}`;
  return showKey
    ? `Ingest: ${server}/${first.streamKey} (event ${first.eventNumber}, room ${first.roomNumber}; in OBS: server ${server}, stream key ${first.streamKey}; ${command} prints it again)`
    : `Ingest: ${server} (event ${first.eventNumber}, room ${first.roomNumber}; the stream key: ${command})`;
}
