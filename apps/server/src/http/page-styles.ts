/**
 * The inline style sheets of the HTML pages the server writes itself (development pages, the
 * phone's WeChat result page). They are constants so the Content-Security-Policy can allow each
 * by its hash (security-headers.ts) instead of allowing inline styles at large; a page must not
 * use a `style` attribute or any other inline sheet.
 */

/** Development pages (decision 0013): outbox, external login. */
export const DEV_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.75rem;border-radius:6px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
code{font-size:1.1em}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;max-width:24rem;padding:.5rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}.error{color:#b00020}`;

/** The development WeChat page. */
export const DEV_WECHAT_STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.note{background:#fff4ce;border:1px solid #e0c060;padding:.75rem;border-radius:6px}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #999;background:#f6f6f6;cursor:pointer}
button[value=confirm]{background:#07c160;color:#fff;border-color:#07c160}label{display:block;margin:1rem 0 .25rem}input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}`;

/** The one-line page the phone shows after a PC QR login. */
export const PHONE_RESULT_STYLE = "body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}";

/** Every inline sheet above: what the CSP's style-src allows by hash. */
export const SERVER_PAGE_STYLES: readonly string[] = [DEV_PAGE_STYLE, DEV_WECHAT_STYLE, PHONE_RESULT_STYLE];
