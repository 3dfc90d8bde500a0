import { registerAllCatalogs } from "./packages/ui-react/src/i18n/all-catalogs";
import { configureTestWaits } from "./packages/ui-react/src/testing/configure-test-waits";

// The app loads message catalogues on demand; tests render any language synchronously instead.
// Only the UI's tests pay for importing all four compiled catalogues (the "ui" project).
registerAllCatalogs();
configureTestWaits();
