import { INITIAL_LANDING, type LandingService, type LandingState } from "@livehall/application";
import { demoLandingPage } from "@livehall/application/testing";
import type { LandingPage, Schedule } from "@livehall/domain";
import { BehaviorSubject } from "rxjs";

const SCHEDULES: readonly Schedule[] = [
  { id: "s1", title: "开幕致辞", date: "2026-12-01", startTime: "09:00", endTime: "09:30", locationName: "主会场", speakers: ["张明"] },
  { id: "s2", title: "直播架构实践", date: "2026-12-01", startTime: "10:00", endTime: "11:00", locationName: "主会场", speakers: [] },
  {
    id: "s3",
    title: "Product roadmap",
    date: "2026-12-01",
    startTime: "14:00",
    endTime: "15:00",
    locationName: "分会场",
    speakers: ["Alice Chen"],
  },
];

/** Landing states for tests and stories: the demo's pro page with its first agenda page, and its normal (cover) form. */
export const demoLandingStates = {
  pro: (page: Partial<LandingPage> = {}): Partial<LandingState> => ({
    page: { status: "ready", value: { ...demoLandingPage(), ...page } },
    agenda: { step: "ready", filter: { date: "", locationId: "", page: 1 }, items: SCHEDULES, total: 5 },
  }),
  normal: (): Partial<LandingState> => ({
    page: { status: "ready", value: { ...demoLandingPage(), propagandaMode: "normal" } },
  }),
};

/** A Landing that stays in the given state and records the intents. */
export class FakeLanding implements LandingService {
  private readonly state: BehaviorSubject<LandingState>;
  readonly state$;
  readonly calls: string[] = [];

  constructor(initial: Partial<LandingState> = {}) {
    this.state = new BehaviorSubject<LandingState>({ ...INITIAL_LANDING, ...initial });
    this.state$ = this.state.asObservable();
  }

  open(eventNumber: string): Promise<void> {
    this.calls.push(`open ${eventNumber}`);
    return Promise.resolve();
  }
  close(): void {
    this.calls.push("close");
  }
  filterSchedules(change: { readonly date?: string; readonly locationId?: string }): Promise<void> {
    this.calls.push(`filter ${JSON.stringify(change)}`);
    return Promise.resolve();
  }
  schedulePage(page: number): Promise<void> {
    this.calls.push(`page ${page}`);
    return Promise.resolve();
  }
  playMedia(): Promise<void> {
    this.calls.push("play");
    return Promise.resolve();
  }
  join(): Promise<void> {
    this.calls.push("join");
    return Promise.resolve();
  }
}
