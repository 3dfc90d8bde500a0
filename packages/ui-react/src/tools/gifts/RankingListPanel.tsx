import { RankingToolPanel } from "./panels";

/** The RANKING_LIST drawer's panel, loaded when it first opens. */
export default RankingToolPanel;
