import { RewardToolPanel } from "./panels";

/** The REWARD drawer's panel, loaded when it first opens. */
export default RewardToolPanel;
