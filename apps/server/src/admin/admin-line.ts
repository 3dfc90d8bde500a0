/**
 * What the start command prints about the admin API after the demo lines: the generated token
 * (so the organiser can use the CLI), or only where the API is when the token was configured
 * (LIVEHALL_ADMIN_TOKEN is the operator's secret: never echoed).
 */
export function adminLine(base: string, admin: { readonly token: string; readonly fromDataDir: boolean }): string {
  return admin.fromDataDir
    ? `Admin token: ${admin.token} (admin API ${base}/api/admin; CLI: node apps/server/dist/cli.js --help)`
    : `Admin API: ${base}/api/admin (token from LIVEHALL_ADMIN_TOKEN; CLI: node apps/server/dist/cli.js --help)`;
}
