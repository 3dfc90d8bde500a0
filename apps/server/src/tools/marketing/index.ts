import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../server-context";
import { marketingAdminRoutes } from "./marketing-admin-routes";
import { DEFAULT_MARKETING_FILES_DIR, MaterialCatalog } from "./marketing-files";
import { marketingRoutes } from "./marketing-routes";

/**
 * The marketing tools (issue 13, decision 0031): the §7 viewer calls and the organiser's admin
 * calls, sharing one listing of the materials folder (`materialsDir`, default the committed
 * apps/server/marketing-files). Registered inside the /api prefix.
 */
export function marketingTool(api: FastifyInstance, ctx: ServerContext, materialsDir: string = DEFAULT_MARKETING_FILES_DIR): void {
  const materials = MaterialCatalog.load(materialsDir);
  marketingRoutes(api, ctx, materials);
  marketingAdminRoutes(api, ctx, materials);
}
