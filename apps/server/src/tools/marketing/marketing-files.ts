import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../../app-paths";

/** Where the committed demo materials of download tools live (apps/server/marketing-files). */
export const DEFAULT_MARKETING_FILES_DIR = join(APP_ROOT, "marketing-files");

/** A file name a download tool may name: a plain name with an extension, no folders, no dot first. */
export const MATERIAL_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,95}\.[A-Za-z0-9]{1,8}$/;

/** Content types by extension; anything else is served as application/octet-stream. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  zip: "application/zip",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** One material on disk. */
export interface MaterialFile {
  readonly fileName: string;
  readonly path: string;
  readonly size: number;
  readonly contentType: string;
}

/**
 * The download materials the server may serve: the plain files directly in one folder, listed once
 * at start. A download tool names a file by its name, and a name is served only when it is a key
 * of this listing — so no path a viewer or an organiser gives ever reaches the file system
 * (no `..`, no folders, no links followed out of the folder).
 */
export class MaterialCatalog {
  private constructor(private readonly files: ReadonlyMap<string, MaterialFile>) {}

  /** Lists `dir` (missing: an empty catalog). */
  static load(dir: string): MaterialCatalog {
    const files = new Map<string, MaterialFile>();
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return new MaterialCatalog(files);
    }
    for (const fileName of names) {
      if (!MATERIAL_FILE_NAME.test(fileName)) continue;
      const path = join(dir, fileName);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      const extension = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
      files.set(fileName, { fileName, path, size: stat.size, contentType: CONTENT_TYPES[extension] ?? "application/octet-stream" });
    }
    return new MaterialCatalog(files);
  }

  /** The material named `fileName`, or null when the folder has no such plain file. */
  find(fileName: string): MaterialFile | null {
    return this.files.get(fileName) ?? null;
  }
}

/**
 * Content-Disposition of a download (RFC 6266): attachment, an ASCII fallback name and the UTF-8
 * name; quotes, backslashes and control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
