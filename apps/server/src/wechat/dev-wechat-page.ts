import { escapeHtml } from "../http/html";

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
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.75rem;border-radius:6px}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #999;background:#f6f6f6;cursor:pointer}
button[value=confirm]{background:#07c160;color:#fff;border-color:#07c160}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}</style>
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
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p id="message">${escapeHtml(message)}</p></body></html>`;
}
