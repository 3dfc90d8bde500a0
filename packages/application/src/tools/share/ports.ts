/**
 * The system clipboard (LINK, issue 13). `writeText` rejects when the browser refuses (no
 * permission, an insecure page, no Clipboard API): the tool then offers the link in a selected
 * text field for the viewer to copy by hand.
 */
export interface Clipboard {
  writeText(text: string): Promise<void>;
}
