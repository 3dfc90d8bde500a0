import type { Migration, MigrationProvider } from "kysely/migration";
import { init } from "./0001_init";
import { access } from "./0002_access";
import { login } from "./0003_login";
import { chat } from "./0004_chat";
import { player } from "./0005_player";
import { codeGuards } from "./0006_code_guards";
import { sessionHardening } from "./0007_session_hardening";
import { loginBinding } from "./0008_login_binding";
import { purgeIndexes } from "./0009_purge_indexes";
import { vote } from "./0010_vote";
import { drawQuizSignIn } from "./0011_draw_quiz_sign_in";
import { questionsExams } from "./0012_questions_exams";
import { giftsGoodsFeed } from "./0013_gifts_goods_feed";
import { marketing } from "./0014_marketing";
import { breakout } from "./0015_breakout";
import { toolbar } from "./0017_toolbar";
import { watchDecorate } from "./0018_watch_decorate";
import { landing } from "./0019_landing";
import { noticesTickets } from "./0020_notices_tickets";
import { portal } from "./0021_portal";
import { examReviews } from "./0022_exam_reviews";
import { noticeLanguage } from "./0023_notice_language";
import { watchNumberFlag } from "./0024_watch_number_flag";
import { browserBans } from "./0025_browser_bans";
import { idViewersOnly } from "./0026_id_viewers_only";
import { luckyDrawIdViewersOnly } from "./0027_lucky_draw_id_viewers_only";
import { ingestKeys } from "./0028_ingest_keys";

/**
 * The migrations, in order, named by their file. Imported statically (not read from disk) so
 * they travel inside the dist/main.js bundle. Add a file `000N_name.ts` and list it here.
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001_init": init,
  "0002_access": access,
  "0003_login": login,
  "0004_chat": chat,
  "0005_player": player,
  "0006_code_guards": codeGuards,
  "0007_session_hardening": sessionHardening,
  "0008_login_binding": loginBinding,
  "0009_purge_indexes": purgeIndexes,
  "0010_vote": vote,
  "0011_draw_quiz_sign_in": drawQuizSignIn,
  "0012_questions_exams": questionsExams,
  "0013_gifts_goods_feed": giftsGoodsFeed,
  "0014_marketing": marketing,
  "0015_breakout": breakout,
  "0017_toolbar": toolbar,
  "0018_watch_decorate": watchDecorate,
  "0019_landing": landing,
  "0020_notices_tickets": noticesTickets,
  "0021_portal": portal,
  "0022_exam_reviews": examReviews,
  "0023_notice_language": noticeLanguage,
  "0024_watch_number_flag": watchNumberFlag,
  "0025_browser_bans": browserBans,
  "0026_id_viewers_only": idViewersOnly,
  "0027_lucky_draw_id_viewers_only": luckyDrawIdViewersOnly,
  "0028_ingest_keys": ingestKeys,
};

/** Kysely Migrator provider over {@link MIGRATIONS}. */
export const inCodeMigrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
