import { escapeHtml } from "../http/html";
import { DEV_WECHAT_STYLE, PHONE_RESULT_STYLE } from "../http/page-styles";

export interface DevWechatChoice {
  readonly outcome: string;
  readonly label: string;
}

/**
 * The development WeChat page: says plainly it stands in for the WeChat app, and offers one
 * button per outcome. Each button submits a GET form to `action` carrying `hidden` plus the
 * outcome and the test user's name.
 */
export function renderDevWechatPage(options: {
  readonly heading: string;
  readonly explanation: string;
  readonly action: string;
  readonly hidden: Readonly<Record<string, string>>;
  readonly choices: readonly DevWechatChoice[];
  readonly testUser: string;
}): string {
  const hidden = Object.entries(options.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const buttons = options.choices
    .map((choice) => `<button type="submit" name="outcome" value="${escapeHtml(choice.outcome)}">${escapeHtml(choice.label)}</button>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development WeChat</title>
<style>${DEV_WECHAT_STYLE}</style>
</head><body>
<h1>Development WeChat — stands in for the WeChat app</h1>
<p class="note">This page is not WeChat. The Livehall server shows it only with development providers on, to play what a viewer does in the WeChat app.</p>
<h2>${escapeHtml(options.heading)}</h2>
<p>${escapeHtml(options.explanation)}</p>
<form method="get" action="${escapeHtml(options.action)}">${hidden}
<label for="user">WeChat test user (the same name is the same WeChat account)</label>
<input type="text" id="user" name="user" maxlength="20" value="${escapeHtml(options.testUser)}">
${buttons}
</form>
</body></html>`;
}

/** A one-line page for the phone after it confirmed (or failed) a PC QR login; real and development alike. */
export function renderPhoneResult(title: string, message: string): string {
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${PHONE_RESULT_STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p id="message">${escapeHtml(message)}</p></body></html>`;
}
