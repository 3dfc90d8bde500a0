import { PLATE_TYPES, PORTAL_LIMITS, type PlateTypeDTO } from "@livehall/wire";
import { DefinitionError, DefinitionReader } from "./definition-reader";

/** One plate of a portal as the definition file gives it (decision 0037). */
export interface PortalPlate {
  readonly id: string;
  readonly type: PlateTypeDTO;
  readonly title: string;
  readonly content: string;
  readonly imageUrl: string;
  readonly linkUrl: string;
  readonly links: readonly { readonly name: string; readonly url: string }[];
  readonly virtualEventNumbers: readonly string[];
}

/** A portal file (`events/portals/*.json`): §3 Portal's page decoration with its plates in order. */
export interface PortalDefinition {
  readonly pageDecorationId: string;
  readonly pageDecorationName: string;
  readonly tenantId: string;
  /** 1 shown, 0 switched off. */
  readonly statusFlag: number;
  readonly plates: readonly PortalPlate[];
}

const ID = { pattern: new RegExp(`^[A-Za-z0-9_-]{1,${PORTAL_LIMITS.id}}$`), hint: `1–${PORTAL_LIMITS.id} letters, digits, _ or -` };
/** Site-relative (`/…`, not `//…`) or https addresses only: a portal never links to javascript: or plain http. */
const URL_RULE = { pattern: /^(\/(?!\/)|https:\/\/)\S*$/, hint: "a site-relative path (/…) or an https:// address" };
const MAX_PLATES = 50;

function plate(reader: DefinitionReader): PortalPlate {
  const type = reader.string("type");
  if (!(PLATE_TYPES as readonly string[]).includes(type)) {
    throw new DefinitionError(reader.fieldPath("type"), `must be one of ${PLATE_TYPES.join(", ")}`);
  }
  const plateType = type as PlateTypeDTO;
  const links = reader.objects("links", { optional: true, nonEmpty: plateType === "links" }).map((link) => ({
    name: link.string("name"),
    url: link.string("url", URL_RULE),
  }));
  const numbers = plateType === "eventList" ? reader.texts("virtualEventNumbers") : [];
  if (plateType === "eventList" && numbers.length === 0)
    throw new DefinitionError(reader.fieldPath("virtualEventNumbers"), "must not be empty");
  return {
    id: reader.string("id", ID),
    type: plateType,
    title: reader.optionalString("title", ""),
    content: reader.optionalString("content", ""),
    imageUrl: plateType === "image" ? reader.string("imageUrl", URL_RULE) : reader.optionalString("imageUrl", "", URL_RULE),
    linkUrl: reader.optionalString("linkUrl", "", URL_RULE),
    links,
    virtualEventNumbers: numbers,
  };
}

/** Validates a parsed portal file; throws a {@link DefinitionError} naming the field. */
export function parsePortalDefinition(json: unknown): PortalDefinition {
  const root = DefinitionReader.root(json);
  const plates = root.objects("plates", { nonEmpty: true }).map(plate);
  if (plates.length > MAX_PLATES) throw new DefinitionError("plates", `must have at most ${MAX_PLATES} plates`);
  const twice = plates.find((item, index) => plates.findIndex((other) => other.id === item.id) !== index);
  if (twice) throw new DefinitionError("plates", `plate id ${twice.id} appears twice`);
  return {
    pageDecorationId: root.string("pageDecorationId", ID),
    pageDecorationName: root.string("pageDecorationName"),
    tenantId: root.string("tenantId"),
    statusFlag: root.optionalInteger("statusFlag", [0, 1], 1),
    plates,
  };
}
