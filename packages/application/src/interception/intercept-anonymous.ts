import { ROOM_MODE, USER_TYPE, interceptAction, parseEventPath, type AccessConfig, type EventInfo, type Viewer } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { filter, firstValueFrom } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { HandOverFlows, TokenStore } from "../session/ports";
import type { LoginPromptService } from "../login/services";
import { applyErrorDecision, currentUrl, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { externalAuthTarget, signupTarget, type WayInRoom } from "../enter-event/way-in";
import type { WatchRoomService } from "../watch-room/services";
import { liveInteractAccess } from "./live-interact-access";
import type { InteractiveAction, InterceptAnonymousService } from "./services";

/**
 * Runs the §4 anonymous interception before an interactive action (chat, like, vote, collect
 * form, nickname, login) and carries out its outcome: the login prompt in login, nickname or
 * whitelist mode, the sign-up page, or the event's external address. Intent: every interactive
 * control asks `guard` first and goes on only when it answers true. The interactive access flag is
 * the open room's live one ({@link liveInteractAccess}: pushed on 20241) when a room of the event is
 * open, else the resolved event's.
 */
@injectable()
export class InterceptAnonymous implements InterceptAnonymousService {
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.LoginPrompt) private readonly loginPrompt: LoginPromptService,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.TokenStore) tokenStore: TokenStore,
    @inject(APP_TOKENS.HandOverFlows) private readonly handOverFlows: HandOverFlows,
    /** The open room, whose live room holds the live flag; absent where an app has no watch room. */
    @inject(APP_TOKENS.WatchRoom) @optional() private readonly watchRoom: WatchRoomService | undefined,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async guard(eventNumber: string, action: InteractiveAction): Promise<boolean> {
    const known = await this.load(eventNumber);
    if (!known) return false;
    const { event, viewer, access } = known;
    const outcome = interceptAction({
      // No viewer at all (no token) is treated like an anonymous one.
      userType: viewer?.userType ?? USER_TYPE.ANONYMOUS_AUDIENCE,
      interactAccess: liveInteractAccess(this.watchRoom ?? null, eventNumber) ?? event.interactAccess,
      action,
      nicknameChangeAllowed: event.nicknameChangeAllowed,
      nicknameSet: (viewer?.nickname.trim() ?? "") !== "",
      accessType: access.accessType,
    });
    switch (outcome.kind) {
      case "proceed":
        return true;
      case "prompt":
        this.loginPrompt.show(eventNumber, outcome.mode);
        // The message that asked for a nickname goes out once one is set (the viewer typed it to be sent).
        return action === "chat" && outcome.mode === "nickname" ? this.nicknameSetWhenClosed(eventNumber) : false;
      case "signup":
        this.goOrPrompt(
          signupTarget(event, access, this.currentRoom()),
          (target) => {
            this.navigator.navigate(target, { state: { from: currentUrl(this.navigator) } });
          },
          eventNumber,
        );
        return false;
      case "external":
        this.goOrPrompt(
          externalAuthTarget(
            event,
            access,
            currentUrl(this.navigator),
            this.navigator.origin(),
            this.currentRoom(),
            this.handOverFlows.begin(eventNumber),
          ),
          (target) => {
            this.navigator.leave(target);
          },
          eventNumber,
        );
        return false;
    }
  }

  /**
   * Waits until the nickname prompt closes, then answers whether the viewer now has a nickname:
   * saving one refreshes the event before the prompt closes, closing it without one leaves none.
   */
  private async nicknameSetWhenClosed(eventNumber: string): Promise<boolean> {
    await firstValueFrom(this.loginPrompt.state$.pipe(filter((state) => !state.open)));
    const known = await this.load(eventNumber);
    return (known?.viewer?.nickname.trim() ?? "") !== "";
  }

  /** The event, viewer and access config, or null after the §8 handling of a failure. */
  private async load(
    eventNumber: string,
  ): Promise<{ readonly event: EventInfo; readonly viewer: Viewer | null; readonly access: AccessConfig } | null> {
    try {
      const { event, viewer } = (await this.resolveEvent.resolve(eventNumber)).brief;
      return { event, viewer, access: await this.resolveEvent.accessConfig(eventNumber) };
    } catch (error: unknown) {
      applyErrorDecision(decisionFor(error), this.errorPorts, eventNumber);
      return null;
    }
  }

  /** Goes to the way in, or opens the login prompt when the event has none configured. */
  private goOrPrompt(target: string | null, go: (target: string) => void, eventNumber: string): void {
    if (target === null) this.loginPrompt.show(eventNumber, "login");
    else go(target);
  }

  /** The room and channel of the page the viewer is on. */
  private currentRoom(): WayInRoom {
    const parts = parseEventPath(this.navigator.current().path);
    const inRoom = parts?.page === "watch" || parts?.page === "meeting";
    return {
      roomNumber: inRoom ? (parts.id ?? undefined) : undefined,
      roomMode: inRoom && parts.id !== null ? (parts.page === "meeting" ? ROOM_MODE.SEMINAR : ROOM_MODE.LIVE) : undefined,
      channelNumber: parts?.channelNumber ?? undefined,
    };
  }
}
