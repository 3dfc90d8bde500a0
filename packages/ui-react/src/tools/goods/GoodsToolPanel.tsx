import { GoodsToolPanel } from "./panels";

/** The GOODS drawer's panel, loaded when it first opens. */
export default GoodsToolPanel;
