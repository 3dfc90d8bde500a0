import { APP_TOKENS, INITIAL_VISITOR_PASS, type VisitorPassService, type VisitorPassState } from "@livehall/application";
import { useEffect, useState } from "react";
import { constant$ } from "../services/constant";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const NOT_LOADED$ = constant$(INITIAL_VISITOR_PASS);

/**
 * A visitor's pass for one dialog (decision 0057): made through APP_TOKENS.VisitorPassLoader when
 * the dialog mounts (its code loads then), loaded with the event's agreements; null while it
 * loads or where no loader is bound. `given` (tests, stories) is used instead of a loaded one.
 */
export function useVisitorPass(tenantId: string, given?: VisitorPassService): { pass: VisitorPassService | null; state: VisitorPassState } {
  const loader = useOptionalService(APP_TOKENS.VisitorPassLoader);
  const [loaded, setLoaded] = useState<VisitorPassService | null>(null);
  const pass = given ?? loaded;
  useEffect(() => {
    if (given !== undefined || loader === null) return;
    let current = true;
    void loader().then((made) => {
      if (!current) return;
      setLoaded(made);
      void made.load(tenantId);
    });
    return () => {
      current = false;
    };
  }, [given, loader, tenantId]);
  const state = useObservable(pass?.state$ ?? NOT_LOADED$, INITIAL_VISITOR_PASS);
  return { pass, state };
}
