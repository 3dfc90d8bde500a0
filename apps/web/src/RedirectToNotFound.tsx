import { APP_TOKENS, type Navigator } from "@livehall/application";
import { useService } from "@livehall/ui-react";
import { useEffect } from "react";

/** The catch-all route: replaces the unknown URL by /noFound; the Navigator keeps the query. */
export function RedirectToNotFound() {
  const navigator = useService<Navigator>(APP_TOKENS.Navigator);
  useEffect(() => {
    navigator.navigate("/noFound", { replace: true });
  }, [navigator]);
  return null;
}
