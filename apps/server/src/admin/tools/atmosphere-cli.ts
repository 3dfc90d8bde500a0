import { singleValue, toolRoom, ToolUsageError, type AdminRequest, type ToolArgs, type ToolCli } from "../tool-cli";

/** `atmosphere say <event> <room> --content "…" [--name N]`: a chat message as the atmosphere master. */
export const ATMOSPHERE_CLI: ToolCli = {
  tool: "atmosphere",
  usage: [{ synopsis: 'atmosphere say <event> <room> --content "…" [--name N]', summary: "chat as the atmosphere master" }],
  valueOptions: ["content", "name"],
  flagOptions: [],
  request(action: string, args: ToolArgs): AdminRequest {
    const { path } = toolRoom(args, "atmosphere", 2);
    if (action !== "say") throw new ToolUsageError(`atmosphere takes say, got ${JSON.stringify(action)}`);
    const content = singleValue(args, "content");
    if (content === undefined) throw new ToolUsageError("--content is required");
    const name = singleValue(args, "name");
    return { method: "POST", path: `${path}/atmosphere`, body: { content, ...(name === undefined ? {} : { nickName: name }) } };
  },
};
