export { configuredToolbar, isToolbarButton, shownToolbar } from "./toolbar-buttons";
export { nextToolbarFocus, toolbarRowSplit, type ToolbarKey } from "./toolbar-focus";
export { inHeldOrder, newsFirst } from "./toolbar-order";
