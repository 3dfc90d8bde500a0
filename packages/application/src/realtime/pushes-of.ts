import { filter, type Observable } from "rxjs";
import type { RoomPushKind, RoomPush, RoomPushOf } from "./room-push";

/** The pushes of one kind out of all of them, typed. */
export function pushesOf<K extends RoomPushKind>(pushes$: Observable<RoomPush>, kind: K): Observable<RoomPushOf<K>> {
  return pushes$.pipe(filter((push): push is RoomPushOf<K> => push.kind === kind));
}
