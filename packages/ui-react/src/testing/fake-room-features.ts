import { APP_TOKENS, WatchRoom, type RoomFeature, type RoomFeatureRegistration, type ServiceIdentifier } from "@livehall/application";
import type { Container } from "inversify";

/**
 * A class the room scope can construct that hands out `instance`: each room of a test or story
 * gets the one fake the test drives (a constructor may return another object).
 */
function sharedFeature<T extends RoomFeature>(instance: T): new () => T {
  return function Shared() {
    return instance;
  } as unknown as new () => T;
}

/**
 * Binds the real WatchRoom over the fake use-cases and registers each fake room feature the way the
 * composition root registers the real ones (same ids and order), so pages open, reopen and close
 * rooms as in the app while tests drive the fakes.
 */
export function bindFakeRoomFeatures(
  container: Container,
  features: readonly (readonly [string, ServiceIdentifier<RoomFeature>, RoomFeature])[],
): void {
  container.bind(APP_TOKENS.RoomScopeParent).toConstantValue(container);
  container.bind(APP_TOKENS.WatchRoom).to(WatchRoom).inSingletonScope();
  features.forEach(([id, token, instance], index) => {
    const registration: RoomFeatureRegistration = { id, token, type: sharedFeature(instance), order: (index + 1) * 100 };
    container.bind(APP_TOKENS.RoomFeature).toConstantValue(registration);
  });
}
