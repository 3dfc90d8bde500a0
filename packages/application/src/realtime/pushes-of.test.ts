import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { pushesOf } from "./pushes-of";
import type { RoomPush } from "./room-push";

describe("pushesOf", () => {
  it("hands out the pushes of one kind, in order, and nothing else", () => {
    const pushes$ = new Subject<RoomPush>();
    const totals: number[] = [];
    pushesOf(pushes$, "likeCountChanged").subscribe((push) => totals.push(push.total));
    pushes$.next({ kind: "likeCountChanged", total: 3 });
    pushes$.next({ kind: "watchNumberChanged", watchNumber: 9 });
    pushes$.next({ kind: "likeCountChanged", total: 5 });
    expect(totals).toEqual([3, 5]);
  });
});
